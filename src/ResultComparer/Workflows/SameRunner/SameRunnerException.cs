namespace PerfGate.Workflows.SameRunner;

/// <summary>
/// The same-runner mode could not measure the base revision: no git, a shallow clone, a base that does not build
/// or run. The gate fails with <see cref="Code"/> and the message, published like any finding, so a pull request
/// learns why; it never falls back to a silent pass.
/// </summary>
public sealed class SameRunnerException(string code, string message) : Exception(message)
{
    /// <summary>The diagnostic code (PG0010–PG0013).</summary>
    public string Code { get; } = code;
}
