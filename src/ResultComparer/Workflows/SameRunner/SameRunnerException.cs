using PerfGate.Reporting;

namespace PerfGate.Workflows.SameRunner;

/// <summary>
/// The same-runner gate could not decide: no git, a shallow clone, a base that does not build or run (PG0010–PG0013),
/// or a head whose own benchmarks did not run. The gate fails with <see cref="Code"/>, published like any finding, so
/// a pull request learns why; it never falls back to a silent pass.
/// </summary>
internal sealed class SameRunnerException(string code, string message) : Exception(message)
{
    public string Code { get; } = code;

    /// <summary>Found before anything was measured, in the runner's setup (no git, the base not in the clone): bad
    /// input for the command (exit code 2), not a failed gate.</summary>
    public bool IsSetupFailure => Code is DiagnosticCodes.SameRunnerNoGit or DiagnosticCodes.SameRunnerBaseNotFound;

    public static SameRunnerException HeadDidNotRun(string reason) =>
        new(DiagnosticCodes.BenchmarkRunFailed, $"The benchmarks did not run: {reason}");
}
