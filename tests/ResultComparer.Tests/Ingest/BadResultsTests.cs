using PerfGate.Ingest;
using PerfGate.Options;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Ingest;

public sealed class BadResultsTests
{
    private const string Deep = "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]";

    [Fact]
    public void A_missing_path_names_the_option_and_the_path()
    {
        var error = Assert.Throws<PerfGateInputException>(() => ResultsLoader.Load("/nonexistent/perfgate/results"));

        Assert.Contains("--results", error.MessageFor(OptionNaming.Cli), StringComparison.Ordinal);
        Assert.Contains("/nonexistent/perfgate/results", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_directory_without_reports_says_how_to_produce_them()
    {
        using var temp = new TempDirectory();
        File.WriteAllText(temp.File("something.json"), "{}");

        var error = Assert.Throws<PerfGateInputException>(() => ResultsLoader.Load(temp.Path));

        Assert.Contains("--exporters fulljson", error.Message, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("", "empty")]
    [InlineData("{\"Benchmarks\": [", "not valid JSON")]
    [InlineData("<html>oops</html>", "not valid JSON")]
    [InlineData("[1, 2, 3]", "not a BenchmarkDotNet JSON report")]
    [InlineData("{\"Title\": \"x\"}", "not a BenchmarkDotNet JSON report")]
    [InlineData("{\"Benchmarks\": [{\"Statistics\": null}]}", "no 'FullName'")]
    [InlineData("{\"Benchmarks\": [{\"FullName\": \"A.B\", \"Statistics\": {\"Mean\": 1}}]}", "no per-operation samples")]
    [InlineData("{\"Benchmarks\": [{\"FullName\": \"A.B\", \"Statistics\": {\"OriginalValues\": [10, -5]}}]}", "'A.B' has a time of -5 ns/op")]
    [InlineData("{\"Benchmarks\": [{\"FullName\": \"A.B\", \"Statistics\": {\"OriginalValues\": [10, \"\"]}}]}", "'A.B' has a time of NaN ns/op")]
    [InlineData("{\"Benchmarks\": [{\"FullName\": \"A.B\", \"Statistics\": {\"OriginalValues\": [10, 1e400]}}]}", "ns/op in Statistics.OriginalValues; times must be finite and non-negative")]
    [InlineData("{\"Benchmarks\": [{\"FullName\": \"A.B\", \"Statistics\": {\"OriginalValues\": [10]}, \"Memory\": {\"BytesAllocatedPerOperation\": -4096}}]}", "'A.B' has Memory.BytesAllocatedPerOperation -4096")]
    [InlineData("{\"Benchmarks\": [{\"FullName\": \"A.B\", \"Statistics\": {\"OriginalValues\": [10]}, \"Memory\": {\"BytesAllocatedPerOperation\": 1.5}}]}", "'A.B' has Memory.BytesAllocatedPerOperation 1.5")]
    [InlineData("{\"Benchmarks\": [{\"FullName\": \"A.B\", \"Statistics\": {\"OriginalValues\": [10]}, \"Memory\": {\"BytesAllocatedPerOperation\": 1e30}}]}", "'A.B' has Memory.BytesAllocatedPerOperation 1e30")]
    [InlineData("{\"Benchmarks\": [{\"FullName\": \"A.B\", \"Statistics\": {\"OriginalValues\": [10]}}, {\"FullName\": \"A.B\", \"Statistics\": {\"OriginalValues\": [11]}}]}", "'A.B' appears twice in the file")]
    [InlineData("{\"Benchmarks\": [{\"FullName\": \"A.B\", \"DisplayInfo\": \"B: J\", \"Statistics\": {\"OriginalValues\": [10]}}, {\"FullName\": \"A.B\", \"DisplayInfo\": \"B: J\", \"Statistics\": {\"OriginalValues\": [11]}}]}", "'A.B' appears twice in the file")]
    [InlineData("{\"Benchmarks\": " + Deep + "}", "nested deeper than 64 levels")]
    public void A_bad_report_file_is_named_with_the_problem(string content, string expected)
    {
        using var temp = new TempDirectory();
        var path = temp.File("X-report-full.json");
        File.WriteAllText(path, content);

        var error = Assert.Throws<PerfGateInputException>(() => ResultsLoader.Load(path));

        Assert.Contains(path, error.Message, StringComparison.Ordinal);
        Assert.Contains(expected, error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_suite_that_adds_a_job_of_its_own_is_told_which_jobs_ran_and_where_that_comes_from()
    {
        // What BenchmarkDotNet writes when the suite's Main passes BenchmarkSwitcher a config with AddJob(...) and
        // PerfGate passes --job: every benchmark twice under one FullName, told apart only by DisplayInfo.
        using var temp = new TempDirectory();
        var report = System.Text.Json.Nodes.JsonNode.Parse(File.ReadAllText(Path.Combine(TestData.Bdn("full"), "TinyBenchmarks.Hashing-report-full.json")))!;
        var benchmarks = report["Benchmarks"]!.AsArray();
        var second = benchmarks[0]!.DeepClone();
        second["DisplayInfo"] = "Hashing.Sha256IntoSpan: Source";
        benchmarks.Add(second);
        var path = temp.File("TinyBenchmarks.Hashing-report-full.json");
        File.WriteAllText(path, report.ToJsonString());

        var error = Assert.Throws<PerfGateInputException>(() => ResultsLoader.Load(temp.Path));

        Assert.Contains(path, error.Message, StringComparison.Ordinal);
        Assert.Contains("'TinyBenchmarks.Hashing.Sha256IntoSpan' was measured by more than one job (Job-WWYPXH(IterationCount=5, IterationTime=25ms, LaunchCount=1, WarmupCount=1); Source)", error.Message, StringComparison.Ordinal);
        Assert.Contains("AddJob on the config its Main passes to BenchmarkSwitcher", error.Message, StringComparison.Ordinal);
        Assert.DoesNotContain("damaged", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_truncated_real_report_is_an_error_not_a_partial_read()
    {
        using var temp = new TempDirectory();
        var source = Path.Combine(TestData.Bdn("full"), "TinyBenchmarks.AsyncPaths-report-full.json");
        var bytes = File.ReadAllBytes(source);
        var path = temp.File("TinyBenchmarks.AsyncPaths-report-full.json");
        File.WriteAllBytes(path, bytes[..(bytes.Length / 2)]);

        var error = Assert.Throws<PerfGateInputException>(() => ResultsLoader.Load(temp.Path));

        Assert.Contains("truncated", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Negative_bytes_never_reach_a_baseline()
    {
        using var temp = new TempDirectory();
        var results = temp.File("X-report-full.json");
        File.WriteAllText(results, "{\"Benchmarks\": [{\"FullName\": \"A.B\", \"Statistics\": {\"OriginalValues\": [10]}, \"Memory\": {\"BytesAllocatedPerOperation\": -1}}]}");
        var baseline = temp.File("perfgate-baseline.json");

        var run = CliRun.Of("baseline", "update", "--results", results, "--baseline", baseline);

        Assert.Equal(2, run.ExitCode);
        Assert.Contains($"{results}: 'A.B' has Memory.BytesAllocatedPerOperation -1", run.Error, StringComparison.Ordinal);
        Assert.False(File.Exists(baseline));
    }

    [Fact]
    public void A_report_with_a_byte_order_mark_reads_like_one_without()
    {
        using var temp = new TempDirectory();
        var source = Path.Combine(TestData.Bdn("full"), "TinyBenchmarks.Hashing-report-full.json");
        var path = temp.File("TinyBenchmarks.Hashing-report-full.json");
        File.WriteAllBytes(path, [0xEF, 0xBB, 0xBF, .. File.ReadAllBytes(source)]);

        var withMark = ResultsLoader.Load(path);

        Assert.Equal(ResultsLoader.Load(source).Benchmarks.Select(b => b.SamplesNs), withMark.Benchmarks.Select(b => b.SamplesNs));
    }

    [Fact]
    public void A_symlink_cycle_in_the_results_folder_is_not_followed()
    {
        using var temp = new TempDirectory();
        var results = temp.CopyFrom(TestData.Bdn("full"), "results", f => f.Contains("Hashing", StringComparison.Ordinal));
        var nested = Directory.CreateDirectory(Path.Combine(results, "nested")).FullName;
        Directory.CreateSymbolicLink(Path.Combine(nested, "loop"), results);

        var run = ResultsLoader.Load(results);

        Assert.Equal(2, run.Benchmarks.Count);
    }

    [Fact]
    public void An_unreadable_results_subfolder_is_named()
    {
        if (OperatingSystem.IsWindows())
        {
            return;
        }

        using var temp = new TempDirectory();
        var results = temp.CopyFrom(TestData.Bdn("full"), "results", f => f.Contains("Hashing", StringComparison.Ordinal));
        var locked = Directory.CreateDirectory(Path.Combine(results, "locked")).FullName;
        File.SetUnixFileMode(locked, UnixFileMode.None);
        try
        {
            // Root reads a mode-000 folder regardless (CI containers often run as root); there is then no
            // unreadable folder to test, and the load must simply succeed.
            if (CanList(locked))
            {
                Assert.Equal(2, ResultsLoader.Load(results).Benchmarks.Count);
                return;
            }

            var error = Assert.Throws<PerfGateInputException>(() => ResultsLoader.Load(results));

            Assert.Equal($"cannot read the folder '{locked}'", error.Message[..error.Message.IndexOf(':', StringComparison.Ordinal)]);
            Assert.Equal("--results", error.MessageFor(OptionNaming.Cli).Split(':')[0]);
        }
        finally
        {
            File.SetUnixFileMode(locked, UnixFileMode.UserRead | UnixFileMode.UserWrite | UnixFileMode.UserExecute);
        }
    }

    [Fact]
    public void Reports_from_different_hosts_are_named_in_a_warning()
    {
        using var temp = new TempDirectory();
        var results = temp.CopyFrom(TestData.Bdn("full"), "results", f => !f.Contains("Throwing", StringComparison.Ordinal));
        var hashing = Path.Combine(results, "TinyBenchmarks.Hashing-report-full.json");
        var asyncPaths = Path.Combine(results, "TinyBenchmarks.AsyncPaths-report-full.json");
        File.WriteAllText(hashing, File.ReadAllText(hashing).Replace("\"BenchmarkDotNetVersion\":\"0.14.0\"", "\"BenchmarkDotNetVersion\":\"0.13.12\"", StringComparison.Ordinal));
        using var warnings = new StringWriter();

        ResultsLoader.Load(results, warnings);

        Assert.Equal(
            $"PerfGate: warning: the results mix hosts: {hashing} differs from {asyncPaths} in BenchmarkDotNet version '0.13.12' vs '0.14.0'; " +
            $"the run is taken as measured on the host of {asyncPaths}.",
            warnings.ToString().Trim());
    }

    private static bool CanList(string directory)
    {
        try
        {
            _ = Directory.GetFileSystemEntries(directory);
            return true;
        }
        catch (UnauthorizedAccessException)
        {
            return false;
        }
    }
}
