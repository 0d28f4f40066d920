namespace PerfGate.Running;

/// <summary>A finished child process and every line it wrote.</summary>
public sealed record ChildProcessOutput(ChildProcessExit Exit, IReadOnlyList<string> Output, IReadOnlyList<string> Error);
