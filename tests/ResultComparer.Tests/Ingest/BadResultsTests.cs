using PerfGate.Ingest;
using PerfGate.Options;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Ingest;

public sealed class BadResultsTests
{
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
}
