using PerfGate.Baseline;
using PerfGate.Model;
using PerfGate.Reporting;
using PerfGate.Reporting.Console;
using PerfGate.Reporting.Markdown;
using PerfGate.Reports;
using PerfGate.Tests.Support;
using PerfGate.Thresholds;
using PerfGate.Verdicts;

namespace PerfGate.Tests.Verdicts;

/// <summary>
/// A job with fewer than 3 launches changes what a time verdict means: the gate says so once per run (PG0212), in
/// the build log's diagnostics, the Markdown report and the console, never per benchmark and never silently.
/// </summary>
public sealed class TimeGatingTests
{
    private static readonly string[] Ids = ["Ns.A.One", "Ns.A.Two", "Ns.A.Three"];

    [Fact]
    public void A_two_launch_job_says_once_that_time_is_judged_by_the_weaker_per_iteration_test()
    {
        // BenchmarkDotNet's medium job: 2 launches a run, a baseline pooled from 3 runs.
        var report = Report(baselineLaunches: 6, currentLaunches: 2, iterations: 5);

        var warning = Assert.Single(report.Diagnostics, d => d.Code == DiagnosticCodes.TimeNotOnLaunches);
        Assert.Equal(DiagnosticSeverity.Warning, warning.Severity);
        Assert.Null(warning.BenchmarkId);
        Assert.StartsWith("Time is not judged on launch medians for 3 of 3 compared benchmark(s): this run has 2 launch(es) per benchmark and the baseline 6, and the launch-median test needs at least 3 on each side. 3 are judged by the weaker per-iteration test", warning.Message, StringComparison.Ordinal);
        Assert.Contains("Use the 'ci' job", warning.Message, StringComparison.Ordinal);
        Assert.All(report.Benchmarks, b => Assert.Equal(TimeTestUnit.Iterations, b.Time!.Effect!.Unit));

        Assert.Contains($"> **Warning:** {warning.Message}", new MarkdownReporter().Render(report), StringComparison.Ordinal);
        Assert.Contains($"warning: {warning.Message}", new ConsoleTableReporter().Render(report), StringComparison.Ordinal);
    }

    [Fact]
    public void A_one_launch_job_with_too_few_samples_says_time_is_not_judged_at_all()
    {
        // BenchmarkDotNet's short job: 1 launch of 3 iterations.
        var report = Report(baselineLaunches: 3, currentLaunches: 1, iterations: 3);

        var warning = Assert.Single(report.Diagnostics, d => d.Code == DiagnosticCodes.TimeNotOnLaunches);
        Assert.Contains("this run has 1 launch(es) per benchmark and the baseline 3", warning.Message, StringComparison.Ordinal);
        Assert.Contains("3 are not judged on time at all (too few samples), only on allocations", warning.Message, StringComparison.Ordinal);
        Assert.DoesNotContain("per-iteration", warning.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Results_that_do_not_say_which_launch_measured_which_sample_say_so()
    {
        var report = Report(baselineLaunches: 9, currentLaunches: 3, iterations: 5, currentKnowsLaunches: false);

        var warning = Assert.Single(report.Diagnostics, d => d.Code == DiagnosticCodes.TimeNotOnLaunches);
        Assert.Contains("does not say which launch (benchmark process) measured which sample", warning.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void The_ci_job_judges_every_benchmark_on_launch_medians_and_says_nothing()
    {
        var report = Report(baselineLaunches: 9, currentLaunches: 3, iterations: 5);

        Assert.DoesNotContain(report.Diagnostics, d => d.Code == DiagnosticCodes.TimeNotOnLaunches);
        Assert.All(report.Benchmarks, b => Assert.Equal(TimeTestUnit.Launches, b.Time!.Effect!.Unit));
    }

    private static GateReport Report(int baselineLaunches, int currentLaunches, int iterations, bool currentKnowsLaunches = true)
    {
        var baseline = BaselineDocument.FromRun(SyntheticRuns.Run([.. Ids.Select(id => Launched(id, baselineLaunches, iterations, 100, true))]));
        var current = SyntheticRuns.Run([.. Ids.Select(id => Launched(id, currentLaunches, iterations, 101, currentKnowsLaunches))]);
        return GateReportBuilder.From(GateEvaluator.Evaluate(baseline, current, GateSettings.Default));
    }

    // Launches 1 % apart around `level`, iterations within ±0.2 % of their launch.
    private static BenchmarkResult Launched(string id, int launches, int iterations, double level, bool knowsLaunches) =>
        new(id, [.. Enumerable.Range(0, launches).SelectMany(l => Enumerable.Range(0, iterations).Select(i => level * (1 + (0.01 * (l % 3))) * (1 + (0.001 * ((i % 5) - 2)))))], 48)
        {
            LaunchSizes = knowsLaunches ? [.. Enumerable.Repeat(iterations, launches)] : null,
        };
}
