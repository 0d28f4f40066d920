using PerfGate.History.Drift;
using PerfGate.History.Page;
using PerfGate.History.Records;
using PerfGate.Thresholds;

namespace PerfGate.Tests.History.Drift;

/// <summary>
/// The history judges allocations as it judges time: by the net change since the anchor. Allocations are exact, so each
/// merge's step (measured beside its parent) adds up without a band: a creep of steps each under the threshold is flagged
/// once their sum is beyond it, naming the merges that made it, and a step a later merge reverts is judged by what is left.
/// </summary>
public sealed class AllocationDriftTests
{
    private const string Id = "Sample.Creep";

    private static readonly IReadOnlyList<double> Unchanged = [1.0, 1.01, 0.99, 1.0, 1.0, 1.01];

    private static readonly GateSettings TwentyFourBytes = GateSettings.Default with { AllocationThreshold = new AllocationThreshold(0.01, 24) };

    [Fact]
    public void Six_merges_of_16_bytes_under_a_24_byte_threshold_are_flagged_by_their_net_and_the_six_are_named()
    {
        // Two unchanged merges, then six that each add 16 B/op: each passes a pull request's gate; together they are +96 B/op.
        var records = SyntheticHistory.Chain(8, i => [Benchmark(parentBytes: 48 + (16 * Math.Max(0, i - 3)), bytes: 48 + (16 * Math.Max(0, i - 2)))]);

        var benchmark = Analyze(records).Benchmarks.Single();

        Assert.Empty(benchmark.AllocationSteps);
        var drift = Assert.IsType<AllocationDrift>(benchmark.AllocationDrift);
        Assert.Equal((48L, 144L, 8), (drift.FromBytes, drift.ToBytes, drift.Merges));
        Assert.Equal(Enumerable.Range(3, 6).Select(SyntheticHistory.Commit).Order(StringComparer.Ordinal), drift.Contributors.Select(c => c.Commit).Order(StringComparer.Ordinal));
        Assert.All(drift.Contributors, c => Assert.Equal(16, c.ToBytes - c.FromBytes));
    }

    [Fact]
    public void The_creep_is_one_line_naming_its_net_and_its_merges()
    {
        var records = SyntheticHistory.Chain(4, i => [Benchmark(parentBytes: 48 + (16 * (i - 1)), bytes: 48 + (16 * i))]);

        var lines = HistoryText.Lines(Analyze(records));

        Assert.Equal(
            $"{Id}: main allocates +64 B/op more since v1.0 over 4 merge(s) (48 B/op → 112 B/op, beyond the 1%,24B threshold); most of it: " +
            string.Join(", ", Enumerable.Range(1, 4).Select(i => $"{SyntheticHistory.Commit(i)[..12]} +16 B")),
            Assert.Single(lines, line => line.Contains("main allocates", StringComparison.Ordinal)));
    }

    [Fact]
    public void The_page_shows_the_growth_since_the_anchor_with_the_merges_that_made_it()
    {
        var records = SyntheticHistory.Chain(4, i => [Benchmark(parentBytes: 48 + (16 * (i - 1)), bytes: 48 + (16 * i))]);

        var html = HistoryPage.Render(Analyze(records), new HistoryPageOptions { GeneratedAt = DateTimeOffset.UnixEpoch });

        Assert.Contains("<caption>Allocation growth since the anchor</caption>", html, StringComparison.Ordinal);
        Assert.Contains("48 B → 112 B", html, StringComparison.Ordinal);
        Assert.All(Enumerable.Range(1, 4), i => Assert.Contains($"<code>{SyntheticHistory.Commit(i)[..12]}</code>", html, StringComparison.Ordinal));
        Assert.DoesNotContain("Nothing flagged", html, StringComparison.Ordinal);
    }

    [Fact]
    public void A_step_that_a_later_merge_reverts_is_still_named_but_its_net_of_nothing_is_not_flagged()
    {
        var records = SyntheticHistory.Chain(8, i => [Benchmark(parentBytes: i is > 3 and <= 6 ? 148 : 48, bytes: i is >= 3 and < 6 ? 148 : 48)]);

        var benchmark = Analyze(records).Benchmarks.Single();

        Assert.Equal([new AllocationStep(SyntheticHistory.Commit(3), 48, 148), new AllocationStep(SyntheticHistory.Commit(6), 148, 48)], benchmark.AllocationSteps);
        Assert.Null(benchmark.AllocationDrift);
    }

    [Fact]
    public void A_step_partly_reverted_is_flagged_by_what_is_left()
    {
        var records = SyntheticHistory.Chain(8, i => [Benchmark(parentBytes: i switch { <= 3 => 48, <= 6 => 148, _ => 118 }, bytes: i switch { < 3 => 48, < 6 => 148, _ => 118 })]);

        var drift = Analyze(records).Benchmarks.Single().AllocationDrift;

        Assert.NotNull(drift);
        Assert.Equal((48L, 118L), (drift.FromBytes, drift.ToBytes));
        Assert.Equal([new AllocationStep(SyntheticHistory.Commit(3), 48, 148)], drift.Contributors);
    }

    [Fact]
    public void Steps_within_the_threshold_that_stay_within_it_are_not_flagged()
    {
        var records = SyntheticHistory.Chain(8, i => [Benchmark(parentBytes: i is > 3 ? 64 : 48, bytes: i >= 3 ? 64 : 48)]);

        var benchmark = Analyze(records).Benchmarks.Single();

        Assert.Null(benchmark.AllocationDrift);
        Assert.Empty(benchmark.AllocationSteps);
    }

    private static HistoryBenchmark Benchmark(long parentBytes, long bytes) => SyntheticHistory.Benchmark(Id, Unchanged, bytes, parentBytes);

    private static HistoryAnalysis Analyze(IReadOnlyList<HistoryRecord> records) =>
        HistoryAnalyzer.Analyze(HistoryChain.Build(records, null, null), "v1.0", TwentyFourBytes);
}
