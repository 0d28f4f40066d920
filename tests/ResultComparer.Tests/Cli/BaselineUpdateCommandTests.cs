using PerfGate.Tests.Support;

namespace PerfGate.Tests.Cli;

public sealed class BaselineUpdateCommandTests
{
    [Fact]
    public void Records_the_run_and_reports_where()
    {
        using var temp = new TempDirectory();
        var results = temp.CopyFrom(TestData.Bdn("compressed"), "results", f => !f.Contains("Throwing", StringComparison.Ordinal));

        var run = CliRun.Of("baseline", "update", "--results", results, "--baseline", temp.File("nested/dir/baseline.json"));

        Assert.Equal(0, run.ExitCode);
        Assert.Contains("recorded 6 benchmark(s)", run.Output, StringComparison.Ordinal);
        Assert.True(File.Exists(temp.File("nested/dir/baseline.json")));
    }

    [Fact]
    public void Several_results_pool_into_one_baseline()
    {
        using var temp = new TempDirectory();
        var first = temp.CopyFrom(TestData.Bdn("launches"), "run-1");
        var second = temp.CopyFrom(TestData.Bdn("launches"), "run-2");
        var baseline = temp.File("baseline.json");

        var run = CliRun.Of("baseline", "update", "--results", first, "--results", second, "--baseline", baseline);

        Assert.Equal(0, run.ExitCode);
        Assert.Contains("recorded 1 benchmark(s) from 2 runs", run.Output, StringComparison.Ordinal);
        var single = PerfGate.Ingest.ResultsLoader.Load(first).Benchmarks.Single();
        var pooled = PerfGate.Baseline.BaselineReader.Read(baseline).Benchmarks.Single();
        Assert.Equal(2 * single.SamplesNs.Count, pooled.SamplesNs.Count);
        Assert.Equal([.. single.LaunchSizes!, .. single.LaunchSizes!], pooled.LaunchSizes!);
    }

    [Fact]
    public void A_run_with_a_failed_benchmark_is_refused_and_the_old_baseline_stays_byte_identical()
    {
        using var temp = new TempDirectory();
        var baseline = WriteExistingBaseline(temp);
        var before = File.ReadAllBytes(baseline);

        var run = CliRun.Of("baseline", "update", "--results", TestData.Bdn("full"), "--baseline", baseline);

        Assert.Equal(1, run.ExitCode);
        Assert.Contains("TinyBenchmarks.Throwing.AlwaysThrows: the benchmark failed", run.Error, StringComparison.Ordinal);
        Assert.Equal(before, File.ReadAllBytes(baseline));
    }

    [Theory]
    [InlineData("")]
    [InlineData("{\"Benchmarks\": [{\"FullName\": \"A.B\", \"Statistics\": {\"OriginalValues\": [1,")]
    [InlineData("not json at all")]
    public void Bad_results_are_exit_code_2_and_the_old_baseline_stays_byte_identical(string content)
    {
        using var temp = new TempDirectory();
        var baseline = WriteExistingBaseline(temp);
        var before = File.ReadAllBytes(baseline);
        var results = temp.File("X-report-full.json");
        File.WriteAllText(results, content);

        var run = CliRun.Of("baseline", "update", "--results", results, "--baseline", baseline);

        Assert.Equal(2, run.ExitCode);
        Assert.Contains(results, run.Error, StringComparison.Ordinal);
        Assert.Equal(before, File.ReadAllBytes(baseline));
        Assert.Single(Directory.GetFiles(temp.Path, "*baseline*"));
    }

    [Fact]
    public void An_unwritable_baseline_path_is_exit_code_2()
    {
        using var temp = new TempDirectory();
        File.WriteAllText(temp.File("file"), "x");
        var results = temp.CopyFrom(TestData.Bdn("full"), "results", f => !f.Contains("Throwing", StringComparison.Ordinal));

        var run = CliRun.Of("baseline", "update", "--results", results, "--baseline", temp.File("file/baseline.json"));

        Assert.Equal(2, run.ExitCode);
        Assert.Contains("cannot write", run.Error, StringComparison.Ordinal);
    }

    private static string WriteExistingBaseline(TempDirectory temp)
    {
        var results = temp.CopyFrom(TestData.Bdn("full"), "old-results", f => f.Contains("Hashing", StringComparison.Ordinal));
        var baseline = temp.File("perfgate-baseline.json");
        Assert.Equal(0, CliRun.Of("baseline", "update", "--results", results, "--baseline", baseline).ExitCode);
        return baseline;
    }
}
