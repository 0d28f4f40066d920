using System.Text;

namespace Inventory;

/// <summary>Totals the quantity per category of a list of "SKU quantity" lines.</summary>
public static class StockReport
{
    public static IReadOnlyDictionary<string, int> TotalsByCategory(IEnumerable<string> lines)
    {
        var totals = new SortedDictionary<string, int>(StringComparer.Ordinal);
        foreach (var line in lines)
        {
            var space = line.IndexOf(' ', StringComparison.Ordinal);
            var sku = Sku.Parse(line[..space]);
            totals[sku.Category] = totals.GetValueOrDefault(sku.Category) + int.Parse(line.AsSpan(space + 1), System.Globalization.CultureInfo.InvariantCulture);
        }

        return totals;
    }

    public static string Format(IReadOnlyDictionary<string, int> totals)
    {
        var text = new StringBuilder();
        foreach (var (category, quantity) in totals)
        {
            text.Append(category).Append(": ").Append(quantity).Append('\n');
        }

        return text.ToString();
    }
}
