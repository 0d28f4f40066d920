using PerfGate.History.Drift;
using PerfGate.History.Page;
using PerfGate.History.Records;
using PerfGate.Reporting.Markdown;
using PerfGate.Thresholds;

namespace PerfGate.Tests.History.Drift;

/// <summary>
/// What the history says of each benchmark's time, on planted merges: "no drift" only where the chained band shows it,
/// "cannot tell" where the band reaches past the threshold, and a drift beyond it flagged with the merges that made it;
/// each with the drift and its band, on the console, in the job summary and on the page.
/// </summary>
public sealed class HistoryTextTests
{
    private const string Steady = "Bench.Steady";
    private const string Unclear = "Bench.Unclear";
    private const string Creeping = "Bench.Creeping";

    private static readonly HistoryAnalysis Analysis = HistoryAnalyzer.Analyze(
        HistoryChain.Build(
            SyntheticHistory.Chain(4, _ =>
            [
                // Quiet pairs around 1: a band of about ±1 % after four merges.
                SyntheticHistory.Benchmark(Steady, [1.0, 1.01, 0.99, 1.0, 1.005, 0.995]),
                // +3 % a merge on pairs that spread ±10 %: +12 % in all, but every gate was inconclusive and so is the band.
                SyntheticHistory.Benchmark(Unclear, [1.15, 0.93, 1.03, 1.12, 0.95, 1.03]),
                // +4 % a merge on quiet pairs: +17 % in all, the whole band beyond +5 %.
                SyntheticHistory.Benchmark(Creeping, [1.04, 1.045, 1.035, 1.04, 1.04, 1.045]),
            ]),
            null,
            null),
        "v1.0",
        GateSettings.Default);

    [Fact]
    public void The_drift_is_judged_by_its_band_against_the_threshold()
    {
        var steady = Time(Steady);
        var unclear = Time(Unclear);
        var creeping = Time(Creeping);

        Assert.True(steady is { NoDrift: true, Drifted: false, Upper: <= 1.05 }, $"{steady}");
        Assert.True(unclear is { NoDrift: false, Drifted: false, Lower: <= 1.05, Upper: > 1.05, Drift: > 1.05 }, $"{unclear}");
        Assert.True(creeping is { Drifted: true, Lower: > 1.05 }, $"{creeping}");
        Assert.Equal(creeping, Analysis.Benchmarks.Single(b => b.Id == Creeping).Flag);
        Assert.Null(Analysis.Benchmarks.Single(b => b.Id == Unclear).Flag);
    }

    [Fact]
    public void Each_benchmark_has_a_line_with_its_drift_and_band_and_the_flagged_one_comes_first()
    {
        var lines = HistoryText.Lines(Analysis);

        Assert.Equal(
        [
            $"{Creeping}: main is {Change(Time(Creeping).Drift)} slower since v1.0 over 4 merge(s) ({Band(Creeping)}, beyond the 5% threshold); most of it: " +
                string.Join(", ", Enumerable.Range(1, 4).Select(i => $"{SyntheticHistory.Commit(i)[..12]} +4%")),
            $"{Unclear}: cannot tell: {Change(Time(Unclear).Drift)} since v1.0 over 4 merge(s), but its {Band(Unclear)} reaches past the 5% threshold",
            $"{Steady}: no drift beyond the 5% threshold: {Change(Time(Steady).Drift)} since v1.0 over 4 merge(s) ({Band(Steady)})",
            "No allocation step since v1.0 (4 merge(s), 3 benchmark(s)).",
        ],
        lines);
    }

    [Fact]
    public void The_job_summary_says_the_same_lines()
    {
        var markdown = HistoryText.Markdown(Analysis, null);

        Assert.All(HistoryText.Lines(Analysis).Take(3), line => Assert.Contains("- " + MarkdownText.Escape(line) + "\n", markdown, StringComparison.Ordinal));
    }

    [Fact]
    public void The_page_says_beside_each_benchmark_what_its_band_shows()
    {
        var html = HistoryPage.Render(Analysis, new HistoryPageOptions { GeneratedAt = DateTimeOffset.UnixEpoch });

        Assert.Contains($"<code>{Steady}</code> <span class=\"no-drift\">no drift: {Short(Steady)}</span></h3>", html, StringComparison.Ordinal);
        Assert.Contains($"<code>{Unclear}</code> <span class=\"cannot-tell\">cannot tell: {Short(Unclear)}</span></h3>", html, StringComparison.Ordinal);
        Assert.Contains($"<code>{Creeping}</code> <span class=\"flag\">drift {Short(Creeping)}</span></h3>", html, StringComparison.Ordinal);
    }

    [Fact]
    public void A_benchmark_the_newest_merge_did_not_measure_in_pairs_cannot_be_told()
    {
        var records = SyntheticHistory.Chain(3, i => [SyntheticHistory.Benchmark(Steady, i < 3 ? [1.0, 1.01, 0.99, 1.0] : [])]);
        var analysis = HistoryAnalyzer.Analyze(HistoryChain.Build(records, null, null), "v1.0", GateSettings.Default);

        Assert.Null(analysis.Benchmarks.Single().Time);
        Assert.Equal($"{Steady}: cannot tell: the newest merge, {SyntheticHistory.Commit(3)[..12]}, did not measure it in pairs (new, failed or missing there)", HistoryText.Lines(analysis)[0]);
    }

    private static TimeDrift Time(string id) => Analysis.Benchmarks.Single(b => b.Id == id).Time!;

    private static string Change(double ratio) => PerfGate.Formatting.Units.Change(ratio);

    private static string Band(string id) => $"95% band {Change(Time(id).Lower)} to {Change(Time(id).Upper)}";

    private static string Short(string id) => $"{Change(Time(id).Drift)} [{Change(Time(id).Lower)}, {Change(Time(id).Upper)}]";
}
