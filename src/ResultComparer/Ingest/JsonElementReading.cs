using System.Globalization;
using System.Text.Json;

namespace PerfGate.Ingest;

/// <summary>
/// Lenient accessors for BenchmarkDotNet's JSON, which writes NaN and infinities as <c>""</c> and omits
/// fields freely between versions.
/// </summary>
internal static class JsonElementReading
{
    public static JsonElement? Property(this JsonElement element, string name) =>
        element.ValueKind == JsonValueKind.Object && element.TryGetProperty(name, out var value) && value.ValueKind != JsonValueKind.Null
            ? value
            : null;

    public static string? StringOrNull(this JsonElement element, string name) =>
        element.Property(name) is { ValueKind: JsonValueKind.String } value ? value.GetString() : null;

    public static double? DoubleOrNull(this JsonElement element, string name) =>
        element.Property(name) is { } value ? ToDouble(value) : null;

    public static long? Int64OrNull(this JsonElement element, string name) =>
        element.Property(name) is { ValueKind: JsonValueKind.Number } value && value.TryGetInt64(out var number) ? number : null;

    public static int? Int32OrNull(this JsonElement element, string name) =>
        element.Property(name) is { ValueKind: JsonValueKind.Number } value && value.TryGetInt32(out var number) ? number : null;

    /// <summary>A number, or NaN for BenchmarkDotNet's <c>""</c> and any other non-number.</summary>
    public static double ToDouble(JsonElement value) => value.ValueKind switch
    {
        // TryGetDouble: a number beyond double's range (1e400) makes GetDouble throw.
        JsonValueKind.Number => value.TryGetDouble(out var number) ? number : double.NaN,
        JsonValueKind.String when double.TryParse(value.GetString(), NumberStyles.Float, CultureInfo.InvariantCulture, out var parsed) => parsed,
        _ => double.NaN,
    };

    /// <summary>A figure for an error message, in the invariant culture.</summary>
    public static string Describe(double value) => value.ToString("R", CultureInfo.InvariantCulture);
}
