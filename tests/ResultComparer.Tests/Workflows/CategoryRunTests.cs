using PerfGate.Layout;
using PerfGate.Options;
using PerfGate.Running;
using PerfGate.Tests.Running;
using PerfGate.Tests.Support;
using PerfGate.Workflows;

namespace PerfGate.Tests.Workflows;

/// <summary>
/// The committed-baseline mode's one process for the whole category, with a method that blocks forever (a stand-in app
/// that sleeps when its filters select it): killed at its case's limit, set aside, and the others run again.
/// </summary>
public sealed class CategoryRunTests
{
    private const string Quick = "Ns.Quick.Run";
    private const string Stuck = "Ns.Stuck.Run";

    [UnixFact]
    public async Task A_hung_method_is_set_aside_and_the_others_run_again_without_it()
    {
        using var temp = new TempDirectory();
        var options = Options(temp, stuckHangs: true);
        using var output = new StringWriter();

        var result = await CategoryRun.RunAsync(new BenchmarkRunner(output, "/bin/sh"), options, output, CancellationToken.None);

        Assert.Equal(BenchmarkRunOutcome.Succeeded, result.Outcome.Outcome);
        var hung = Assert.Single(result.Hung);
        Assert.Equal((Stuck, null, "Stuck.Run [N=1]"), (hung.Method, hung.Side, hung.Hang.Case));
        Assert.Equal(RunLayout.HungLogPath(options.ArtifactsPath, 1), hung.LogPath);
        Assert.Contains("killed the benchmark process", File.ReadAllText(hung.LogPath), StringComparison.Ordinal);
        Assert.False(result.EveryMethodHung);
        // The second run selects the other method alone, and its results are the run's.
        Assert.Equal(["--filter", Quick, Quick + "(*", "--anyCategories"], File.ReadAllLines(options.AssemblyPath + ".args").Take(4));
        Assert.True(File.Exists(Path.Combine(options.ResultsPath, "Quick-report-full.json")));
        Assert.Contains($"PerfGate: {Stuck} hung: it fails the gate; running the other 1 benchmark method(s) again without it", output.ToString(), StringComparison.Ordinal);
    }

    [UnixFact]
    public async Task A_run_without_a_hang_runs_once_and_lists_nothing()
    {
        using var temp = new TempDirectory();
        var options = Options(temp, stuckHangs: false);
        using var output = new StringWriter();

        var result = await CategoryRun.RunAsync(new BenchmarkRunner(output, "/bin/sh"), options, output, CancellationToken.None);

        Assert.Equal(BenchmarkRunOutcome.Succeeded, result.Outcome.Outcome);
        Assert.Empty(result.Hung);
        Assert.False(File.Exists(options.AssemblyPath + ".listed"));
    }

    private static BenchmarkRunOptions Options(TempDirectory temp, bool stuckHangs)
    {
        var script = temp.File("bench.sh");
        File.WriteAllText(script, $$"""
            if [ "$1" = "--list" ]; then
              touch "$0.listed"
              echo '{{Quick}}'
              echo '{{Stuck}}'
              exit 0
            fi
            printf '%s\n' "$@" > "$0.args"
            {{StandInApp.ReadArtifactsFolder}}
            echo '// Benchmark: Quick.Run: DefaultJob'
            case " $* " in
              *" * "*|*" {{Stuck}} "*)
                echo '// Benchmark: Stuck.Run: DefaultJob [N=1]'
                if [ "{{(stuckHangs ? "yes" : "no")}}" = "yes" ]; then sleep 120; fi ;;
            esac
            mkdir -p "$artifacts/results"
            echo '{}' > "$artifacts/results/Quick-report-full.json"

            """.ReplaceLineEndings("\n"));
        var limits = new CaseTimeLimits(TimeSpan.FromSeconds(1), new Dictionary<string, TimeSpan> { [Stuck] = TimeSpan.FromSeconds(0.1) }, whenUnknown: null);
        return new BenchmarkRunOptions(script, temp.File("artifacts"), GateDefaults.Category, BenchmarkJob.Dry, Verbose: false) { CaseLimits = limits };
    }
}
