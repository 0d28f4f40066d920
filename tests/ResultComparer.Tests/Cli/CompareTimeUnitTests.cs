using System.Text.Json;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Cli;

/// <summary>
/// Real BenchmarkDotNet results of a job with one launch (the fixtures' 1 launch × 5 iterations, as
/// BenchmarkDotNet's <c>short</c> and <c>default</c> jobs run one): <c>perfgate compare</c> says once, on the console
/// and in the JSON report, that time was judged by the per-iteration test, and every time verdict names that unit.
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
        const string Expected = "warning: Time is not judged on launch medians for 6 of 6 compared benchmark(s): this run has 1 launch(es) per benchmark and the baseline 1, and the launch-median test needs at least 3 on each side. 6 are judged by the weaker per-iteration test";
        Assert.Single(run.Output.Split('\n'), line => line.StartsWith(Expected, StringComparison.Ordinal));
        using var report = JsonDocument.Parse(File.ReadAllText(temp.File("report.json")));
        var warning = report.RootElement.GetProperty("diagnostics").EnumerateArray().Single(d => d.GetProperty("code").GetString() == "PG0212");
        Assert.Equal("warning", warning.GetProperty("severity").GetString());
        Assert.Equal(JsonValueKind.Null, warning.GetProperty("benchmarkId").ValueKind);
        foreach (var benchmark in report.RootElement.GetProperty("benchmarks").EnumerateArray())
        {
            var effect = benchmark.GetProperty("time").GetProperty("effect");
            Assert.Equal("iterations", effect.GetProperty("unit").GetString());
            Assert.Equal(5, effect.GetProperty("currentCount").GetInt32());
            Assert.False(effect.TryGetProperty("lowerBound", out _));
        }
    }
}
