using PerfGate.Ingest;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Ingest;

/// <summary>
/// One real run of TinyBenchmarks under each BenchmarkDotNet version users run (TestData/bdn/versions/,
/// tests/Fixtures/regenerate.sh VERSION): [Params], [Arguments] and a benchmark that throws, in the full and
/// the compressed JSON.
/// </summary>
public sealed class BdnVersionIngestTests
{
    [Theory]
    [InlineData("0.13.2", "full")]
    [InlineData("0.13.2", "compressed")]
    [InlineData("0.14.0", "full")]
    [InlineData("0.14.0", "compressed")]
    [InlineData("0.15.8", "full")]
    [InlineData("0.15.8", "compressed")]
    public void Reads_a_real_run_of_each_version(string version, string flavour)
    {
        var run = ResultsLoader.Load(TestData.BdnVersion(version, flavour));
        var byId = run.Benchmarks.ToDictionary(b => b.Id);

        Assert.Equal(
            [
                "TinyBenchmarks.AsyncPaths.TaskFastPath(Depth: 1)",
                "TinyBenchmarks.AsyncPaths.TaskFastPath(Depth: 4)",
                "TinyBenchmarks.AsyncPaths.ValueTaskFastPath(Depth: 1)",
                "TinyBenchmarks.AsyncPaths.ValueTaskFastPath(Depth: 4)",
                "TinyBenchmarks.Formatting.PadLeft(width: 64)",
                "TinyBenchmarks.Formatting.PadLeft(width: 8)",
                "TinyBenchmarks.Hashing.Sha256IntoSpan",
                "TinyBenchmarks.Hashing.Sha256NewArray",
                "TinyBenchmarks.Throwing.AlwaysThrows",
            ],
            run.Benchmarks.Select(b => b.Id));
        Assert.Equal(version, run.Host.BenchmarkDotNetVersion);
        Assert.StartsWith(".NET 10.0", run.Host.RuntimeVersion, StringComparison.Ordinal);

        Assert.Equal(72, byId["TinyBenchmarks.AsyncPaths.TaskFastPath(Depth: 4)"].BytesAllocatedPerOperation);
        Assert.Equal(0, byId["TinyBenchmarks.AsyncPaths.ValueTaskFastPath(Depth: 1)"].BytesAllocatedPerOperation);
        Assert.Equal(152, byId["TinyBenchmarks.Formatting.PadLeft(width: 64)"].BytesAllocatedPerOperation);
        Assert.Equal(40, byId["TinyBenchmarks.Formatting.PadLeft(width: 8)"].BytesAllocatedPerOperation);

        // The short job: 3 measured iterations; upper outliers may remove one.
        Assert.All(run.Benchmarks.Where(b => !b.Failed), b => Assert.InRange(b.SamplesNs.Count, 2, 3));
        Assert.True(byId["TinyBenchmarks.Throwing.AlwaysThrows"].Failed);
        Assert.Empty(byId["TinyBenchmarks.Throwing.AlwaysThrows"].SamplesNs);
    }

    [Theory]
    [InlineData("0.13.2")]
    [InlineData("0.14.0")]
    [InlineData("0.15.8")]
    public void The_full_file_gives_launch_sizes_that_add_up_to_the_samples(string version)
    {
        var run = ResultsLoader.Load(TestData.BdnVersion(version, "full"));

        Assert.All(run.Benchmarks.Where(b => !b.Failed), b =>
        {
            Assert.Equal([b.SamplesNs.Count], b.LaunchSizes!);
            Assert.Equal(b.SamplesNs, b.SamplesByLaunch()!.SelectMany(l => l));
        });
    }
}
