using System.Text.Json.Nodes;
using PerfGate.Statistics;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Statistics;

public sealed class HodgesLehmannRatioTests
{
    public static TheoryData<string> PragmastatReferenceCases() =>
        [.. Directory.GetFiles(Path.Combine(TestData.Root, "pragmastat", "ratio"), "*.json").Select(f => Path.GetFileName(f)).Order(StringComparer.Ordinal)];

    [Theory]
    [MemberData(nameof(PragmastatReferenceCases))]
    public void Matches_Pragmastats_reference_data(string file)
    {
        var test = JsonNode.Parse(File.ReadAllText(Path.Combine(TestData.Root, "pragmastat", "ratio", file)))!;
        var x = test["input"]!["x"]!.AsArray().Select(v => v!.GetValue<double>()).ToArray();
        var y = test["input"]!["y"]!.AsArray().Select(v => v!.GetValue<double>()).ToArray();

        Assert.Equal(test["output"]!.GetValue<double>(), HodgesLehmannRatio.Estimate(x, y), precision: 12);
    }

    [Fact]
    public void Is_the_scale_factor_between_shifted_samples()
    {
        var baseline = new[] { 10.0, 11, 12, 13, 14 };

        Assert.Equal(1.25, HodgesLehmannRatio.Estimate(baseline.Select(v => v * 1.25).ToArray(), baseline), precision: 2);
    }

    [Fact]
    public void A_side_without_samples_has_no_ratio()
    {
        Assert.True(double.IsNaN(HodgesLehmannRatio.Estimate([], [10.0])));
        Assert.True(double.IsNaN(HodgesLehmannRatio.Estimate([10.0], [])));
    }

    [Theory]
    [InlineData(2000, 2000)]
    [InlineData(4_000_000, 1)]
    [InlineData(1, 4_000_000)]
    public void Up_to_the_bound_of_pairs_a_benchmark_is_compared(int currentCount, int baselineCount)
    {
        HodgesLehmannRatio.RefuseTooManyPairs("Suite.Case", currentCount, baselineCount);
    }

    [Theory]
    [InlineData(2001, 2000)]
    [InlineData(8_000_000, 300)]
    [InlineData(int.MaxValue, int.MaxValue)]
    public void Beyond_the_bound_of_pairs_a_benchmark_is_refused_as_bad_input_by_name(int currentCount, int baselineCount)
    {
        var error = Assert.Throws<PerfGateInputException>(() => HodgesLehmannRatio.RefuseTooManyPairs("Suite.Case(N: 1)", currentCount, baselineCount));

        Assert.StartsWith("'Suite.Case(N: 1)' has ", error.Message, StringComparison.Ordinal);
        Assert.Contains("more than the 4,000,000 PerfGate compares for one benchmark", error.Message, StringComparison.Ordinal);
    }
}
