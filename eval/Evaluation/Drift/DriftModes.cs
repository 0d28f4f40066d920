namespace PerfGate.Evaluation.Drift;

/// <summary>The time modes the drift evaluation compares on the same recordings.</summary>
internal static class DriftModes
{
    /// <summary>The pairs judged by the shipped PairedTimeComparer.</summary>
    public const string SameRunner = "same-runner";

    /// <summary>The committed baseline with --stable-machine: its raw time verdicts gate (confirm re-run included).</summary>
    public const string CommittedStable = "committed baseline, --stable-machine";

    /// <summary>The committed baseline with the default policy: time is advisory, a regression only warns.</summary>
    public const string CommittedDefault = "committed baseline, default";
}
