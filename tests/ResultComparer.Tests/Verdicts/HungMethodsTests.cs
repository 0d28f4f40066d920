using PerfGate.Git;
using PerfGate.Model;
using PerfGate.Options;
using PerfGate.Reporting;
using PerfGate.Reporting.Console;
using PerfGate.Reporting.Markdown;
using PerfGate.Reports;
using PerfGate.Running;
using PerfGate.Statistics;
using PerfGate.Tests.Support;
using PerfGate.Thresholds;
using PerfGate.Verdicts;
using PerfGate.Workflows.SameRunner;

namespace PerfGate.Tests.Verdicts;

/// <summary>What a hung method does to the verdicts and to every rendering of them, in the same-runner mode.</summary>
public sealed class HungMethodsTests
{
    private const string Steady = "Bench.Steady";
    private const string Stuck = "Bench.Stuck";
    private const string Log = "/artifacts/same-runner/r01-head-Bench.Stuck/perfgate-run.log";

    private static readonly PairedLooks Looks = new(GateDefaults.SameRunnerFirstPairs);
    private static readonly BaseRevision Revision = new("origin/main", "0123456789abcdef0123", "fedcba9876543210fedc", "/repo", IsMergeBase: true);

    [Fact]
    public void A_method_that_hung_in_the_head_fails_once_by_its_name_and_every_other_benchmark_is_judged_as_usual()
    {
        // Stuck has two cases in the committed baseline; neither must read as missing.
        var committed = SyntheticRuns.Baseline(SyntheticRuns.Benchmark(Steady, 100, 0), SyntheticRuns.Benchmark(Stuck + "(N: 1)", 100, 0), SyntheticRuns.Benchmark(Stuck + "(N: 2)", 100, 0));
        var launches = Launches(Steady);
        var hang = Hung(ReportHang.HeadSide, "Stuck [N=2]", new CaseTimeLimit(TimeSpan.FromSeconds(90), "5 × its longest case so far, 18 s"));

        var report = GateReportBuilder.From(SameRunnerGate.Judge(committed, launches, launches, GateSettings.Default, Looks, Revision, GateDefaults.Category, [hang]));

        Assert.False(report.Passed);
        Assert.Equal([(Stuck, BenchmarkStatus.Failed), (Steady, BenchmarkStatus.Unchanged)], report.Benchmarks.Select(b => (b.Id, b.Status)).OrderByDescending(b => b.Id, StringComparer.Ordinal));
        var error = Assert.Single(report.Diagnostics, d => d.Severity == DiagnosticSeverity.Error);
        Assert.Equal(DiagnosticCodes.BenchmarkFailed, error.Code);
        Assert.Equal(Stuck, error.BenchmarkId);
        Assert.Equal($"{Stuck} hung: its head launch ran past 90 s (5 × its longest case so far, 18 s) in Stuck [N=2] and was killed; its log is {Log}", error.Message);
        Assert.DoesNotContain(report.Diagnostics, d => d.Code == DiagnosticCodes.MissingBenchmark);
        Assert.Equal("PerfGate: FAILED: 1 failed, 1 unchanged", report.Summary.Line.Split(';')[0]);
        Assert.Equal(new ReportHang(Stuck, "head", "Stuck [N=2]", 90, "5 × its longest case so far, 18 s", Log), report.Benchmarks.Single(b => b.Id == Stuck).Hang);
        Assert.Null(report.Benchmarks.Single(b => b.Id == Steady).Hang);

        // The JSON every other tool reads, and each rendering, say the same.
        var json = GateReportFile.Serialize(report);
        Assert.Contains("\"hang\": {", json, StringComparison.Ordinal);
        Assert.Contains("\"limitSeconds\": 90", json, StringComparison.Ordinal);
        Assert.Equal(report.Benchmarks.Single(b => b.Id == Stuck).Hang, GateReportFile.Deserialize(json, "test").Benchmarks.Single(b => b.Id == Stuck).Hang);
        Assert.Contains($"- {Stuck}: {Stuck} hung: its head launch ran past 90 s", new MarkdownReporter().Render(report), StringComparison.Ordinal);
        Assert.Contains($"error: {error.Message}", new ConsoleTableReporter().Render(report), StringComparison.Ordinal);
    }

