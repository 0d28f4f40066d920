using PerfGate.Baseline;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Baseline;

public sealed class BadBaselineTests
{
    private const string Host = "\"host\": {\"runtimeVersion\": \".NET 10.0\", \"osVersion\": \"x\", \"processorName\": \"cpu\", \"benchmarkDotNetVersion\": \"0.14.0\", \"architecture\": \"X64\"}";

    [Theory]
    [InlineData("", "empty")]
    [InlineData("{\"schemaVersion\": 1, ", "not valid JSON")]
    [InlineData("<<<<<<< HEAD", "not valid JSON")]
    [InlineData("[]", "must be a JSON object")]
    [InlineData("{}", "'schemaVersion' is missing")]
    [InlineData("{\"schemaVersion\": \"1\"}", "'schemaVersion' is missing or not an integer")]
    [InlineData("{\"schemaVersion\": 99}", "schema version 99 is not supported")]
    [InlineData("{\"schemaVersion\": 1, \"benchmarks\": []}", "'host' is missing")]
    [InlineData("{\"schemaVersion\": 1, " + Host + "}", "'benchmarks' is missing")]
    [InlineData("{\"schemaVersion\": 1, " + Host + ", \"benchmarks\": {}}", "'benchmarks' is missing or not an array")]
    [InlineData("{\"schemaVersion\": 1, " + Host + ", \"benchmarks\": [42]}", "benchmarks[0] must be an object")]
    [InlineData("{\"schemaVersion\": 1, " + Host + ", \"benchmarks\": [{\"id\": 7}]}", "'id' is missing or not a string")]
    [InlineData("{\"schemaVersion\": 1, " + Host + ", \"benchmarks\": [{\"id\": \"A\", \"bytesAllocatedPerOperation\": null, \"samplesNs\": \"1,2\"}]}", "benchmark 'A': 'samplesNs' is missing or not an array")]
    [InlineData("{\"schemaVersion\": 1, " + Host + ", \"benchmarks\": [{\"id\": \"A\", \"bytesAllocatedPerOperation\": null, \"samplesNs\": [1, \"x\"]}]}", "must hold non-negative numbers only")]
    [InlineData("{\"schemaVersion\": 1, " + Host + ", \"benchmarks\": [{\"id\": \"A\", \"bytesAllocatedPerOperation\": null, \"samplesNs\": []}]}", "'samplesNs' is empty")]
    [InlineData("{\"schemaVersion\": 1, " + Host + ", \"benchmarks\": [{\"id\": \"A\", \"samplesNs\": [1], \"bytesAllocatedPerOperation\": 1.5}]}", "must be a non-negative integer")]
    [InlineData("{\"schemaVersion\": 1, " + Host + ", \"benchmarks\": [{\"id\": \"A\", \"samplesNs\": [1], \"bytesAllocatedPerOperation\": 1e30}]}", "must be a non-negative integer")]
    [InlineData("{\"schemaVersion\": 1, " + Host + ", \"benchmarks\": [{\"id\": \"A\", \"bytesAllocatedPerOperation\": null, \"samplesNs\": [1e400]}]}", "must hold non-negative numbers only")]
    [InlineData("{\"schemaVersion\": 1, " + Host + ", \"benchmarks\": [{\"id\": \"A\", \"bytesAllocatedPerOperation\": null, \"samplesNs\": [1, 2], \"launchSizes\": [2147483647, 2147483647]}]}", "'launchSizes' must be positive integers")]
    [InlineData("{\"schemaVersion\": 1, " + Host + ", \"benchmarks\": [{\"id\": \" \", \"bytesAllocatedPerOperation\": null, \"samplesNs\": [1]}]}", "benchmarks[0]: 'id' is empty")]
    [InlineData("{\"schemaVersion\": 1, " + Host + ", \"benchmarks\": [{\"id\": \"A\", \"bytesAllocatedPerOperation\": null, \"samplesNs\": [1]}, {\"id\": \"A\", \"bytesAllocatedPerOperation\": null, \"samplesNs\": [2]}]}", "'A' appears twice")]
    [InlineData("{\"schemaVersion\": 1, " + Host + ", \"benchmarks\": [{\"id\": \"A\", \"bytesAllocatedPerOperation\": null, \"samplesNs\": [1, 2, 3], \"launchSizes\": [1, 1]}]}", "'launchSizes' must be positive integers adding up to the 3 samples")]
    [InlineData("{\"schemaVersion\": 1, " + Host + ", \"benchmarks\": [{\"id\": \"A\", \"bytesAllocatedPerOperation\": null, \"samplesNs\": [1, 2], \"launchSizes\": [2, 0]}]}", "'launchSizes' must be positive integers")]
    [InlineData("{\"schemaVersion\": 1, " + Host + ", \"benchmarks\": [{\"id\": \"A\", \"bytesAllocatedPerOperation\": null, \"samplesNs\": [1, 2], \"launchSizes\": \"2\"}]}", "'launchSizes' must be positive integers")]
    // Read token by token, an entry still reports its problems id first, whatever order its properties come in.
    [InlineData("{\"schemaVersion\": 1, " + Host + ", \"benchmarks\": [{\"samplesNs\": [\"x\"], \"bytesAllocatedPerOperation\": null, \"id\": 7}]}", "benchmarks[0]: 'id' is missing or not a string")]
    [InlineData("{\"schemaVersion\": 1, " + Host + ", \"benchmarks\": [{\"samplesNs\": [1, {\"a\": [2]}, 3], \"id\": \"A\", \"bytesAllocatedPerOperation\": null}]}", "benchmark 'A': 'samplesNs' must hold non-negative numbers only")]
    [InlineData("{\"schemaVersion\": 1, " + Host + ", \"benchmarks\": [{\"id\": \"A\", \"sampleCount\": 2147483647, \"bytesAllocatedPerOperation\": null, \"samplesNs\": [1], \"launchSizes\": [2]}]}", "'launchSizes' must be positive integers adding up to the 1 samples")]
    public void A_bad_baseline_is_rejected_naming_the_file_and_the_problem(string content, string expected)
    {
        using var temp = new TempDirectory();
        var path = temp.File("perfgate-baseline.json");
        File.WriteAllText(path, content);

        var error = Assert.Throws<PerfGateInputException>(() => BaselineReader.Read(path));

        Assert.Contains(path, error.Message, StringComparison.Ordinal);
        Assert.Contains(expected, error.Message, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("{\"id\": \"A\", \"samplesNs\": [1]}")]
    [InlineData("{\"id\": \"A\", \"bytesAllocatedPerOp\": 0, \"samplesNs\": [1]}")]
    public void An_entry_without_the_bytes_key_is_refused_naming_file_benchmark_and_key(string entry)
    {
        using var temp = new TempDirectory();
        var path = temp.File("perfgate-baseline.json");
        File.WriteAllText(path, "{\"schemaVersion\": 1, " + Host + ", \"benchmarks\": [" + entry + "]}");

        var error = Assert.Throws<PerfGateInputException>(() => BaselineReader.Read(path));

        Assert.StartsWith(path + ": invalid baseline: benchmark 'A': 'bytesAllocatedPerOperation' is missing", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void An_entry_reads_the_same_whatever_the_order_of_its_properties_and_its_sample_count()
    {
        using var temp = new TempDirectory();
        var path = temp.File("baseline.json");
        // samplesNs before id, a sampleCount that is wrong (only a size hint), a repeated name whose last value wins.
        File.WriteAllText(path, "{\"schemaVersion\": 1, " + Host + ", \"benchmarks\": [{\"samplesNs\": [9], \"launchSizes\": [1, 2], \"sampleCount\": 1, " +
            "\"samplesNs\": [3.5, 1, 2], \"meanNs\": {\"x\": [1]}, \"id\": \"A\", \"bytesAllocatedPerOperation\": 24}]}");

        var benchmark = BaselineReader.Read(path).Benchmarks.Single();

        Assert.Equal("A", benchmark.Id);
        Assert.Equal([3.5, 1, 2], benchmark.SamplesNs);
        Assert.Equal([1, 2], benchmark.LaunchSizes!);
        Assert.Equal(24, benchmark.BytesAllocatedPerOperation);
    }

    [Fact]
    public void A_null_bytes_value_still_means_not_measured()
    {
        using var temp = new TempDirectory();
        var path = temp.File("perfgate-baseline.json");
        File.WriteAllText(path, "{\"schemaVersion\": 1, " + Host + ", \"benchmarks\": [{\"id\": \"A\", \"bytesAllocatedPerOperation\": null, \"samplesNs\": [1]}]}");

        Assert.Null(BaselineReader.Read(path).Benchmarks.Single().BytesAllocatedPerOperation);
    }

    [Fact]
    public void A_baseline_missing_the_bytes_key_fails_compare_with_exit_code_2_instead_of_passing_a_regression()
    {
        using var temp = new TempDirectory();
        var results = Path.Combine(TestData.Bdn("full"), "TinyBenchmarks.Hashing-report-full.json");
        var baseline = temp.File("perfgate-baseline.json");
        Assert.Equal(0, CliRun.Of("baseline", "update", "--results", results, "--baseline", baseline).ExitCode);
        File.WriteAllText(baseline, File.ReadAllText(baseline).Replace("\"bytesAllocatedPerOperation\"", "\"bytesAllocated\"", StringComparison.Ordinal));

        var run = CliRun.Of("compare", "--baseline", baseline, "--results", results);

        Assert.Equal(2, run.ExitCode);
        Assert.Contains($"{baseline}: invalid baseline: benchmark 'TinyBenchmarks.Hashing.Sha256IntoSpan': 'bytesAllocatedPerOperation' is missing", run.Error, StringComparison.Ordinal);
    }

    [Fact]
    public void A_baseline_with_a_byte_order_mark_reads_like_one_without()
    {
        using var temp = new TempDirectory();
        var path = temp.File("perfgate-baseline.json");
        var expected = SyntheticRuns.Baseline(SyntheticRuns.Benchmark("A.B", 100, 72));
        File.WriteAllBytes(path, [0xEF, 0xBB, 0xBF, .. BaselineWriter.Serialize(expected)]);

        var read = BaselineReader.Read(path);

        Assert.Equal(expected.Benchmarks.Single().SamplesNs, read.Benchmarks.Single().SamplesNs);
        Assert.Equal(72, read.Benchmarks.Single().BytesAllocatedPerOperation);
    }

    [Fact]
    public void A_baseline_nested_too_deep_says_so_rather_than_blaming_a_merge()
    {
        using var temp = new TempDirectory();
        var path = temp.File("perfgate-baseline.json");
        File.WriteAllText(path, "{\"schemaVersion\": 1, \"x\": " + new string('[', 100) + new string(']', 100) + "}");

        var error = Assert.Throws<PerfGateInputException>(() => BaselineReader.Read(path));

        Assert.StartsWith(path + ": ", error.Message, StringComparison.Ordinal);
        Assert.Contains("nested deeper than 64 levels", error.Message, StringComparison.Ordinal);
        Assert.DoesNotContain("merge conflict", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_folder_given_as_baseline_is_called_a_folder()
    {
        using var temp = new TempDirectory();
        var results = Path.Combine(TestData.Bdn("full"), "TinyBenchmarks.Hashing-report-full.json");

        var run = CliRun.Of("compare", "--baseline", temp.Path, "--results", results);

        Assert.Equal(2, run.ExitCode);
        Assert.Equal($"perfgate compare: error: --baseline: '{temp.Path}' is a folder, not a file. Pass the baseline file, e.g. '{temp.File("perfgate-baseline.json")}'.", run.Error.Trim());
    }

    [Fact]
    public void A_missing_baseline_says_how_to_record_one()
    {
        var error = Assert.Throws<PerfGateInputException>(() => BaselineReader.Read("/nonexistent/perfgate-baseline.json"));

        Assert.Contains("perfgate baseline update", error.Message, StringComparison.Ordinal);
        Assert.Contains("PerfGateUpdateBaseline", error.Message, StringComparison.Ordinal);
    }
}
