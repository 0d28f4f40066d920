using PerfGate.Model;
using PerfGate.Options;
using PerfGate.Sharding;

namespace PerfGate.Tests.Sharding;

public sealed class ShardPlannerTests
{
    private static readonly string[] Suite = [.. Enumerable.Range(0, 200).Select(i => $"Suite.Area{i % 13}.Type{i % 7}.Method{i}")];

    [Theory]
    [InlineData(1)]
    [InlineData(2)]
    [InlineData(3)]
    [InlineData(8)]
    public void Every_method_goes_to_exactly_one_shard_whatever_the_order_they_are_listed_in(int shards)
    {
        var plan = ShardPlanner.Plan(Suite, shards);
        var reversed = ShardPlanner.Plan(Suite.Reverse(), shards);

        Assert.Equal(Suite.Order(StringComparer.Ordinal), plan.Keys.Order(StringComparer.Ordinal));
        Assert.All(plan.Values, shard => Assert.InRange(shard, 1, shards));
        Assert.Equal(plan.OrderBy(p => p.Key, StringComparer.Ordinal), reversed.OrderBy(p => p.Key, StringComparer.Ordinal));
        Assert.Equal(ShardPlanner.Fingerprint(Suite, shards), ShardPlanner.Fingerprint(Suite.Reverse(), shards));
    }

    [Fact]
    public void Adding_a_method_moves_few_others()
    {
        var before = ShardPlanner.Plan(Suite, 4);
        for (var added = 0; added < 20; added++)
        {
            var after = ShardPlanner.Plan([.. Suite, $"Suite.New.Method{added}"], 4);

            var moved = Suite.Count(m => before[m] != after[m]);
            Assert.True(moved <= 10, $"adding one method to {Suite.Length} moved {moved}");
        }
    }

    [Fact]
    public void Shards_are_balanced_by_the_recorded_cost()
    {
        // A few methods cost twenty times the others: counting methods would leave one shard far behind.
        var cost = Suite.ToDictionary(m => m, m => m.EndsWith('7') ? 20.0 : 1.0);
        var plan = ShardPlanner.Plan(Suite, 4, cost);

        var loads = Enumerable.Range(1, 4).Select(s => plan.Where(p => p.Value == s).Sum(p => cost[p.Key])).ToList();
        var average = cost.Values.Sum() / 4;
        Assert.All(loads, load => Assert.InRange(load, 0.6 * average, ShardPlanner.LoadBound * average));
    }

    [Fact]
    public void More_shards_than_methods_leaves_some_empty_not_broken()
    {
        var plan = ShardPlanner.Plan(["A.B.C", "A.B.D"], 5);

        Assert.Equal(2, plan.Count);
        Assert.All(plan.Values, shard => Assert.InRange(shard, 1, 5));
    }

    [Theory]
    [InlineData("0/2")]
    [InlineData("3/2")]
    [InlineData("1/0")]
    [InlineData("one/two")]
    [InlineData("1/2/3")]
    [InlineData("-1/2")]
    [InlineData("1/257")]
    public void A_shard_that_is_not_i_of_n_is_refused_naming_the_option(string text)
    {
        var error = Assert.Throws<PerfGateInputException>(() => ShardSpec.Parse(text, GateOptions.Shard));

        Assert.Contains("--shard", error.MessageFor(PerfGate.Options.OptionNaming.Cli), StringComparison.Ordinal);
        Assert.Contains($"'{text}' is not a shard", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_method_key_keeps_type_arguments_and_drops_parameters()
    {
        Assert.Equal("Ns.Type<Int32>.Method", BenchmarkMethodKey.Of("Ns.Type<Int32>.Method(N: 1, Text: \"(x)\")"));
        // FullName writes a nested type Outer+Inner; BenchmarkDotNet's --list and filters write Outer.Inner.
        Assert.Equal("Ns.Outer.Inner.Method", BenchmarkMethodKey.Of("Ns.Outer+Inner.Method(N: 2)"));
    }
}
