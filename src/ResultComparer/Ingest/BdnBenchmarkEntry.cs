using System.Globalization;
using System.Text;
using System.Text.Json;
using PerfGate.Model;

namespace PerfGate.Ingest;

/// <summary>
/// One element of a BenchmarkDotNet report's <c>Benchmarks</c> array as read, before it is judged valid: only
/// the fields the gate uses (FullName, Statistics.OriginalValues, Memory.BytesAllocatedPerOperation, and per
/// launch the counts of Workload measurements), read in one pass over the element.
/// </summary>
internal sealed class BdnBenchmarkEntry
{
    public string? FullName { get; private set; }

    /// <summary>
    /// DisplayInfo, <c>Type.Method: JobName(characteristics)</c>: the one field that tells two runs of the same
    /// method with different jobs apart (FullName does not name the job).
    /// </summary>
    public string? DisplayInfo { get; private set; }

    /// <summary>Statistics is an object (null when BenchmarkDotNet could not measure the case).</summary>
    public bool HasStatistics { get; private set; }

    /// <summary>Statistics.OriginalValues, NaN for BenchmarkDotNet's <c>""</c> and any other non-number; null when not an array.</summary>
    public double[]? Samples { get; private set; }

    /// <summary>Memory.BytesAllocatedPerOperation as its JSON text, null when absent or null.</summary>
    public string? BytesText { get; private set; }

    /// <summary>Memory.BytesAllocatedPerOperation when it is a non-negative whole number.</summary>
    public long? Bytes { get; private set; }

    /// <summary>Measurements is an array.</summary>
    public bool HasMeasurements { get; private set; }

    /// <summary>Per LaunchIndex, how many Workload/Result measurements (the samples of that launch).</summary>
    public SortedDictionary<int, int> ResultsPerLaunch { get; } = [];

    /// <summary>Per LaunchIndex, how many Workload/Actual measurements (the iterations the job ran).</summary>
    public Dictionary<int, int> ActualsPerLaunch { get; } = [];

    /// <summary>The job this benchmark ran with, recovered from its measurements.</summary>
    public JobSettings Job => ActualsPerLaunch.Count == 0 ? JobSettings.Unknown : new JobSettings(ActualsPerLaunch.Count, ActualsPerLaunch.Values.Max());

    /// <summary>How many samples each launch measured, in launch order; null when unknown or not adding up.</summary>
    public int[]? LaunchSizes(int sampleCount)
    {
        if (!HasMeasurements || ResultsPerLaunch.Count == 0)
        {
            return null;
        }

        var sizes = ResultsPerLaunch.Values.ToArray();
        return sizes.Sum() == sampleCount ? sizes : null;
    }

    /// <summary>Reads one element; the reader stands before its first token. Parts it does not use are skipped.</summary>
    public static BdnBenchmarkEntry Parse(ref BufferedJsonReader json) => Parse(ref json, scanMeasurements: true);

    /// <summary>
    /// As <see cref="Parse(ref BufferedJsonReader)"/>, but every token through <see cref="Utf8JsonReader"/>: the
    /// reader's line and byte positions then stay exact, for naming the place of a syntax error.
    /// </summary>
    public static BdnBenchmarkEntry ParseTokenByToken(ref BufferedJsonReader json) => Parse(ref json, scanMeasurements: false);

    private static BdnBenchmarkEntry Parse(ref BufferedJsonReader json, bool scanMeasurements)
    {
        // The field, not a copy: reading the measurements may replace the reader (BufferedJsonReader.SkipRestOfArray).
        ref var reader = ref json.Reader;
        var entry = new BdnBenchmarkEntry();
        JsonChunkReader.Next(ref reader);
        if (reader.TokenType != JsonTokenType.StartObject)
        {
            JsonChunkReader.SkipValue(ref reader);
            return entry;
        }

        while (NextProperty(ref reader))
        {
            if (ValueOf(ref reader, "FullName"u8))
            {
                entry.FullName = reader.TokenType == JsonTokenType.String ? reader.GetString() : null;
                JsonChunkReader.SkipValue(ref reader);
            }
            else if (ValueOf(ref reader, "DisplayInfo"u8))
            {
                entry.DisplayInfo = reader.TokenType == JsonTokenType.String ? reader.GetString() : null;
                JsonChunkReader.SkipValue(ref reader);
            }
            else if (ValueOf(ref reader, "Statistics"u8))
            {
                entry.ReadStatistics(ref reader);
            }
            else if (ValueOf(ref reader, "Memory"u8))
            {
                entry.ReadMemory(ref reader);
            }
            else if (ValueOf(ref reader, "Measurements"u8))
            {
                entry.ReadMeasurements(ref json, scanMeasurements);
            }
            else
            {
                SkipProperty(ref reader);
            }
        }

        return entry;
    }

