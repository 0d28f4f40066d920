using PerfGate.History.Drift;
using PerfGate.History.Records;
using PerfGate.Thresholds;

namespace PerfGate.Tests.History.Drift;

/// <summary>
/// The history's drift, judged on simulated merges whose pair ratios spread like the same-runner gate's on an idle
/// runner (σ of ln 2–5 %: docs/evaluation.md, "Same-runner mode under defined conditions") and at its pair counts.
/// </summary>
public sealed class HistoryAnalyzerTests
{
    private const string Creep = "Creep";
    private const string Steady = "Steady";

    [Theory]
    [InlineData(0.03, 6)]
    [InlineData(0.05, 8)]
    public void Ten_unchanged_merges_are_almost_never_flagged(double sigma, int pairs)
    {
        var random = new Random(40);
        var flagged = 0;
        const int Histories = 2000;
        for (var history = 0; history < Histories; history++)
        {
            var analysis = Analyze(SyntheticHistory.Chain(10, _ => [SyntheticHistory.Benchmark(Steady, random, 1.0, sigma, pairs)]));
            flagged += analysis.Benchmarks.Count(b => b.Flag is not null);
        }

        // The band must reach past +5 % with 97.5 % one-sided confidence; a drift of 0 almost never does.
        Assert.InRange(flagged / (double)Histories, 0, 0.01);
    }

    [Fact]
    public void Six_merges_of_four_percent_are_flagged_and_the_six_are_named()
    {
        var random = new Random(41);
        var (flagged, allSixNamed) = (0, 0);
        const int Histories = 500;
        for (var history = 0; history < Histories; history++)
        {
            // Ten unchanged merges, then six of +4 %: each passes a 5 % pull-request gate; together they are +26.5 %.
            var analysis = Analyze(SyntheticHistory.Chain(16, i => [SyntheticHistory.Benchmark(Creep, random, i > 10 ? 1.04 : 1.0, 0.03, 16)]));
            if (analysis.Benchmarks.Single().Flag is { } flag)
            {
                flagged++;
                var creepMerges = Enumerable.Range(11, 6).Select(SyntheticHistory.Commit).ToHashSet();
                allSixNamed += creepMerges.IsSubsetOf(flag.Contributors.Select(c => c.Commit)) ? 1 : 0;
            }
        }

        Assert.InRange(flagged / (double)Histories, 0.95, 1);
        Assert.InRange(allSixNamed / (double)flagged, 0.8, 1);
    }

    [Fact]
    public void The_band_widens_with_every_merge_and_covers_the_product_of_the_steps()
    {
        var records = SyntheticHistory.Chain(5, _ => [SyntheticHistory.Benchmark(Creep, [1.02, 1.04, 1.03, 1.05, 1.03, 1.04])]);

        var points = Analyze(records).Benchmarks.Single().Points;

        var widths = points.Select(p => Math.Log(p.DriftUpper!.Value / p.DriftLower!.Value)).ToList();
        Assert.True(widths.Zip(widths.Skip(1)).All(w => w.Second > w.First), string.Join(", ", widths));
        Assert.Equal(Math.Pow(points[0].Ratio!.Value, 5), points[^1].Drift!.Value, 9);
        Assert.All(points, p => Assert.InRange(p.Drift!.Value, p.DriftLower!.Value, p.DriftUpper!.Value));
    }

    [Fact]
    public void A_merge_whose_code_the_benchmark_does_not_execute_is_a_step_of_exactly_one_not_a_gap()
    {
        // Merges 2 and 3 changed nothing the benchmark executes: the gate's selection did not measure it there.
        IReadOnlyList<double> ratios = [1.02, 1.04, 1.03, 1.05, 1.03, 1.04];
        var records = SyntheticHistory.Chain(4, i => [i is 2 or 3
            ? new HistoryBenchmark(Creep, null, null, null) { SameCode = true }
            : SyntheticHistory.Benchmark(Creep, ratios)]);
        var measuredOnly = SyntheticHistory.Chain(2, _ => [SyntheticHistory.Benchmark(Creep, ratios)]);

        var analysis = Analyze(records);
        var points = analysis.Benchmarks.Single().Points;
        var expected = Analyze(measuredOnly).Benchmarks.Single().Points[^1];

        Assert.DoesNotContain(analysis.Notes, n => n.Contains(Creep, StringComparison.Ordinal));
        Assert.Equal(1, points[1].Ratio);
        Assert.Equal(points[0].Drift, points[2].Drift);
        Assert.Equal(points[0].DriftUpper, points[2].DriftUpper);
        Assert.Equal(expected.Drift!.Value, points[^1].Drift!.Value, 12);
        Assert.Equal(expected.DriftUpper!.Value, points[^1].DriftUpper!.Value, 12);
    }

    [Fact]
    public void An_allocation_step_is_named_at_its_exact_merge_and_an_unchanged_one_never()
    {
        var records = SyntheticHistory.Chain(8, i => [SyntheticHistory.Benchmark(Steady, [1.0, 1.01, 0.99, 1.0, 1.0, 1.01], bytes: i >= 5 ? 72 : 48, parentBytes: i > 5 ? 72 : 48)]);

        var steps = Analyze(records).Benchmarks.Single().AllocationSteps;

        var step = Assert.Single(steps);
        Assert.Equal(new AllocationStep(SyntheticHistory.Commit(5), 48, 72), step);
    }

