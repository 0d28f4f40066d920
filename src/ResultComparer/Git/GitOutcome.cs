namespace PerfGate.Git;

/// <summary>What one <see cref="GitProcess"/> call gave: its output when git exited with 0, or why there is none.</summary>
internal sealed record GitOutcome(string? Output, string? Failure)
{
    public bool Ok => Output is not null;

    public string Text => Output is null ? string.Empty : Output.TrimEnd('\r', '\n');
}
