using System.Text.Json.Nodes;
using PerfGate.Statistics;
using PerfGate.Tests.Support;
using Pragmastat;

namespace PerfGate.Tests.Statistics;

public sealed class HodgesLehmannRatioTests
{
    public static TheoryData<string> PragmastatReferenceCases() =>
        [.. Directory.GetFiles(Path.Combine(TestData.Root, "pragmastat", "ratio"), "*.json").Select(f => Path.GetFileName(f)).Order(StringComparer.Ordinal)];

    [Theory]
    [InlineData(1, 1)]
    [InlineData(1, 2)]
    [InlineData(3, 4)]
    [InlineData(5, 5)]
    [InlineData(20, 20)]
    [InlineData(7, 31)]
    [InlineData(100, 100)]
    public void Equals_Pragmastats_ratio(int currentCount, int baselineCount)
    {
        var random = new Random((currentCount * 1000) + baselineCount);
        for (var trial = 0; trial < 50; trial++)
        {
            // Rounded values create ties, the hard case for selection.
            var current = Enumerable.Range(0, currentCount).Select(_ => Math.Round(100 + (random.NextDouble() * 20), trial % 2 == 0 ? 0 : 6)).ToArray();
            var baseline = Enumerable.Range(0, baselineCount).Select(_ => Math.Round(100 + (random.NextDouble() * 20), trial % 2 == 0 ? 0 : 6)).ToArray();

            var expected = Toolkit.Ratio(new Sample(current), new Sample(baseline)).NominalValue;

            Assert.Equal(expected, HodgesLehmannRatio.Estimate(current, baseline), precision: 12);
        }
    }

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
}
