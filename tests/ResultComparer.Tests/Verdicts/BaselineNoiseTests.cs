using PerfGate.Baseline;
using PerfGate.Model;
using PerfGate.Tests.Support;
using PerfGate.Thresholds;
using PerfGate.Verdicts;

namespace PerfGate.Tests.Verdicts;

public sealed class BaselineNoiseTests
{
    [Fact]
    public void A_baseline_recorded_on_a_busy_machine_is_found_too_noisy_to_gate_time()
    {
        // A baseline of the sample recorded while other builds ran on the machine: its launches spread up to
        // 85 %, which widens time limits to +43 %.
        var run = NoisyRun();

        var noisy = BaselineNoise.Find([run], run, GateSettings.Default);

        Assert.Contains(noisy, n => n.Id == "Sample.Caching.ProfileCacheBenchmark.Hit" && n.WidenedLimit > 0.2);
        Assert.All(noisy, n => Assert.True(n.WidenedLimit > BaselineNoise.MaximumWidening * GateSettings.Default.TimeThreshold.Fraction));
    }

    [Fact]
    public void Quiet_launches_and_agreeing_runs_are_not_noise()
    {
        var runs = new[] { Run(100, 101, 99), Run(100, 102, 100), Run(101, 100, 99) };

        Assert.Empty(BaselineNoise.Find(runs, PerfGate.Pooling.ResultPooling.PoolRuns(runs), GateSettings.Default));
    }

    [Fact]
    public void Runs_that_disagree_say_the_machine_changed_while_recording()
    {
        // Each run's launches agree; the second run was measured 40 % slower.
        var runs = new[] { Run(100, 101, 99), Run(140, 141, 139) };

        var noise = Assert.Single(BaselineNoise.Find(runs, PerfGate.Pooling.ResultPooling.PoolRuns(runs), GateSettings.Default with { LaunchSpreadFactor = 0 }));

        Assert.Equal(0.4, noise.RunDisagreement, 0.02);
        Assert.Contains("runs disagree by 40%", noise.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void Recording_a_noisy_baseline_writes_it_and_warns_with_what_to_do()
    {
        using var temp = new TempDirectory();
        var baseline = temp.File("perfgate-baseline.json");
        var results = BdnJson.WriteRun(temp, "results", NoisyRun());

        var run = CliRun.Of("baseline", "update", "--results", results, "--baseline", baseline);

        Assert.Equal(0, run.ExitCode);
        Assert.True(File.Exists(baseline));
        var warning = Assert.Single(run.Error.Split('\n', StringSplitOptions.RemoveEmptyEntries));
        Assert.StartsWith("PerfGate: warning: PG0210: the baseline is too noisy to gate time for 5 of 8 benchmark(s): Sample.Caching.ProfileCacheBenchmark.Hit: launches spread 85%", warning, StringComparison.Ordinal);
        Assert.Contains("record it again on a quiet, dedicated machine", warning, StringComparison.Ordinal);
    }

    private static BenchmarkRun Run(params double[] launchLevels) =>
        SyntheticRuns.Run(new BenchmarkResult("Sample.Bench", [.. launchLevels.SelectMany(l => new[] { l * 0.999, l, l * 1.001, l, l })], 0)
        {
            LaunchSizes = [.. launchLevels.Select(_ => 5)],
        });

    /// <summary>A baseline of the sample recorded while other builds ran on the machine, as the run it was recorded from.</summary>
    private static BenchmarkRun NoisyRun()
    {
        var baseline = BaselineReader.Read(TestData.In("noisy-baseline", "perfgate-baseline.json"));
        return new BenchmarkRun(baseline.Host, baseline.Job, baseline.Benchmarks);
    }
}
