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
    public void Is_the_median_of_the_pairwise_ratios_for_an_odd_count()
    {
        double[] current = [12, 30, 7];
        double[] baseline = [3, 10, 4];

        var ratios = current.SelectMany(c => baseline.Select(b => c / b)).Order().ToArray();

        Assert.Equal(ratios[4], HodgesLehmannRatio.Estimate(current, baseline), 1e-12);
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
}
