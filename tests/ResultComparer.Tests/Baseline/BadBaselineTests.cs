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
    [InlineData("{\"schemaVersion\": 1, " + Host + ", \"benchmarks\": [{\"id\": \"A\", \"samplesNs\": \"1,2\"}]}", "benchmark 'A': 'samplesNs' is missing or not an array")]
    [InlineData("{\"schemaVersion\": 1, " + Host + ", \"benchmarks\": [{\"id\": \"A\", \"samplesNs\": [1, \"x\"]}]}", "must hold non-negative numbers only")]
    [InlineData("{\"schemaVersion\": 1, " + Host + ", \"benchmarks\": [{\"id\": \"A\", \"samplesNs\": []}]}", "'samplesNs' is empty")]
    [InlineData("{\"schemaVersion\": 1, " + Host + ", \"benchmarks\": [{\"id\": \"A\", \"samplesNs\": [1], \"bytesAllocatedPerOperation\": 1.5}]}", "must be a non-negative integer")]
    [InlineData("{\"schemaVersion\": 1, " + Host + ", \"benchmarks\": [{\"id\": \"A\", \"samplesNs\": [1]}, {\"id\": \"A\", \"samplesNs\": [2]}]}", "'A' appears twice")]
    [InlineData("{\"schemaVersion\": 1, " + Host + ", \"benchmarks\": [{\"id\": \"A\", \"samplesNs\": [1, 2, 3], \"launchSizes\": [1, 1]}]}", "'launchSizes' must be positive integers adding up to the 3 samples")]
    [InlineData("{\"schemaVersion\": 1, " + Host + ", \"benchmarks\": [{\"id\": \"A\", \"samplesNs\": [1, 2], \"launchSizes\": [2, 0]}]}", "'launchSizes' must be positive integers")]
    [InlineData("{\"schemaVersion\": 1, " + Host + ", \"benchmarks\": [{\"id\": \"A\", \"samplesNs\": [1, 2], \"launchSizes\": \"2\"}]}", "'launchSizes' must be positive integers")]
    public void A_bad_baseline_is_rejected_naming_the_file_and_the_problem(string content, string expected)
    {
        using var temp = new TempDirectory();
        var path = temp.File("perfgate-baseline.json");
        File.WriteAllText(path, content);

        var error = Assert.Throws<PerfGateInputException>(() => BaselineReader.Read(path));

        Assert.Contains(path, error.Message, StringComparison.Ordinal);
        Assert.Contains(expected, error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_missing_baseline_says_how_to_record_one()
    {
        var error = Assert.Throws<PerfGateInputException>(() => BaselineReader.Read("/nonexistent/perfgate-baseline.json"));

        Assert.Contains("perfgate baseline update", error.Message, StringComparison.Ordinal);
        Assert.Contains("PerfGateUpdateBaseline", error.Message, StringComparison.Ordinal);
    }
}
