using PerfGate.Baseline;
using PerfGate.Layout;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Cli;

/// <summary><c>perfgate baseline record</c> on a finished run, and its refusals.</summary>
public sealed class BaselineRecordCommandTests
{
    [Fact]
    public void Recording_the_last_run_writes_the_baseline()
    {
        using var temp = new TempDirectory();
        temp.CopyFrom(TestData.Bdn("full"), Path.Combine("artifacts", RunLayout.ResultsFolderName), f => !f.Contains("Throwing", StringComparison.Ordinal));
        var baseline = temp.File("perfgate-baseline.json");

        var run = CliRun.Of("baseline", "record", "--baseline", baseline, "--artifacts", temp.File("artifacts"), "--reuse-results");

        Assert.Equal(0, run.ExitCode);
        Assert.Equal(6, BaselineReader.Read(baseline).Benchmarks.Count);
    }

    [Theory]
    [InlineData("0")]
    [InlineData("6")]
    [InlineData("three")]
    public void A_run_count_out_of_bounds_is_refused_naming_the_option(string runs)
    {
        using var temp = new TempDirectory();
        var assembly = temp.File("Benchmarks.dll");
        File.WriteAllText(assembly, "");

        var run = CliRun.Of("baseline", "record", "--baseline", temp.File("b.json"), "--artifacts", temp.File("a"), "--assembly", assembly, "--runs", runs);

        Assert.Equal(2, run.ExitCode);
        Assert.Equal($"perfgate baseline record: error: --runs: '{runs}' is not a whole number from 1 to 5. Each run measures every tagged benchmark once more.", run.Error.Trim());
    }

    [Fact]
    public void A_failed_benchmark_records_nothing()
    {
        using var temp = new TempDirectory();
        temp.CopyFrom(TestData.Bdn("full"), Path.Combine("artifacts", RunLayout.ResultsFolderName));
        var baseline = temp.File("perfgate-baseline.json");

        var run = CliRun.Of("baseline", "record", "--baseline", baseline, "--artifacts", temp.File("artifacts"), "--reuse-results");

        Assert.Equal(1, run.ExitCode);
        Assert.Contains("perfgate baseline record: error: TinyBenchmarks.Throwing.AlwaysThrows: the benchmark failed", run.Error, StringComparison.Ordinal);
        Assert.False(File.Exists(baseline));
    }
}