    // Property names are compared as UTF-8 in place: a report holds thousands of measurements, and a string per
    // property name was most of what reading them allocated.

    /// <summary>Moves to the next property's name; false at the object's end.</summary>
    internal static bool NextProperty(ref Utf8JsonReader reader)
    {
        JsonChunkReader.Next(ref reader);
        return reader.TokenType != JsonTokenType.EndObject;
    }

    /// <summary>When the property name just read is <paramref name="name"/>, moves to its value's first token.</summary>
    internal static bool ValueOf(ref Utf8JsonReader reader, ReadOnlySpan<byte> name)
    {
        if (!reader.ValueTextEquals(name))
        {
            return false;
        }

        JsonChunkReader.Next(ref reader);
        return true;
    }

    /// <summary>Skips the value of the property whose name was just read.</summary>
    internal static void SkipProperty(ref Utf8JsonReader reader)
    {
        JsonChunkReader.Next(ref reader);
        JsonChunkReader.SkipValue(ref reader);
    }

    private void ReadStatistics(ref Utf8JsonReader reader)
    {
        HasStatistics = reader.TokenType == JsonTokenType.StartObject;
        Samples = null;
        if (!HasStatistics)
        {
            JsonChunkReader.SkipValue(ref reader);
            return;
        }

        while (NextProperty(ref reader))
        {
            if (!ValueOf(ref reader, "OriginalValues"u8))
            {
                SkipProperty(ref reader);
            }
            else if (reader.TokenType == JsonTokenType.StartArray)
            {
                Samples = ReadNumbers(ref reader);
            }
            else
            {
                Samples = null;
                JsonChunkReader.SkipValue(ref reader);
            }
        }
    }

    private static double[] ReadNumbers(ref Utf8JsonReader reader)
    {
        var values = new List<double>(128);
        while (true)
        {
            JsonChunkReader.Next(ref reader);
            switch (reader.TokenType)
            {
                case JsonTokenType.EndArray:
                    return [.. values];
                case JsonTokenType.Number:
                    values.Add(reader.TryGetDouble(out var number) ? number : double.NaN);
                    break;
                case JsonTokenType.String:
                    values.Add(double.TryParse(reader.GetString(), NumberStyles.Float, CultureInfo.InvariantCulture, out var parsed) ? parsed : double.NaN);
                    break;
                default:
                    values.Add(double.NaN);
                    JsonChunkReader.SkipValue(ref reader);
                    break;
            }
        }
    }

    private void ReadMemory(ref Utf8JsonReader reader)
    {
        BytesText = null;
        Bytes = null;
        if (reader.TokenType != JsonTokenType.StartObject)
        {
            JsonChunkReader.SkipValue(ref reader);
            return;
        }

        while (NextProperty(ref reader))
        {
            if (!ValueOf(ref reader, "BytesAllocatedPerOperation"u8))
            {
                SkipProperty(ref reader);
                continue;
            }

            BytesText = reader.TokenType switch
            {
                JsonTokenType.Null => null,
                JsonTokenType.Number => Encoding.UTF8.GetString(reader.ValueSpan),
                JsonTokenType.String => $"\"{reader.GetString()}\"",
                JsonTokenType.StartObject => "{…}",
                JsonTokenType.StartArray => "[…]",
                _ => Encoding.UTF8.GetString(reader.ValueSpan),
            };
            Bytes = reader.TokenType == JsonTokenType.Number && reader.TryGetInt64(out var count) && count >= 0 ? count : null;
            JsonChunkReader.SkipValue(ref reader);
        }
    }

