using System.Globalization;
using System.Text.Json;
using PerfGate.Model;
using static PerfGate.Ingest.JsonFileParsing;

namespace PerfGate.Ingest;

/// <summary>
/// One element of a BenchmarkDotNet report's <c>Benchmarks</c> array as read, before it is judged valid: only
/// the fields the gate uses (FullName, DisplayInfo, Statistics.OriginalValues, Memory.BytesAllocatedPerOperation,
/// and per launch the counts of Workload measurements).
/// </summary>
/// <param name="DisplayInfo"><c>Type.Method: JobName(characteristics)</c>: the one field that tells two runs of the
/// same method with different jobs apart (FullName does not name the job).</param>
/// <param name="HasStatistics">Statistics is an object (null when BenchmarkDotNet could not measure the case).</param>
/// <param name="Samples">Statistics.OriginalValues, NaN for BenchmarkDotNet's <c>""</c> and any other non-number;
/// null when not an array.</param>
/// <param name="BytesText">Memory.BytesAllocatedPerOperation as its JSON text, null when absent or null.</param>
/// <param name="Bytes">Memory.BytesAllocatedPerOperation when it is a non-negative whole number.</param>
/// <param name="ResultsPerLaunch">How many Workload/Result measurements (samples) each launch has, in launch order;
/// null when Measurements is not an array.</param>
/// <param name="Job">The job this benchmark ran with, recovered from its Workload/Actual measurements.</param>
internal sealed record BdnBenchmarkEntry(
    string? FullName,
    string? DisplayInfo,
    bool HasStatistics,
    double[]? Samples,
    string? BytesText,
    long? Bytes,
    int[]? ResultsPerLaunch,
    JobSettings Job)
{
    /// <summary>How many samples each launch measured, in launch order; null when unknown or not adding up.</summary>
    public int[]? LaunchSizes(int sampleCount) =>
        ResultsPerLaunch is { Length: > 0 } sizes && sizes.Sum() == sampleCount ? sizes : null;

    public static BdnBenchmarkEntry Parse(JsonElement element)
    {
        if (element.ValueKind != JsonValueKind.Object)
        {
            return new BdnBenchmarkEntry(null, null, false, null, null, null, null, JobSettings.Unknown);
        }

        var statistics = Property(element, "Statistics");
        var samples = statistics is { ValueKind: JsonValueKind.Object } && Property(statistics.Value, "OriginalValues") is { ValueKind: JsonValueKind.Array } values
            ? values.EnumerateArray().Select(Number).ToArray()
            : null;
        var bytes = Property(element, "Memory") is { ValueKind: JsonValueKind.Object } memory ? Property(memory, "BytesAllocatedPerOperation") : null;
        var (resultsPerLaunch, job) = ReadMeasurements(Property(element, "Measurements"));
        return new BdnBenchmarkEntry(
            Text(Property(element, "FullName")),
            Text(Property(element, "DisplayInfo")),
            statistics?.ValueKind == JsonValueKind.Object,
            samples,
            BytesTextOf(bytes),
            bytes is { ValueKind: JsonValueKind.Number } number && number.TryGetInt64(out var count) && count >= 0 ? count : null,
            resultsPerLaunch,
            job);
    }

    private static string? Text(JsonElement? value) => value is { ValueKind: JsonValueKind.String } text ? text.GetString() : null;

    // Quoted in the refusal as the file has it; an object or array only as its kind, which says enough.
    private static string? BytesTextOf(JsonElement? bytes) => bytes?.ValueKind switch
    {
        null or JsonValueKind.Null => null,
        JsonValueKind.String => $"\"{bytes.Value.GetString()}\"",
        JsonValueKind.Object => "{…}",
        JsonValueKind.Array => "[…]",
        _ => bytes.Value.GetRawText(),
    };

    // BenchmarkDotNet writes "" for a value it could not compute; any other non-number reads as NaN too, refused later.
    private static double Number(JsonElement value) => value.ValueKind switch
    {
        JsonValueKind.Number => value.TryGetDouble(out var number) ? number : double.NaN,
        JsonValueKind.String => double.TryParse(value.GetString(), NumberStyles.Float, CultureInfo.InvariantCulture, out var parsed) ? parsed : double.NaN,
        _ => double.NaN,
    };

    // One pass over the measurements gives both the launch sizes (Workload/Result per launch) and the job (the
    // launches and the most Workload/Actual iterations any of them ran).
    private static (int[]? ResultsPerLaunch, JobSettings Job) ReadMeasurements(JsonElement? measurements)
    {
        if (measurements is not { ValueKind: JsonValueKind.Array } array)
        {
            return (null, JobSettings.Unknown);
        }

        var results = new SortedDictionary<int, int>();
        var actuals = new Dictionary<int, int>();
        foreach (var measurement in array.EnumerateArray())
        {
            // Names and values compared as UTF-8 in place: a report holds thousands of measurements.
            if (measurement.ValueKind != JsonValueKind.Object
                || !(measurement.TryGetProperty("IterationMode"u8, out var mode) && mode.ValueKind == JsonValueKind.String && mode.ValueEquals("Workload"u8))
                || !measurement.TryGetProperty("IterationStage"u8, out var stage) || stage.ValueKind != JsonValueKind.String)
            {
                continue;
            }

            var counts = stage.ValueEquals("Result"u8) ? results : stage.ValueEquals("Actual"u8) ? (IDictionary<int, int>)actuals : null;
            if (counts is not null)
            {
                var launch = measurement.TryGetProperty("LaunchIndex"u8, out var index) && index.ValueKind == JsonValueKind.Number && index.TryGetInt32(out var i) ? i : 0;
                counts[launch] = counts.TryGetValue(launch, out var count) ? count + 1 : 1;
            }
        }

        var job = actuals.Count == 0 ? JobSettings.Unknown : new JobSettings(actuals.Count, actuals.Values.Max());
        return ([.. results.Values], job);
    }
}
