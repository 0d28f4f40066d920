using PerfGate.Statistics;

namespace PerfGate.Tests.Statistics;

/// <summary>
/// Exact one-sided p-values checked against an independent computation: brute-force enumeration of all 2^n sign
/// patterns in Python with mid-ranks and zeros dropped (R's <c>wilcox.test(d, alternative = "greater")</c>
/// conventions; the 7-value case is R's p = 0.1484 for V = 23).
/// </summary>
public sealed class SignedRankTestTests
{
    [Theory]
    [InlineData(new[] { 1.0, 2, 3, 4, 5 }, 0.03125)]
    [InlineData(new[] { -1.0, 2, 3, 4, 5 }, 0.0625)]
    [InlineData(new[] { -2.0, 1, 3, 4, 5 }, 0.09375)]
    [InlineData(new[] { 1.0, 2, 3, 4 }, 0.0625)]
    [InlineData(new[] { -1.0, 2, 3, 4 }, 0.125)]
    [InlineData(new[] { 0.5, -1.5, 2, 2, 3, -0.2 }, 0.09375)]
    [InlineData(new[] { -1.0, -2, -3, -4, -5 }, 1.0)]
    [InlineData(new[] { 1.0, 1, 1, -1, 2, 3, 0 }, 0.078125)]
    [InlineData(new[] { 3.1, -0.4, 2.2, 1.7, -2.9, 0.8, 1.1 }, 0.1484375)]
    public void P_value_matches_the_exact_reference(double[] differences, double expected) =>
        Assert.Equal(expected, SignedRankTest.GreaterPValue(differences), precision: 12);

    [Fact]
    public void All_zero_differences_are_no_evidence() =>
        Assert.Equal(1.0, SignedRankTest.GreaterPValue([0, 0, 0]));

    [Fact]
    public void Three_pairs_can_never_reach_the_default_significance_level() =>
        Assert.Equal(0.125, SignedRankTest.GreaterPValue([1, 2, 3]));

    [Fact]
    public void A_non_finite_difference_is_refused() =>
        Assert.Throws<ArgumentException>(() => SignedRankTest.GreaterPValue([1, double.NaN]));
}
