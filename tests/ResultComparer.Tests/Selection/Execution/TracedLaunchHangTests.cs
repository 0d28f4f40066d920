using System.Diagnostics;
using PerfGate.Options;
using PerfGate.Running;
using PerfGate.Selection.Execution;
using PerfGate.Tests.Running;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Selection.Execution;

/// <summary>
/// A pull request that makes a benchmarked method deadlock deadlocks its traced launch too. Seen in the consumer's hang
/// test: the launch waited out the selection's ten-minute backstop, and the method got no pairs at all.
/// </summary>
public sealed class TracedLaunchHangTests
{
    [UnixFact]
    public async Task A_case_that_hangs_is_killed_at_the_sides_case_limit_and_the_launch_says_it_hung()
    {
        using var temp = new TempDirectory();
        var app = temp.File("benchmarks.sh");
        File.WriteAllText(app, $$"""
            {{StandInApp.ReadArtifactsFolder}}
            echo '// Benchmark: Stuck.Method: selection-trace'
            sleep 120

            """.ReplaceLineEndings("\n"));
        var limits = new CaseTimeLimits(TimeSpan.FromSeconds(1), new Dictionary<string, TimeSpan> { ["Ns.Stuck.Method"] = TimeSpan.FromSeconds(0.1) }, whenUnknown: null);
        var side = new BenchmarkRunOptions(app, temp.File("unused"), GateDefaults.Category, BenchmarkJob.Dry, Verbose: false) { CaseLimits = limits };
        using var output = new StringWriter();

        var clock = Stopwatch.StartNew();
        var error = await Assert.ThrowsAsync<TracedLaunchHungException>(
            () => new TracedLaunch(new BenchmarkRunner(output, "/bin/sh"), output).RunAsync(side, "Ns.Stuck.Method", temp.File("02-head"), CancellationToken.None));

        Assert.True(clock.Elapsed < TimeSpan.FromSeconds(60), $"killed at its limit, not at the end of the sleep: {clock.Elapsed}\n{output}");
        Assert.StartsWith("the traced launch of Ns.Stuck.Method (02-head: benchmarks.sh) hung: Stuck.Method ran past its limit of 1.0 s", error.Message, StringComparison.Ordinal);
        Assert.Equal("Stuck.Method", error.Hang.Case);
        Assert.Equal(Path.Combine(temp.File("02-head"), "perfgate-run.log"), error.LogPath);
    }
}
