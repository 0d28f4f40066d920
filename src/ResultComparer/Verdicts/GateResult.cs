using PerfGate.Reports;
using PerfGate.Thresholds;

namespace PerfGate.Verdicts;

/// <summary>
/// The gate's decision. It fails on any regressed or failed benchmark, and on "nothing to compare"
/// (<see cref="Problems"/>): a gate that saw no data must not pass.
/// </summary>
internal sealed record GateResult(
    IReadOnlyList<BenchmarkVerdict> Benchmarks,
    HostComparison Hosts,
    GateSettings Settings,
    IReadOnlyList<string> Problems)
{
    /// <summary>Overrides whose pattern matches no benchmark of the run: a warning, as a typo in a pattern silently keeps
    /// the global threshold.</summary>
    public IReadOnlyList<ThresholdOverride> UnmatchedOverrides { get; init; } = [];

    /// <summary>Nearly every benchmark moved alike: time verdicts are advisory in this run.</summary>
    public ConditionShift? ConditionShift { get; init; }

    /// <summary>Said once per run (PG0212); null when every compared benchmark was judged on launch medians.</summary>
    public TimeNotOnLaunches? TimeNotOnLaunches { get; init; }

    /// <summary>What time was compared with and whether it could fail the gate; null where the caller did not say
    /// (<c>perfgate compare</c>, the evaluation).</summary>
    public ReportComparison? Comparison { get; init; }

    public bool Passed => Problems.Count == 0 && !Benchmarks.Any(b => b.IsOffending);
}
