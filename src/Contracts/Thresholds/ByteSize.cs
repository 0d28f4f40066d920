using System.Globalization;

namespace PerfGate.Thresholds;

/// <summary>Sizes as users type them in thresholds: <c>64B</c>, <c>1KB</c>, <c>2MB</c> (binary multiples, as BenchmarkDotNet prints them).</summary>
public static class ByteSize
{
    private static readonly (string Suffix, long Multiplier)[] Units =
    {
        ("KB", 1024L),
        ("MB", 1024L * 1024),
        ("GB", 1024L * 1024 * 1024),
        ("B", 1L),
    };

    public static bool TryParse(string text, out long bytes)
    {
        bytes = 0;
        var trimmed = text.Trim();
        var (suffix, multiplier) = Array.Find(Units, unit => trimmed.EndsWith(unit.Suffix, StringComparison.OrdinalIgnoreCase));
        if (suffix is null
            || !double.TryParse(trimmed[..^suffix.Length].Trim(), NumberStyles.Float, CultureInfo.InvariantCulture, out var value)
            || !double.IsFinite(value) || value < 0 || value * multiplier > long.MaxValue / 2)
        {
            return false;
        }

        bytes = (long)Math.Round(value * multiplier);
        return true;
    }

    public static string Format(long bytes) => bytes.ToString(CultureInfo.InvariantCulture) + "B";
}
