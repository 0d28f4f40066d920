using PerfGate.Model;
using PerfGate.Running;

namespace PerfGate.Tests.Running;

/// <summary>Pilot once: a method's later same-runner launches run iterations sized on the speed its first pair reached.</summary>
public sealed class IterationSizeTests
{
    private static readonly TimeSpan Target = TimeSpan.FromMilliseconds(100);

    [Fact]
    public void The_slowest_case_of_the_method_fills_one_iteration_at_the_speed_its_measured_iterations_reached()
    {
        // The pilot sized these on code still tiering up (few calls); the measured iterations ran 170 and 680 ns a call.
        IterationSize size = IterationSize.FromFirstPair(
            [
                new BenchmarkResult("Ns.T.M(N: 1)", [171, 170, 169], 0) { InvocationCount = 120_497 },
                new BenchmarkResult("Ns.T.M(N: 4)", [690, 680, 675], 0) { InvocationCount = 31_020 },
            ],
            Target)!;

        Assert.Equal(new IterationSize(147_059, 1), size); // ⌈100 ms / 680 ns⌉; counts not all multiples of 16: unroll 1
    }

    [Fact]
    public void Counts_the_pilot_kept_in_multiples_of_16_keep_the_unroll_factor_and_round_up_to_it()
    {
        IterationSize size = IterationSize.FromFirstPair(
            [new BenchmarkResult("Ns.T.Fast", [40, 41, 39.5], 0) { InvocationCount = 2_709_600 }],
            Target)!;

        Assert.Equal(16, size.UnrollFactor);
        Assert.Equal(2_500_000, size.InvocationCount); // 100 ms / 40 ns, a multiple of 16
        Assert.Equal(["--invocationCount", "2500000", "--unrollFactor", "16", "--warmupCount", "3"], size.ToArguments());
    }

    [Fact]
    public void A_call_longer_than_a_16th_of_the_iteration_is_not_unrolled()
    {
        IterationSize size = IterationSize.FromFirstPair(
            [new BenchmarkResult("Ns.T.Slow", [30e6, 31e6], 0) { InvocationCount = 16 }],
            Target)!;

        Assert.Equal(new IterationSize(4, 1), size);
    }

    [Fact]
    public void A_method_run_one_call_per_iteration_stays_so_as_an_iteration_setup_needs()
    {
        // [IterationSetup] makes BenchmarkDotNet run one call per iteration; 2 ms a call would otherwise give 50.
        IterationSize size = IterationSize.FromFirstPair(
            [new BenchmarkResult("Ns.T.SortsWhatItsSetupShuffled", [2e6, 2.1e6], 0) { InvocationCount = 1 }],
            Target)!;

        Assert.Equal(new IterationSize(1, 1), size);
    }

    [Fact]
    public void A_method_whose_first_pair_measured_nothing_keeps_its_pilot()
    {
        Assert.Null(IterationSize.FromFirstPair([BenchmarkResult.FailedCase("Ns.T.Throws")], Target));
        Assert.Null(IterationSize.FromFirstPair([], Target));
    }
}