    [Fact]
    public void A_method_that_hung_in_the_base_keeps_its_allocation_verdicts_without_time_and_warns_once()
    {
        var committed = SyntheticRuns.Baseline(SyntheticRuns.Benchmark(Steady, 100, 0), SyntheticRuns.Benchmark(Stuck + "(N: 1)", 100, 0), SyntheticRuns.Benchmark(Stuck + "(N: 2)", 100, 0));
        var baseLaunches = Launches(Steady);
        // The head measured Stuck once, for allocations: its base launches were dropped when the base hung.
        var headLaunches = Launches(Steady);
        headLaunches[0] = headLaunches[0] with { Benchmarks = [.. headLaunches[0].Benchmarks, Launch(Stuck + "(N: 1)", 100, 0), Launch(Stuck + "(N: 2)", 100, 0)] };
        var hang = Hung(ReportHang.BaseSide, "Stuck [N=1]", new CaseTimeLimit(TimeSpan.FromSeconds(120), "the floor, as 5 × its longest case so far, 3.1 s, is less"));

        var report = GateReportBuilder.From(SameRunnerGate.Judge(committed, baseLaunches, headLaunches, GateSettings.Default, Looks, Revision, GateDefaults.Category, [hang]) with
        {
            Comparison = new ReportComparison(ReportComparison.SameRunnerMode, true, "note", "origin/main", Revision.Commit, Revision.HeadCommit, 8),
        });

        Assert.True(report.Passed);
        var stuck = report.Benchmarks.Where(b => b.Id.StartsWith(Stuck, StringComparison.Ordinal)).ToList();
        Assert.Equal(2, stuck.Count);
        Assert.All(stuck, b => Assert.Equal((BenchmarkStatus.Unchanged, null, ReportAllocation.CommittedBaselineReference, "base"), (b.Status, b.Time, b.Allocation!.Reference, b.Hang!.Side)));
        var warning = Assert.Single(report.Diagnostics, d => d.Code == DiagnosticCodes.SameRunnerBaseRunFailed);
        Assert.Equal(DiagnosticSeverity.Warning, warning.Severity);
        Assert.StartsWith($"{Stuck} hung in the base revision: its base launch ran past 120 s (the floor, as 5 × its longest case so far, 3.1 s, is less) in Stuck [N=1] and was killed. No time verdict for it", warning.Message, StringComparison.Ordinal);
        Assert.DoesNotContain(report.Diagnostics, d => d.Code == DiagnosticCodes.NotInBaseRevision);
        Assert.Contains("**Warning:** Bench.Stuck hung in the base revision", new MarkdownReporter().Render(report), StringComparison.Ordinal);
    }

    [Fact]
    public void A_gate_whose_every_method_hung_in_the_head_fails_on_the_hangs_alone()
    {
        var committed = SyntheticRuns.Baseline(SyntheticRuns.Benchmark(Stuck, 100, 0));
        var hang = Hung(ReportHang.HeadSide, "Stuck", CaseTimeLimit.From(TimeSpan.FromSeconds(120), null, CaseTimeLimit.FirstLaunchDefault)!);

        var report = GateReportBuilder.From(SameRunnerGate.Judge(committed, [], [], GateSettings.Default, Looks, Revision, GateDefaults.Category, [hang]));

        Assert.False(report.Passed);
        Assert.Empty(report.Problems);
        var benchmark = Assert.Single(report.Benchmarks);
        Assert.Equal((Stuck, BenchmarkStatus.Failed), (benchmark.Id, benchmark.Status));
        Assert.Equal($"{Stuck} hung: its head launch ran past 240 s (nothing known of its time yet: the first launch's limit) and was killed; its log is {Log}",
            Assert.Single(report.Diagnostics, d => d.Severity == DiagnosticSeverity.Error).Message);
    }

    /// <summary>Against the committed baseline one process runs every method: the hung one's cases did not run again with the
    /// others, and must fail by the method's name rather than read as missing from the run.</summary>
    [Fact]
    public void In_the_committed_baseline_mode_the_hung_method_fails_by_name_instead_of_its_cases_going_missing()
    {
        var committed = SyntheticRuns.Baseline(SyntheticRuns.Benchmark(Steady, 100, 0), SyntheticRuns.Benchmark(Stuck + "(N: 1)", 100, 0));
        var run = SyntheticRuns.Run(SyntheticRuns.Benchmark(Steady, 100, 0));
        var hang = new HungMethod(Stuck, null, new HungCase("Stuck [N=1]", new CaseTimeLimit(TimeSpan.FromSeconds(300), "5 × what its baseline's samples suggest, 60 s")), "/artifacts/perfgate-run-hung-1.log");

        var report = GateReportBuilder.From(HungMethods.Apply(GateEvaluator.Evaluate(committed, run, GateSettings.Default), [hang]));

        Assert.Equal([(Stuck, BenchmarkStatus.Failed), (Steady, BenchmarkStatus.Unchanged)], report.Benchmarks.Select(b => (b.Id, b.Status)).OrderByDescending(b => b.Id, StringComparer.Ordinal));
        Assert.Equal(
            $"{Stuck} hung: the benchmark process ran past 300 s (5 × what its baseline's samples suggest, 60 s) in Stuck [N=1] and was killed; its log is /artifacts/perfgate-run-hung-1.log",
            Assert.Single(report.Diagnostics, d => d.Severity == DiagnosticSeverity.Error).Message);
        Assert.DoesNotContain(report.Diagnostics, d => d.Code == DiagnosticCodes.MissingBenchmark);
    }

    private static HungMethod Hung(string side, string caseName, CaseTimeLimit limit) => new(Stuck, side, new HungCase(caseName, limit), Log);

    private static List<BenchmarkRun> Launches(string id) => [.. Enumerable.Range(0, 8).Select(_ => SyntheticRuns.Run(Launch(id, 100, 0)))];

    private static BenchmarkResult Launch(string id, double medianNs, long bytes) =>
        new(id, [medianNs * 0.999, medianNs, medianNs * 1.001, medianNs * 0.998, medianNs * 1.002], bytes) { LaunchSizes = [5] };
}
