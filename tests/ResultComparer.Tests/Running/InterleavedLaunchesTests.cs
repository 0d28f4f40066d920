using PerfGate.Running;

namespace PerfGate.Tests.Running;

/// <summary>The order of the same-runner launches: neither side may be favoured by a trend, by round or by method.</summary>
public sealed class InterleavedLaunchesTests
{
    [Theory]
    [InlineData(4, 1)]
    [InlineData(6, 5)]
    [InlineData(10, 7)]
    public void Over_an_even_number_of_rounds_each_method_has_its_base_first_in_exactly_half(int rounds, int methods)
    {
        for (var method = 0; method < methods; method++)
        {
            var baseFirst = Enumerable.Range(1, rounds).Count(round => InterleavedLaunches.BaseFirst(round, method));

            Assert.Equal(rounds / 2, baseFirst);
        }
    }

    [Fact]
    public void Within_a_round_consecutive_methods_swap_which_side_goes_first()
    {
        for (var round = 1; round <= 6; round++)
        {
            for (var method = 1; method < 5; method++)
            {
                Assert.NotEqual(InterleavedLaunches.BaseFirst(round, method - 1), InterleavedLaunches.BaseFirst(round, method));
            }
        }

        // The first round starts with the base, as the pairs always have.
        Assert.True(InterleavedLaunches.BaseFirst(1, 0));
    }

    [Theory]
    [InlineData(3, true, "Sample.FastPaths.CallChainBenchmark.TaskFastPath", "r03-base-Sample.FastPaths.CallChainBenchmark.TaskFastPath")]
    [InlineData(12, false, "Ns.Generic<Int32>.Run", "r12-head-Ns.Generic_Int32_.Run")]
    public void Each_launch_has_a_folder_named_by_round_side_and_method(int round, bool isBase, string method, string expected)
    {
        Assert.Equal(expected, InterleavedLaunches.LaunchFolder(round, isBase, method));
    }
}