    [Fact]
    public void A_merge_not_measured_in_pairs_starts_the_drift_again_and_says_so()
    {
        var records = SyntheticHistory.Chain(6, i => [i == 3
            ? new HistoryBenchmark(Creep, 0, 0, null)
            : SyntheticHistory.Benchmark(Creep, [1.10, 1.11, 1.09, 1.10, 1.10, 1.12])]);

        var analysis = Analyze(records);

        var points = analysis.Benchmarks.Single().Points;
        Assert.Null(points[2].Drift);
        Assert.Equal(Math.Pow(points[5].Ratio!.Value, 3), points[5].Drift!.Value, 9);
        Assert.Contains(analysis.Notes, n => n.Contains("measured from c03", StringComparison.Ordinal));
    }

    [Fact]
    public void The_anchor_starts_the_drift_and_an_anchor_off_the_chain_is_refused_by_name()
    {
        var records = SyntheticHistory.Chain(6, _ => [SyntheticHistory.Benchmark(Creep, [1.05, 1.05, 1.05, 1.05, 1.05, 1.06])]);

        var sinceThird = HistoryAnalyzer.Analyze(HistoryChain.Build(records, SyntheticHistory.Commit(3), null), "v1.1", GateSettings.Default);
        var unknown = Assert.Throws<PerfGateInputException>(() => HistoryChain.Build(records, "f".PadRight(40, 'f'), null));

        Assert.Equal(3, sinceThird.Merges.Count);
        Assert.Equal(SyntheticHistory.Commit(4), sinceThird.Merges[0].Commit);
        Assert.Contains("ffffffffffff is not on the recorded history", unknown.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void An_anchor_at_the_newest_merge_has_nothing_after_it_and_says_so()
    {
        var records = SyntheticHistory.Chain(3, _ => [SyntheticHistory.Benchmark(Steady, [1.0, 1.0, 1.0, 1.0, 1.0, 1.0])]);

        var none = Assert.Throws<PerfGateInputException>(() => HistoryChain.Build(records, SyntheticHistory.Commit(3), null));

        Assert.StartsWith("No merge has been recorded since the anchor c03", none.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_merge_never_recorded_ends_the_chain_and_the_analysis_says_where()
    {
        var records = SyntheticHistory.Chain(6, _ => [SyntheticHistory.Benchmark(Steady, [1.0, 1.0, 1.01, 0.99, 1.0, 1.0])])
            .Where(r => r.Commit != SyntheticHistory.Commit(3)).ToList();

        var analysis = HistoryAnalyzer.Analyze(HistoryChain.Build(records, null, null), "start", GateSettings.Default);

        Assert.Equal([SyntheticHistory.Commit(4), SyntheticHistory.Commit(5), SyntheticHistory.Commit(6)], analysis.Merges.Select(m => m.Commit));
        Assert.Contains(analysis.Notes, n => n.Contains("before c03", StringComparison.Ordinal));
    }

    [Fact]
    public void A_commit_recorded_twice_counts_once_with_its_newest_record()
    {
        var records = SyntheticHistory.Chain(3, _ => [SyntheticHistory.Benchmark(Steady, [1.0, 1.0, 1.0, 1.0, 1.0, 1.0])]).ToList();
        records.Add(records[1] with
        {
            RecordedAt = records[1].RecordedAt.AddDays(1),
            Benchmarks = [SyntheticHistory.Benchmark(Steady, [1.2, 1.2, 1.2, 1.2, 1.2, 1.2])],
        });

        var analysis = Analyze(records);

        Assert.Equal(3, analysis.Merges.Count);
        Assert.Equal(1.2, analysis.Benchmarks.Single().Points[1].Ratio!.Value, 9);
    }

    [Fact]
    public void A_level_change_is_marked_at_its_merge_and_one_smaller_than_half_the_threshold_is_not()
    {
        var step = Analyze(SyntheticHistory.Chain(12, i => [SyntheticHistory.Benchmark(Creep, i == 7 ? [1.20, 1.21, 1.19, 1.20, 1.20, 1.22] : [1.0, 1.001, 0.999, 1.0, 1.0, 1.001])]));
        var wander = Analyze(SyntheticHistory.Chain(12, i => [SyntheticHistory.Benchmark(Steady, i == 7 ? [0.99, 0.991, 0.989, 0.99, 0.99, 0.991] : [1.0, 1.001, 0.999, 1.0, 1.0, 1.001])]));

        Assert.Equal([6], step.Benchmarks.Single().ChangePoints);
        Assert.Empty(wander.Benchmarks.Single().ChangePoints);
    }

    [Fact]
    public void No_records_is_bad_input_never_an_empty_pass()
    {
        var empty = Assert.Throws<PerfGateInputException>(() => HistoryChain.Build([], null, null));

        Assert.Contains("no records", empty.Message, StringComparison.Ordinal);
    }

    private static HistoryAnalysis Analyze(IReadOnlyList<HistoryRecord> records) =>
        HistoryAnalyzer.Analyze(HistoryChain.Build(records, null, null), "v1.0", GateSettings.Default);
}
