using Xunit.Abstractions;

namespace PerfGate.Tests.Selection.Execution;

/// <summary>
/// A real traced launch of a real BenchmarkDotNet app (tests/Fixtures/TracedBenchmarks): every way its benchmark reaches
/// code is seen as executed, with the method's definition token, and what it never calls is not.
/// </summary>
public sealed class TracedLaunchTests(TracedBenchmarksLaunch launch, ITestOutputHelper log) : IClassFixture<TracedBenchmarksLaunch>
{
    [Theory]
    [InlineData("TracedBenchmarks.Calls.Run")] // the benchmark
    [InlineData("TracedBenchmarks.Calls.Setup")] // its [GlobalSetup]
    [InlineData("TracedBenchmarks.Preparation.Prepare")] // called from the setup
    [InlineData("TracedBenchmarks.Chain.Third")] // three calls deep, and [AggressiveInlining]
    [InlineData("TracedBenchmarks.Square.Area")] // through an interface
    [InlineData("TracedBenchmarks.Lookup..cctor")] // a static constructor
    [InlineData("TracedBenchmarks.Reflected.Target")] // by reflection, from a string
    [InlineData("TracedBenchmarks.Rare.Flush")] // only once in 10,000 calls
    [InlineData("TracedBenchmarks.Hot.Compute")] // [AggressiveOptimization]
    [InlineData("TracedBenchmarks.Hot.HotCallee")] // its callee, which optimised code would inline
    [InlineData("TracedBenchmarks.Hot.HotInlined")] // and its [AggressiveInlining] callee
    [InlineData("TracedBenchmarks.Box`1.Get")] // a generic type's method, by its definition's token
    public void A_method_the_benchmark_reaches_ran(string method) =>
        Assert.True(launch.AppMethods.Contains(method), $"{method} is not among the methods that ran:\n{string.Join('\n', launch.AppMethods.Order(StringComparer.Ordinal))}\n{launch.Output}");

    [Fact]
    public void A_lambda_body_ran()
    {
        // The compiler names it: a method of the nested closure class Calls/<>c.
        Assert.Contains(launch.AppMethods, m => m.StartsWith("TracedBenchmarks.Calls/<>c.<", StringComparison.Ordinal));
    }

    [Theory]
    [InlineData("TracedBenchmarks.NotRunByRun.Never")] // called by nothing
    [InlineData("TracedBenchmarks.NotRunByRun.Only")] // called only by another benchmark of the class, which the filter leaves out
    [InlineData("TracedBenchmarks.Calls.Other")]
    public void A_method_the_benchmark_never_calls_did_not_run(string method) =>
        Assert.DoesNotContain(method, launch.AppMethods);

    [Fact]
    public void The_types_are_named_as_their_definitions()
    {
        Assert.Contains("TracedBenchmarks.Point", launch.Code.Types); // a struct, held in locals only
        Assert.Contains("TracedBenchmarks.Box`1", launch.Code.Types); // Box<Point>, by its definition
        Assert.Contains("TracedBenchmarks.Calls/<>c", launch.Code.Types); // a nested type, joined as Mono.Cecil joins it
    }

    [Fact]
    public void Modules_are_file_names_and_dynamic_ones_are_left_out()
    {
        Assert.Contains("TracedBenchmarks.dll", launch.Code.Modules);
        Assert.Contains("System.Private.CoreLib.dll", launch.Code.Modules);
        // BenchmarkDotNet's in-process toolchain emits its caller of the benchmark into a module without a file.
        Assert.All(launch.Code.Modules, m => Assert.EndsWith(".dll", m, StringComparison.Ordinal));
        Assert.All(launch.Code.Methods, m => Assert.Contains(m.ModuleFile, launch.Code.Modules));
    }

    [Fact]
    public void The_case_that_ran_is_named_and_the_launch_said_so()
    {
        log.WriteLine(launch.Output.ToString());
        log.WriteLine("cases: " + string.Join(", ", launch.Code.Cases));
        var name = Assert.Single(launch.Code.Cases);
        Assert.Contains("Calls.Run", name, StringComparison.Ordinal);
        Assert.Contains($"PerfGate: tracing what {TracedBenchmarksLaunch.Method} executes (01-head: TracedBenchmarks.dll)", launch.Output.ToString(), StringComparison.Ordinal);
        Assert.Matches(@"PerfGate: traced what TracedBenchmarks\.Calls\.Run executes \(01-head: TracedBenchmarks\.dll\) in \d+\.\d s: [\d,]+ methods in \d+ modules, 1 case\(s\)", launch.Output.ToString());
    }
}
