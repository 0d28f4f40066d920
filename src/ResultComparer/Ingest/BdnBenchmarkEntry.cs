using System.Globalization;
using System.Text.Json;
using PerfGate.Model;
using static PerfGate.Ingest.JsonFileParsing;

namespace PerfGate.Ingest;

/// <summary>
/// One element of a BenchmarkDotNet report's <c>Benchmarks</c> array as read, before it is judged valid: only the
/// fields the gate uses.
/// </summary>
/// <param name="DisplayInfo"><c>Type.Method: JobName(characteristics)</c>: the one field that tells two runs of the
/// same method with different jobs apart (FullName does not name the job).</param>
/// <param name="HasStatistics">Statistics is an object (null when BenchmarkDotNet could not measure the case).</param>
/// <param name="Samples">Statistics.OriginalValues, NaN for BenchmarkDotNet's <c>""</c> and any other non-number.</param>
/// <param name="BytesText">Memory.BytesAllocatedPerOperation as its JSON text, quoted in a refusal.</param>
/// <param name="ResultsPerLaunch">How many Workload/Result measurements (samples) each launch has, in launch order.</param>
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
    // Null when unknown or not adding up.
    public int[]? LaunchSizes(int sampleCount) =>
        ResultsPerLaunch is { Length: > 0 } sizes && sizes.Sum() == sampleCount ? sizes : null;

    /// <summary>The element whose first token <paramref name="json"/> has just read; the reader moves past it.</summary>
    public static BdnBenchmarkEntry Read(ref JsonStreamReader json)
    {
        if (json.TokenType != JsonTokenType.StartObject)
        {
            json.Skip();
            return new BdnBenchmarkEntry(null, null, false, null, null, null, null, JobSettings.Unknown);
        }

        // Walked token by token but for the small Memory object: taken as elements, the Measurements' hundreds of small
        // objects and the Statistics' dozens of values cost most of a report's reading (docs/scale.md). As an element
        // reads them, the last of a repeated name wins.
        (string? fullName, string? displayInfo, bool hasStatistics, double[]? samples, JsonElement? memory) = (null, null, false, null, null);
        (int[]? ResultsPerLaunch, JobSettings Job) measurements = (null, JobSettings.Unknown);
        for (json.Next(); json.TokenType != JsonTokenType.EndObject; json.Next())
        {
            var name = json.GetString()!;
            json.Next();
            if (name == "Measurements")
            {
                measurements = ReadMeasurements(ref json);
            }
            else if (name == "Statistics")
            {
                (hasStatistics, samples) = (json.TokenType == JsonTokenType.StartObject, ReadOriginalValues(ref json));
            }
            else
            {
                // A name is a string's text, any other value none; the small Memory object is taken whole; Namespace,
                // Type, Method, Parameters, Metrics, …: nothing the gate reads.
                var text = name is "FullName" or "DisplayInfo" && json.TokenType == JsonTokenType.String ? json.GetString() : null;
                fullName = name == "FullName" ? text : fullName;
                displayInfo = name == "DisplayInfo" ? text : displayInfo;
                memory = name == "Memory" ? json.ReadValue() : memory;
                json.Skip();
            }
        }

        var bytes = memory is { ValueKind: JsonValueKind.Object } memoryObject ? Property(memoryObject, "BytesAllocatedPerOperation") : null;
        var byteCount = bytes is { ValueKind: JsonValueKind.Number } number && number.TryGetInt64(out var count) && count >= 0 ? count : (long?)null;
        return new(fullName, displayInfo, hasStatistics, samples, BytesTextOf(bytes), byteCount, measurements.ResultsPerLaunch, measurements.Job);
    }

    // Statistics.OriginalValues; null when Statistics is not an object or has no such array.
    private static double[]? ReadOriginalValues(ref JsonStreamReader json)
    {
        if (json.TokenType != JsonTokenType.StartObject)
        {
            json.Skip();
            return null;
        }

        double[]? samples = null;
        for (json.Next(); json.TokenType != JsonTokenType.EndObject; json.Next())
        {
            var isOriginalValues = json.ValueTextEquals("OriginalValues"u8);
            json.Next();
            if (!isOriginalValues || json.TokenType != JsonTokenType.StartArray)
            {
                samples = isOriginalValues ? null : samples;
                json.Skip();
                continue;
            }

            var values = new List<double>();
            for (json.Next(); json.TokenType != JsonTokenType.EndArray; json.Next())
            {
                values.Add(Number(ref json));
                json.Skip();
            }

            samples = [.. values];
        }

        return samples;
    }

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
    private static double Number(ref JsonStreamReader json) => json.TokenType switch
    {
        JsonTokenType.Number => json.TryGetDouble(out var value) ? value : double.NaN,
        JsonTokenType.String => double.TryParse(json.GetString(), NumberStyles.Float, CultureInfo.InvariantCulture, out var parsed) ? parsed : double.NaN,
        _ => double.NaN,
    };

    // One pass over the measurements gives both the launch sizes (Workload/Result per launch) and the job (the
    // launches and the most Workload/Actual iterations any of them ran).
    private static (int[]? ResultsPerLaunch, JobSettings Job) ReadMeasurements(ref JsonStreamReader json)
    {
        if (json.TokenType != JsonTokenType.StartArray)
        {
            json.Skip();
            return (null, JobSettings.Unknown);
        }

        var results = new SortedDictionary<int, int>();
        var actuals = new Dictionary<int, int>();
        for (json.Next(); json.TokenType != JsonTokenType.EndArray; json.Next())
        {
            if (json.TokenType != JsonTokenType.StartObject)
            {
                json.Skip();
                continue;
            }

            // As an element reads them: names and values compared as UTF-8 in place, in any order, unknown names
            // skipped, the last of a repeated name winning.
            (bool workload, IDictionary<int, int>? counts, int launch) = (false, null, 0);
            for (json.Next(); json.TokenType != JsonTokenType.EndObject; json.Next())
            {
                var (mode, stage, index) = (json.ValueTextEquals("IterationMode"u8), json.ValueTextEquals("IterationStage"u8), json.ValueTextEquals("LaunchIndex"u8));
                json.Next();
                var text = json.TokenType == JsonTokenType.String;
                workload = mode ? text && json.ValueTextEquals("Workload"u8) : workload;
                counts = !stage ? counts : text && json.ValueTextEquals("Result"u8) ? results : text && json.ValueTextEquals("Actual"u8) ? actuals : null;
                launch = !index ? launch : json.TokenType == JsonTokenType.Number && json.TryGetInt32(out var i) ? i : 0;
                json.Skip();
            }

            if (workload && counts is not null)
            {
                counts[launch] = counts.TryGetValue(launch, out var count) ? count + 1 : 1;
            }
        }

        var job = actuals.Count == 0 ? JobSettings.Unknown : new JobSettings(actuals.Count, actuals.Values.Max());
        return ([.. results.Values], job);
    }
}
