namespace Inventory.Tests;

public sealed class SkuTests
{
    [Theory]
    [InlineData("TOOLS-000042", "TOOLS", 42)]
    [InlineData("GARDEN-HOSE-7", "GARDEN-HOSE", 7)]
    public void Parse_splits_at_the_last_dash(string text, string category, int number) =>
        Assert.Equal(new Sku(category, number), Sku.Parse(text));

    [Fact]
    public void ToString_pads_the_number_to_six_digits() =>
        Assert.Equal("TOOLS-000042", new Sku("TOOLS", 42).ToString());

    [Fact]
    public void Totals_are_per_category() =>
        Assert.Equal("GARDEN: 5\nTOOLS: 3\n", StockReport.Format(StockReport.TotalsByCategory(["TOOLS-000001 1", "GARDEN-000002 5", "TOOLS-000003 2"])));
}