    // One pass over the measurements gives both the launch sizes and the job, which earlier took two. The
    // scanner reads the usual shape from the bytes (MeasurementsScanner says why); the tokens below, the rest.
    private void ReadMeasurements(ref BufferedJsonReader json, bool scan)
    {
        ref var reader = ref json.Reader;
        HasMeasurements = reader.TokenType == JsonTokenType.StartArray;
        ResultsPerLaunch.Clear();
        ActualsPerLaunch.Clear();
        if (!HasMeasurements)
        {
            JsonChunkReader.SkipValue(ref reader);
            return;
        }

        if (scan)
        {
            if (MeasurementsScanner.TryScan(json.Unread, ResultsPerLaunch, ActualsPerLaunch, out var length))
            {
                json.SkipRestOfArray(length);
                return;
            }

            // Stopped by the end of the buffered bytes, most likely, not by what it read: the whole benchmark is
            // read again once more bytes are buffered, rather than token by token up to the same end.
            if (!json.IsFinalBlock && json.Unread.Length - length < MeasurementsScanner.CutMargin)
            {
                throw JsonChunkReader.MoreDataNeeded.Instance;
            }
        }

        ResultsPerLaunch.Clear();
        ActualsPerLaunch.Clear();

        while (true)
        {
            JsonChunkReader.Next(ref reader);
            if (reader.TokenType == JsonTokenType.EndArray)
            {
                return;
            }

            if (reader.TokenType != JsonTokenType.StartObject)
            {
                JsonChunkReader.SkipValue(ref reader);
                continue;
            }

            bool workload = false, result = false, actual = false;
            var launch = 0;
            while (NextProperty(ref reader))
            {
                // A report holds hundreds of measurements per benchmark: each name is told apart by its kind
                // first (MeasurementProperty), not compared with every name the gate wants.
                var property = MeasurementPropertyOf(ref reader);
                JsonChunkReader.Next(ref reader);
                switch (property)
                {
                    case MeasurementProperty.IterationMode:
                        workload = reader.TokenType == JsonTokenType.String && reader.ValueTextEquals("Workload"u8);
                        break;
                    case MeasurementProperty.IterationStage:
                        result = reader.TokenType == JsonTokenType.String && reader.ValueTextEquals("Result"u8);
                        actual = reader.TokenType == JsonTokenType.String && reader.ValueTextEquals("Actual"u8);
                        break;
                    case MeasurementProperty.LaunchIndex:
                        launch = reader.TokenType == JsonTokenType.Number && reader.TryGetInt32(out var index) ? index : 0;
                        break;
                }

                if (reader.TokenType is JsonTokenType.StartObject or JsonTokenType.StartArray)
                {
                    JsonChunkReader.SkipValue(ref reader);
                }
            }

            if (workload)
            {
                var counts = result ? (IDictionary<int, int>)ResultsPerLaunch : actual ? ActualsPerLaunch : null;
                if (counts is not null)
                {
                    counts[launch] = counts.TryGetValue(launch, out var count) ? count + 1 : 1;
                }
            }
        }
    }

    private enum MeasurementProperty
    {
        Other,
        IterationMode,
        IterationStage,
        LaunchIndex,
    }

    // The three names differ in length from each other; an escaped name is compared as text.
    private static MeasurementProperty MeasurementPropertyOf(ref Utf8JsonReader reader)
    {
        if (reader.ValueIsEscaped)
        {
            return reader.ValueTextEquals("IterationMode"u8) ? MeasurementProperty.IterationMode
                : reader.ValueTextEquals("IterationStage"u8) ? MeasurementProperty.IterationStage
                : reader.ValueTextEquals("LaunchIndex"u8) ? MeasurementProperty.LaunchIndex
                : MeasurementProperty.Other;
        }

        var name = reader.ValueSpan;
        return name.Length switch
        {
            13 when name.SequenceEqual("IterationMode"u8) => MeasurementProperty.IterationMode,
            14 when name.SequenceEqual("IterationStage"u8) => MeasurementProperty.IterationStage,
            11 when name.SequenceEqual("LaunchIndex"u8) => MeasurementProperty.LaunchIndex,
            _ => MeasurementProperty.Other,
        };
    }
}
