using System.Globalization;
using PerfGate.Formatting;

namespace PerfGate.Tests.Formatting;

public sealed class UnitsTests
{
    [Theory]
    [InlineData(0.4399, "0.44 ns")]
    [InlineData(94.6696, "94.67 ns")]
    [InlineData(1_234.5, "1.23 μs")]
    [InlineData(32_640_000, "32.64 ms")]
    [InlineData(1_500_000_000, "1.50 s")]
    [InlineData(double.NaN, "n/a")]
    public void Times_use_BenchmarkDotNet_units(double nanoseconds, string expected) =>
        Assert.Equal(expected, Units.Time(nanoseconds));

    [Theory]
    [InlineData(0, "0 B")]
    [InlineData(72, "72 B")]
    [InlineData(1023, "1023 B")]
    [InlineData(4096, "4.0 KB")]
    [InlineData(12 * 1024 * 1024, "12.0 MB")]
    public void Sizes_use_binary_multiples(long bytes, string expected) =>
        Assert.Equal(expected, Units.Bytes(bytes));

    [Theory]
    [InlineData(3.0, "+200%")]
    [InlineData(1.1155, "+11.6%")]
    [InlineData(1.0, "+0%")]
    [InlineData(0.95, "-5%")]
    [InlineData(0.2105, "-79%")]
    public void Changes_are_signed_percentages(double ratio, string expected) =>
        Assert.Equal(expected, Units.Change(ratio));

    [Fact]
    public void Formatting_ignores_the_current_culture()
    {
        var previous = CultureInfo.CurrentCulture;
        CultureInfo.CurrentCulture = CultureInfo.GetCultureInfo("de-DE");
        try
        {
            Assert.Equal("32.64 ms", Units.Time(32_640_000));
            Assert.Equal("+11.6%", Units.Change(1.1155));
            Assert.Equal("4.0 KB", Units.Bytes(4096));
        }
        finally
        {
            CultureInfo.CurrentCulture = previous;
        }
    }
}
