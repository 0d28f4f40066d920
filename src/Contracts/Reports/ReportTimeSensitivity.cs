namespace PerfGate.Reports;

/// <summary>What a same-runner run's time verdicts could see, all benchmarks together.</summary>
/// <param name="Judged">Benchmarks whose time was judged on their pairs (regressed, improved or unchanged).</param>
/// <param name="TooNoisy">Benchmarks too noisy to gate time on this runner: they could not have seen +50 %.</param>
public sealed record ReportTimeSensitivity(int Judged, double? LowestCouldSee, double? HighestCouldSee, int TooNoisy);
