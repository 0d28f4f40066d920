using PerfGate.Options;
using PerfGate.Running;

namespace PerfGate.Tests.Running;

public sealed class BenchmarkJobTests
{
    [Theory]
    [InlineData("ci", "ci")]
    [InlineData("CI", "ci")]
    [InlineData(" short ", "short")]
    [InlineData("Medium", "medium")]
    [InlineData("long", "long")]
    [InlineData("default", "default")]
    [InlineData("dry", "dry")]
    public void Known_names_parse_case_insensitively(string value, string expected)
    {
        Assert.Equal(expected, BenchmarkJob.Parse(value).Name);
    }

    [Theory]
    [InlineData("fast")]
    [InlineData("verylong")]
    [InlineData("")]
    [InlineData(null)]
    public void Unknown_names_are_refused_naming_the_option_and_the_allowed_values(string? value)
    {
        var e = Assert.Throws<PerfGateInputException>(() => BenchmarkJob.Parse(value));

        Assert.Equal($"--job: unknown value '{value}'. Allowed values: ci, short, medium, long, default, dry.", e.MessageFor(OptionNaming.Cli));
    }

    [Fact]
    public void BenchmarkDotNet_presets_pass_through_as_its_job_option()
    {
        Assert.Equal(["--job", "short"], BenchmarkJob.Short.Arguments);
        Assert.Equal(["--job", "dry"], BenchmarkJob.Dry.Arguments);
    }

    [Fact]
    public void The_ci_preset_sets_every_count_explicitly()
    {
        Assert.Equal(
            [
                "--launchCount", CiJobPreset.LaunchCount.ToString(System.Globalization.CultureInfo.InvariantCulture),
                "--warmupCount", CiJobPreset.WarmupCount.ToString(System.Globalization.CultureInfo.InvariantCulture),
                "--iterationCount", CiJobPreset.IterationCount.ToString(System.Globalization.CultureInfo.InvariantCulture),
                "--iterationTime", CiJobPreset.IterationTimeMilliseconds.ToString(System.Globalization.CultureInfo.InvariantCulture),
                // The gate compares a benchmark with itself; the overhead stage would double a nanosecond case's cost.
                "--noOverheadEvaluation",
            ],
            BenchmarkJob.Ci.Arguments);
    }

    [Fact]
    public void A_same_runner_launch_of_the_ci_job_is_one_in_process_launch_warmed_up_until_its_iterations_stop_getting_faster()
    {
        var launch = BenchmarkJob.Ci.OneLaunchInProcess();

        Assert.True(launch.InProcess);
        Assert.Equal(
            [
                "--launchCount", "1",
                "--iterationCount", CiJobPreset.IterationCount.ToString(System.Globalization.CultureInfo.InvariantCulture),
                "--iterationTime", CiJobPreset.IterationTimeMilliseconds.ToString(System.Globalization.CultureInfo.InvariantCulture),
                "--noOverheadEvaluation",
                "--inProcess",
            ],
            launch.Arguments);
        // BenchmarkDotNet's automatic warmup (no --warmupCount), and the runtime tiers up without its delay.
        Assert.Equal("0", launch.Environment[SteadyLaunch.CallCountingDelay]);
        Assert.Empty(BenchmarkJob.Ci.Environment);
    }

    [Fact]
    public void A_same_runner_launch_of_a_BenchmarkDotNet_preset_keeps_the_preset_s_warmup()
    {
        var launch = BenchmarkJob.Medium.OneLaunchInProcess();

        Assert.Equal(["--job", "medium", "--launchCount", "1", "--inProcess"], launch.Arguments);
        Assert.Equal("0", launch.Environment[SteadyLaunch.CallCountingDelay]);
    }

    [Fact]
    public void The_ci_preset_gives_at_least_15_samples_from_more_than_one_process()
    {
        Assert.True(CiJobPreset.SampleCount >= 15, $"{CiJobPreset.SampleCount} samples");
        Assert.True(CiJobPreset.LaunchCount > 1);
    }

    [Fact]
    public void The_ci_preset_spends_at_most_a_few_seconds_in_warmup_and_measured_iterations()
    {
        // Per case: launches × (warmup + measured + one memory-diagnoser iteration) × iteration time. The pilot
        // and overhead stages come on top; this keeps the part the preset controls well under the 10 s budget.
        var controlledMilliseconds = CiJobPreset.LaunchCount
            * (CiJobPreset.WarmupCount + CiJobPreset.IterationCount + 1)
            * CiJobPreset.IterationTimeMilliseconds;

        Assert.InRange(controlledMilliseconds, 1, 5_000);
    }
}
