using System.Globalization;

namespace Inventory;

/// <summary>A stock-keeping unit such as <c>TOOLS-000042</c>: a category and a six-digit number.</summary>
public readonly record struct Sku(string Category, int Number)
{
    public static Sku Parse(string text)
    {
        ArgumentNullException.ThrowIfNull(text);
        var dash = text.LastIndexOf('-');
        if (dash <= 0 || !int.TryParse(text.AsSpan(dash + 1), NumberStyles.None, CultureInfo.InvariantCulture, out var number))
        {
            throw new FormatException($"'{text}' is not a SKU (CATEGORY-NUMBER).");
        }

        return new Sku(text[..dash], number);
    }

    public override string ToString() => string.Create(CultureInfo.InvariantCulture, $"{Category}-{Number:D6}");
}
