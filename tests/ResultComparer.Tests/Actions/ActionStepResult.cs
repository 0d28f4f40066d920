namespace PerfGate.Tests.Actions;

/// <summary>How an action step's script ended: its exit code, its output, and what it wrote to GITHUB_OUTPUT, GITHUB_PATH and GITHUB_STEP_SUMMARY.</summary>
internal sealed record ActionStepResult(
    int ExitCode, string Output, IReadOnlyDictionary<string, string> Outputs, IReadOnlyList<string> PathLines, string StepSummary, string RunnerTemp)
{
    public override string ToString() => $"exit code {ExitCode}, outputs [{string.Join(", ", Outputs.Select(o => $"{o.Key}={o.Value}"))}]:\n{Output}";
}
