using PerfGate.Selection.Execution;

namespace PerfGate.Tests.Selection.Execution;

public sealed class TypeDefinitionNameTests
{
    // Left: names as the runtime's TypeLoadStop events write them (seen in traces of .NET 10); right: Mono.Cecil's FullName.
    [Theory]
    [InlineData("TracedBenchmarks.Point", "TracedBenchmarks.Point")]
    [InlineData("TracedBenchmarks.Box`1<T>", "TracedBenchmarks.Box`1")]
    [InlineData("TracedBenchmarks.Box`1<TracedBenchmarks.Point>", "TracedBenchmarks.Box`1")]
    [InlineData("System.Collections.Generic.Dictionary`2<System.String,System.Collections.Generic.List`1<System.Int32>>", "System.Collections.Generic.Dictionary`2")]
    [InlineData("TracedBenchmarks.Calls+<>c", "TracedBenchmarks.Calls/<>c")]
    [InlineData("Ns.Runner+<RunAsync>d__2", "Ns.Runner/<RunAsync>d__2")]
    [InlineData("Ns.Outer`1+Inner<System.Int32>", "Ns.Outer`1/Inner")]
    [InlineData("<>f__AnonymousType0`2<System.Int32,System.String>", "<>f__AnonymousType0`2")]
    [InlineData("<PrivateImplementationDetails>", "<PrivateImplementationDetails>")]
    [InlineData("System.Int32[]", "System.Int32")]
    [InlineData("TracedBenchmarks.Point[,]", "TracedBenchmarks.Point")]
    [InlineData("System.Collections.Generic.List`1<System.Int32>[]", "System.Collections.Generic.List`1")]
    [InlineData("System.Byte*", "System.Byte")]
    [InlineData("System.Int32&", "System.Int32")]
    [InlineData("System.Collections.Generic.List`1[System.Int32]", "System.Collections.Generic.List`1")]
    public void The_definition_is_named_as_Cecil_names_it(string runtimeName, string definition) =>
        Assert.Equal(definition, TypeDefinitionName.Of(runtimeName));
}
