using System.Globalization;

namespace PerfGate.History.Page;

/// <summary>A coordinate as SVG reads it: a point for the decimals whatever the culture (a German agent would write "1,05").</summary>
internal static class SvgNumber
{
    public static string Format(double value) => Math.Round(value, 2).ToString("0.##", CultureInfo.InvariantCulture);
}
