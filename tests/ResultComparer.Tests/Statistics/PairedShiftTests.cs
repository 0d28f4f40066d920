using PerfGate.Statistics;

namespace PerfGate.Tests.Statistics;

/// <summary>A merge's shift against values computed with Python's standard library (reference_values.py's way: Walsh
/// averages and pairwise distances enumerated; Student's t quantiles from tables).</summary>
public sealed class PairedShiftTests
{
    [Theory]
    [InlineData(new[] { 1.02, 1.04, 1.03, 1.05, 1.03, 1.04 }, 1.0349879226348488, 0.004231544025985517, 1.0237908190553189, 1.0463074878796306)]
    [InlineData(new[] { 0.98, 1.07, 1.01, 0.95, 1.12, 1.00, 1.03, 0.99 }, 1.0099009755368267, 0.01916432092329123, 0.9651573480153978, 1.0567188681590631)]
    public void The_ratio_its_error_and_its_interval_match_the_reference(double[] ratios, double ratio, double standardError, double lower, double upper)
    {
        var shift = PairedShift.Of(ratios);
        var (low, high) = shift.Interval();

        Assert.Equal(ratio, shift.Ratio, 9);
        Assert.Equal(standardError, shift.StandardError, 9);
        Assert.Equal(lower, low, 6);
        Assert.Equal(upper, high, 6);
    }

    [Fact]
    public void One_pair_has_a_ratio_but_no_bound()
    {
        var shift = PairedShift.Of([1.1]);

        Assert.Equal(1.1, shift.Ratio, 12);
        Assert.Equal((0, double.PositiveInfinity), shift.Interval());
    }
}
