using System.Text.Json;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Cli;

/// <summary>
/// Real BenchmarkDotNet 0.15.8 results of one launch (the fixtures: 3 benchmarks of 1 launch × 5 iterations, 3 of
/// BenchmarkDotNet's <c>short</c> job, 1 launch × 3): <c>perfgate compare</c> says once, on the console and in the
/// JSON report, that time was judged by the per-iteration test or not at all, and each time verdict names its unit.
/// </summary>
public sealed class CompareTimeUnitTests
{
    [Fact]
    public void One_launch_results_are_judged_on_iterations_and_the_gate_says_so_once()
    {
        using var temp = new TempDirectory();
        var (baseline, results) = CompareCommandTests.RecordWithoutFailures(temp);

        var run = CliRun.Of("compare", "--baseline", baseline, "--results", results, "--report", "console", "--report", "json=" + temp.File("report.json"));

        Assert.Equal(0, run.ExitCode);
        const string Expected = "warning: Time is not judged on launch medians for 6 of 6 compared benchmark(s): this run has 1 launch(es) per benchmark and the baseline 1, and the launch-median test needs at least 3 on each side. 3 are judged by the weaker per-iteration test";
        var line = Assert.Single(run.Output.Split('\n'), l => l.StartsWith(Expected, StringComparison.Ordinal));
        Assert.Contains("3 are not judged on time at all (too few samples), only on allocations.", line, StringComparison.Ordinal);
        using var report = JsonDocument.Parse(File.ReadAllText(temp.File("report.json")));
        var warning = report.RootElement.GetProperty("diagnostics").EnumerateArray().Single(d => d.GetProperty("code").GetString() == "PG0212");
        Assert.Equal("warning", warning.GetProperty("severity").GetString());
        Assert.Equal(JsonValueKind.Null, warning.GetProperty("benchmarkId").ValueKind);
        var judged = 0;
        foreach (var time in report.RootElement.GetProperty("benchmarks").EnumerateArray().Select(b => b.GetProperty("time")))
        {
            if (time.GetProperty("status").GetString() == "inconclusive")
            {
                Assert.False(time.TryGetProperty("effect", out _));
                continue;
            }

            var effect = time.GetProperty("effect");
            Assert.Equal("iterations", effect.GetProperty("unit").GetString());
            Assert.Equal(5, effect.GetProperty("currentCount").GetInt32());
            Assert.False(effect.TryGetProperty("lowerBound", out _));
            judged++;
        }

        Assert.Equal(3, judged);
    }
}
