using PerfGate.Explaining;
using PerfGate.Options;
using PerfGate.Thresholds;
using PerfGate.Verdicts;

namespace PerfGate.Tests.Explaining;

public sealed class TimeExplainerSelectionTests
{
    private static TimeVerdict Time(MetricStatus status) => new(status, 100, 120, 1.2, TimeThreshold.Default, 20, 20);

    [Theory]
    [InlineData("auto", MetricStatus.Regressed, true)]
    [InlineData("auto", MetricStatus.Unchanged, false)]
    [InlineData("auto", MetricStatus.Improved, false)]
    [InlineData("true", MetricStatus.Unchanged, true)]
    [InlineData("true", MetricStatus.Inconclusive, true)]
    [InlineData("false", MetricStatus.Regressed, false)]
    public void The_mode_decides_which_verdicts_are_profiled(string mode, MetricStatus status, bool profiled) =>
        Assert.Equal(profiled, TimeExplainer.Explains(TimeExplanationMode.Parse(mode), Time(status)));

    [Fact]
    public void An_advisory_regression_is_profiled_only_when_every_benchmark_is_asked_for()
    {
        var advisory = Time(MetricStatus.Regressed) with { AdvisoryReason = TimeAdvisoryReason.UnstableMachine };

        Assert.False(TimeExplainer.Explains(TimeExplanationMode.Auto, advisory));
        Assert.True(TimeExplainer.Explains(TimeExplanationMode.Always, advisory));
    }

    [Fact]
    public void A_benchmark_without_a_time_verdict_is_never_profiled() =>
        Assert.False(TimeExplainer.Explains(TimeExplanationMode.Always, null));

    [Fact]
    public void An_unknown_mode_names_the_option()
    {
        var error = Assert.Throws<PerfGateInputException>(() => TimeExplanationMode.Parse("regressed"));

        Assert.Equal(GateOptions.ExplainTime, error.Option);
        Assert.Equal("unknown value 'regressed'. Use auto, true or false.", error.Message);
        Assert.Equal(TimeExplanationMode.Auto, TimeExplanationMode.Parse(null));
    }

    /// <summary>--time-sampler: auto leaves it to the machine (perf where it may sample), the others choose.</summary>
    [Fact]
    public void The_sampler_option_says_whether_perf_samples()
    {
        Assert.Null(TimeSampler.Parse(null).UsesPerf);
        Assert.Null(TimeSampler.Parse("auto").UsesPerf);
        Assert.True(TimeSampler.Parse("perf").UsesPerf);
        Assert.False(TimeSampler.Parse("EventPipe").UsesPerf);
    }
}
