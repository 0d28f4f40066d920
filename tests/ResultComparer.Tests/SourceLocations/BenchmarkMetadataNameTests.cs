using PerfGate.Model;

namespace PerfGate.Tests.SourceLocations;

public sealed class BenchmarkMetadataNameTests
{
    [Theory]
    [InlineData("Sample.Streaming.DataStreamerBenchmark.Stream(ServerCount: 4)", "Sample.Streaming.DataStreamerBenchmark.Stream")]
    [InlineData("TinyBenchmarks.Hashing.Sha256IntoSpan", "TinyBenchmarks.Hashing.Sha256IntoSpan")]
    [InlineData("A.Outer+Inner.Run(Text: \"x<y\")", "A.Outer+Inner.Run")]
    [InlineData("A.Generic<Int32>.Run", "A.Generic.Run")]
    [InlineData("A.Generic<Dictionary<String, Int32>>.Run(N: 1)", "A.Generic.Run")]
    [InlineData("A.Outer`1+Inner.Run", "A.Outer+Inner.Run")]
    public void Parameters_type_arguments_and_arity_are_dropped(string id, string expected)
    {
        Assert.Equal(expected, BenchmarkMethodKey.MetadataName(id));
    }
}
