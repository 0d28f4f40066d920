using System.Text.Json;
using PerfGate.Evaluation.SelectionHistory;
using PerfGate.Selection.Execution;

namespace PerfGate.Evaluation.Tests.SelectionHistory;

/// <summary>A kept trace reads back as the launch's own reading, so a build traced once decides every pair it is in as a
/// fresh launch would; a launch that failed reads back as the failure the selection measures a method for.</summary>
public sealed class KeptTraceTests
{
    private static readonly JsonSerializerOptions Json = new() { PropertyNamingPolicy = JsonNamingPolicy.CamelCase };

    [Fact]
    public void What_a_launch_executed_reads_back_the_same_through_its_json()
    {
        var code = new ExecutedCode(
            new HashSet<ExecutedMethod> { new("Polly.Core.dll", 0x06000012), new("Bench.dll", 0x06000001) },
            new HashSet<string>(StringComparer.Ordinal) { "Polly.Outcome`1", "Bench.Benchmarks" },
            new HashSet<string>(StringComparer.Ordinal) { "Polly.Core.dll", "Bench.dll" },
            ["Bench.Benchmarks.Run"]);

        var back = RoundTrip(KeptTrace.Of(code, seconds: 5.25, loadAverage: 1.5)).ToExecutedCode()!;

        Assert.True(back.Methods.SetEquals(code.Methods));
        Assert.True(back.Types.SetEquals(code.Types));
        Assert.True(back.Modules.SetEquals(code.Modules));
        Assert.Equal(code.Cases, back.Cases);
    }

    [Fact]
    public void A_missing_benchmark_reads_back_as_none_and_a_failed_launch_as_its_failure()
    {
        Assert.Null(RoundTrip(KeptTrace.Of(null, 1, 1)).ToExecutedCode());
        var failure = Assert.Throws<ExecutionTraceException>(() => RoundTrip(KeptTrace.Failed("the launch failed: exit code 1", 1, 1)).ToExecutedCode());
        Assert.Equal("the launch failed: exit code 1", failure.Message);
    }

    private static KeptTrace RoundTrip(KeptTrace trace) => JsonSerializer.Deserialize<KeptTrace>(JsonSerializer.Serialize(trace, Json), Json)!;
}
