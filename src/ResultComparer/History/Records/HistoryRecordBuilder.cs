using System.Reflection;
using PerfGate.Reports;
using PerfGate.Statistics;

namespace PerfGate.History.Records;

/// <summary>
/// Makes a merge's <see cref="HistoryRecord"/> from the report of the same-runner gate that measured it against its
/// parent. Only a same-runner report will do: a comparison with the committed baseline measured the two sides on
/// different machines, which is exactly what the history must not chain.
/// </summary>
internal static class HistoryRecordBuilder
{
    /// <param name="source">Names the report in a problem.</param>
    /// <param name="commitDate">The merged commit's committer date.</param>
    public static HistoryRecord FromReport(GateReport report, string source, DateTimeOffset commitDate, DateTimeOffset recordedAt)
    {
        if (report.Comparison is not { IsSameRunner: true, BaseCommit: { } parent, HeadCommit: { } commit } comparison)
        {
            throw new PerfGateInputException($"{source}: not the report of a same-runner gate (its comparison is '{report.Comparison?.Mode ?? "none"}'). " +
                "The history records a merge measured beside its parent on one runner: run the gate with --compare-to <the previous commit of the branch> (PerfGateCompareTo) first.");
        }

        var selectedNone = comparison.Selection is { Selected: 0, Methods: > 0 };
        if (comparison.BaseDidNotBuild || (comparison.Pairs is not > 0 && !selectedNone))
        {
            throw new PerfGateInputException($"{source}: the gate measured no pairs ({(comparison.BaseDidNotBuild ? "the parent did not build" : "no benchmark ran on both sides")}), so there is nothing to record for {commit}.");
        }

        var benchmarks = report.Benchmarks
            .Where(b => b.Hang is null)
            .Select(Benchmark)
            .OrderBy(b => b.Id, StringComparer.Ordinal)
            .ToList();
        return new HistoryRecord(
            HistoryRecord.CurrentSchemaVersion,
            HistoryRecord.RecordKind,
            commit,
            parent,
            commitDate,
            recordedAt,
            PerfGateVersion,
            report.Hosts?.Current,
            comparison.Pairs ?? 0,
            benchmarks);
    }

    private static HistoryBenchmark Benchmark(ReportBenchmark benchmark)
    {
        if (benchmark.Selection is { Ran: false })
        {
            return new HistoryBenchmark(benchmark.Id, null, null, null) { SameCode = true };
        }

        var ratios = PairedShift.CanMeasure(benchmark.Time?.PairRatios) ? benchmark.Time!.PairRatios : null;
        var parentBytes = benchmark.BaseRevisionBytes
            ?? (benchmark.Allocation is { AgainstBaseRevision: true } allocation ? allocation.BaselineBytes : null);
        return new HistoryBenchmark(
            benchmark.Id,
            benchmark.Allocation?.CurrentBytes,
            parentBytes,
            ratios);
    }

    private static string PerfGateVersion =>
        typeof(HistoryRecordBuilder).Assembly.GetCustomAttribute<AssemblyInformationalVersionAttribute>()?.InformationalVersion is { } version
            ? version.Split('+')[0]
            : "unknown";
}
