using PerfGate.Ingest;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Ingest;

public sealed class ResultsLoaderTests
{
    [Theory]
    [InlineData("full")]
    [InlineData("compressed")]
    [InlineData("brief")]
    public void Reads_every_benchmark_of_a_real_run_from_several_files(string flavour)
    {
        var run = ResultsLoader.Load(TestData.Bdn(flavour));

        Assert.Equal(
            new[]
            {
                "TinyBenchmarks.AsyncPaths.TaskFastPath(Depth: 1)",
                "TinyBenchmarks.AsyncPaths.TaskFastPath(Depth: 4)",
                "TinyBenchmarks.AsyncPaths.ValueTaskFastPath(Depth: 1)",
                "TinyBenchmarks.AsyncPaths.ValueTaskFastPath(Depth: 4)",
                "TinyBenchmarks.Hashing.Sha256IntoSpan",
                "TinyBenchmarks.Hashing.Sha256NewArray",
                "TinyBenchmarks.Throwing.AlwaysThrows",
            },
            run.Benchmarks.Select(b => b.Id));
    }

    [Fact]
    public void Keeps_parameters_in_the_id_and_reads_bytes_per_operation()
    {
        var run = ResultsLoader.Load(TestData.Bdn("full"));
        var byId = run.Benchmarks.ToDictionary(b => b.Id);

        Assert.Equal(72, byId["TinyBenchmarks.AsyncPaths.TaskFastPath(Depth: 4)"].BytesAllocatedPerOperation);
        Assert.Equal(0, byId["TinyBenchmarks.AsyncPaths.ValueTaskFastPath(Depth: 1)"].BytesAllocatedPerOperation);
        Assert.Equal(56, byId["TinyBenchmarks.Hashing.Sha256NewArray"].BytesAllocatedPerOperation);
    }

    [Fact]
    public void Samples_are_the_per_operation_nanoseconds_and_summary_agrees_with_them()
    {
        var benchmark = ResultsLoader.Load(TestData.Bdn("full")).Benchmarks.First(b => b.Id == "TinyBenchmarks.Hashing.Sha256NewArray");

        Assert.InRange(benchmark.SamplesNs.Count, 4, 5);
        Assert.All(benchmark.SamplesNs, s => Assert.InRange(s, 10, 100_000));
    }

    [Fact]
    public void Launch_sizes_come_from_the_measurements_and_add_up_to_the_samples()
    {
        var hit = ResultsLoader.Load(TestData.Bdn("launches")).Benchmarks.Single(b => b.Id == "Sample.Caching.ProfileCacheBenchmark.Hit");

        Assert.Equal(4, hit.LaunchSizes!.Count);
        Assert.All(hit.LaunchSizes, size => Assert.InRange(size, 1, 8));
        Assert.Equal(hit.SamplesNs.Count, hit.LaunchSizes.Sum());
        Assert.Equal(hit.SamplesNs, hit.SamplesByLaunch()!.SelectMany(l => l));
    }

    [Fact]
    public void Measurement_names_are_read_escaped_in_any_order_and_values_of_another_kind_are_skipped()
    {
        using var temp = new TempDirectory();
        // JSON allows any name to be escaped ("\u0049" is "I"); a measurement's properties come in any order, and an
        // object where a number or a string was expected counts as no launch rather than derailing the reader.
        const string Result = "{\"Nanoseconds\":100,\"LaunchIndex\":LAUNCH,\"\\u0049terationStage\":\"Result\",\"IterationMode\":\"Workload\",\"Extra\":{\"LaunchIndex\":9}}";
        var measurements = string.Join(',', new[] { 1, 1, 2, 2, 2 }.Select(launch => Result.Replace("LAUNCH", launch.ToString(System.Globalization.CultureInfo.InvariantCulture), StringComparison.Ordinal)))
            + ",{\"IterationMode\":\"Workload\",\"IterationStage\":\"Actual\",\"Launch\\u0049ndex\":{\"x\":1}}";
        File.WriteAllText(
            temp.File("Escaped-report-full-compressed.json"),
            "{\"Benchmarks\":[{\"FullName\":\"Escaped.Case\",\"Statistics\":{\"OriginalValues\":[1,2,3,4,5]},\"Measurements\":[" + measurements + "]}]}");

        var benchmark = ResultsLoader.Load(temp.Path).Benchmarks.Single();

        Assert.Equal([2, 3], benchmark.LaunchSizes);
    }

    [Fact]
    public void The_brief_report_has_no_measurements_so_no_launch_sizes()
    {
        Assert.All(ResultsLoader.Load(TestData.Bdn("brief")).Benchmarks, b => Assert.Null(b.LaunchSizes));
    }

    [Fact]
    public void A_benchmark_that_threw_is_read_as_failed()
    {
        var failed = ResultsLoader.Load(TestData.Bdn("full")).Benchmarks.Single(b => b.Id == "TinyBenchmarks.Throwing.AlwaysThrows");

        Assert.True(failed.Failed);
        Assert.Null(failed.BytesAllocatedPerOperation);
        Assert.Empty(failed.SamplesNs);
    }

    [Fact]
    public void Full_and_compressed_flavours_yield_identical_runs()
    {
        var full = ResultsLoader.Load(TestData.Bdn("full"));
        var compressed = ResultsLoader.Load(TestData.Bdn("compressed"));

        Assert.Equal(full.Host, compressed.Host);
        Assert.Equal(full.Benchmarks.Select(b => (b.Id, b.BytesAllocatedPerOperation)), compressed.Benchmarks.Select(b => (b.Id, b.BytesAllocatedPerOperation)));
        Assert.Equal(full.Benchmarks.SelectMany(b => b.SamplesNs), compressed.Benchmarks.SelectMany(b => b.SamplesNs));
    }

    [Fact]
    public void Keeps_the_host_and_the_job_layout()
    {
        var run = ResultsLoader.Load(TestData.Bdn("full"));

        Assert.StartsWith(".NET 10.0", run.Host.RuntimeVersion, StringComparison.Ordinal);
        Assert.Equal("0.14.0", run.Host.BenchmarkDotNetVersion);
        Assert.NotEqual("unknown", run.Host.ProcessorName);
        Assert.Equal(1, run.Job.LaunchCount);
        Assert.Equal(5, run.Job.IterationCount);
    }

    [Fact]
    public void Reads_empty_strings_as_NaN_without_failing()
    {
        var run = ResultsLoader.Load(TestData.Bdn("single-iteration"));

        var benchmark = Assert.Single(run.Benchmarks);
        Assert.False(benchmark.Failed);
        Assert.Single(benchmark.SamplesNs);
    }

    [Fact]
    public void When_a_run_exported_several_flavours_each_benchmark_is_read_once()
    {
        using var temp = new TempDirectory();
        temp.CopyFrom(TestData.Bdn("full"), "results");
        temp.CopyFrom(TestData.Bdn("compressed"), "results");
        temp.CopyFrom(TestData.Bdn("brief"), "results");

        var run = ResultsLoader.Load(temp.Path);

        Assert.Equal(7, run.Benchmarks.Count);
    }

    [Fact]
    public void The_same_benchmark_in_two_runs_is_an_error_naming_both_files()
    {
        using var temp = new TempDirectory();
        temp.CopyFrom(TestData.Bdn("full"), "run1");
        temp.CopyFrom(TestData.Bdn("full"), "run2");

        var error = Assert.Throws<PerfGateInputException>(() => ResultsLoader.Load(temp.Path));

        Assert.Contains("run1", error.Message, StringComparison.Ordinal);
        Assert.Contains("run2", error.Message, StringComparison.Ordinal);
    }
}
