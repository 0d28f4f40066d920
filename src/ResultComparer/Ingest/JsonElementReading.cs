using System.Globalization;

namespace PerfGate.Ingest;

/// <summary>
/// How figures read from BenchmarkDotNet's JSON (which writes NaN and infinities as <c>""</c>) appear in messages.
/// </summary>
internal static class JsonElementReading
{
    /// <summary>A figure for an error message, in the invariant culture.</summary>
    public static string Describe(double value) => value.ToString("R", CultureInfo.InvariantCulture);
}
