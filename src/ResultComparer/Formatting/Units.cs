using System.Globalization;

namespace PerfGate.Formatting;

// Always the invariant culture: a report must read the same on a German build agent as on an American one.
internal static class Units
{
    private static readonly CultureInfo Invariant = CultureInfo.InvariantCulture;

    /// <summary>12.3 ns, 4.56 μs, 32.64 ms, 1.20 s — BenchmarkDotNet's units, so figures match its tables.</summary>
    public static string Time(double nanoseconds)
    {
        if (!double.IsFinite(nanoseconds))
        {
            return "n/a";
        }

        var (value, unit) = Math.Abs(nanoseconds) switch
        {
            < 1_000 => (nanoseconds, "ns"),
            < 1_000_000 => (nanoseconds / 1_000, "μs"),
            < 1_000_000_000 => (nanoseconds / 1_000_000, "ms"),
            _ => (nanoseconds / 1_000_000_000, "s"),
        };
        return value.ToString("0.00", Invariant) + " " + unit;
    }

    /// <summary>A wall time: "32 s", "3.1 s", "240 s".</summary>
    public static string Seconds(TimeSpan duration) =>
        duration.TotalSeconds.ToString(duration.TotalSeconds >= 10 ? "0" : "0.0", CultureInfo.InvariantCulture) + " s";

    public static string Time(double? nanoseconds) => nanoseconds is { } value ? Time(value) : "n/a";

    /// <summary>72 B, 4.0 KB, 12.0 MB (binary multiples, as BenchmarkDotNet prints them).</summary>
    public static string Bytes(long bytes)
    {
        double magnitude = Math.Abs(bytes);
        return magnitude switch
        {
            < 1024 => bytes.ToString(Invariant) + " B",
            < 1024 * 1024 => (bytes / 1024.0).ToString("0.0", Invariant) + " KB",
            < 1024L * 1024 * 1024 => (bytes / (1024.0 * 1024)).ToString("0.0", Invariant) + " MB",
            _ => (bytes / (1024.0 * 1024 * 1024)).ToString("0.0", Invariant) + " GB",
        };
    }

    /// <summary>A ratio as a signed change: 3.0 → +200%, 1.116 → +11.6%, 0.95 → -5%.</summary>
    public static string Change(double ratio)
    {
        if (!double.IsFinite(ratio))
        {
            return "n/a";
        }

        var percent = (ratio - 1) * 100;
        var format = Math.Abs(percent) >= 100 ? "0" : "0.#";
        var text = percent.ToString(format, Invariant);
        // A change that rounds to zero reads "+0%", never "-0%".
        return text.StartsWith('-') && text != "-0" ? text + "%" : "+" + text.TrimStart('-') + "%";
    }

    /// <summary>A fraction as a percentage: 0.05 → 5%, 0.125 → 12.5%, or 13% to no <paramref name="decimals"/>.</summary>
    public static string Percent(double fraction, int decimals = 1) =>
        (fraction * 100).ToString(decimals == 0 ? "0" : "0." + new string('#', decimals), Invariant) + "%";

    public static string Change(double? ratio) => ratio is { } value ? Change(value) : "n/a";

    public static string Bytes(long? bytes) => bytes is { } value ? Bytes(value) : "n/a";

    /// <summary>"+24 B", "-1.0 KB": a change in bytes.</summary>
    public static string SignedBytes(long bytes) => (bytes >= 0 ? "+" : "") + Bytes(bytes);

    /// <summary>×1.02.</summary>
    public static string Factor(double ratio) =>
        double.IsFinite(ratio) ? "×" + ratio.ToString("0.00", Invariant) : "n/a";
}
