using PerfGate.Reports;
using PerfGate.Tests.Support;
using PerfGate.Verdicts;

namespace PerfGate.Tests.History;

/// <summary>Reports of same-runner gates as the tool writes them: one benchmark measured in pairs against the parent.</summary>
internal static class SameRunnerReports
{
    public const string Id = "Sample.History.DriftBenchmark.Run(Case: creep)";

    public static GateReport For(string head, string parent, IReadOnlyList<double> pairRatios, long bytes = 48, long parentBytes = 48)
    {
        var sample = SampleGateResult.CreateReport();
        var template = sample.Benchmarks.First(b => b.Time is not null && b.Allocation is not null);
        var benchmark = template with
        {
            Id = Id,
            Status = BenchmarkStatus.Unchanged,
            Time = template.Time! with { Status = MetricStatus.Unchanged, PairRatios = pairRatios },
            Allocation = template.Allocation! with { Status = MetricStatus.Unchanged, CurrentBytes = bytes, BaselineBytes = parentBytes, Reference = ReportAllocation.BaseRevisionReference },
            BaseRevisionBytes = parentBytes,
            Hang = null,
        };
        return sample with
        {
            Passed = true,
            Benchmarks = [benchmark],
            Comparison = new ReportComparison(ReportComparison.SameRunnerMode, true, "note", parent, parent, head, pairRatios.Count),
        };
    }
}
