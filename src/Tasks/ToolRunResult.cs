namespace PerfGate.Tasks;

/// <summary>How one run of the <c>perfgate</c> tool ended.</summary>
/// <param name="ExitCode">The tool's exit code; meaningless when <paramref name="Canceled"/>.</param>
/// <param name="StandardError">Everything the tool wrote to stderr, trimmed.</param>
public sealed record ToolRunResult(int ExitCode, string StandardError, bool Canceled);
