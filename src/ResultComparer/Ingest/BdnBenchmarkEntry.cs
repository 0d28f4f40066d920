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

    /// <summary>Reads one element; the reader stands on its first token. Parts it does not use are skipped.</summary>
    public static BdnBenchmarkEntry Parse(ref JsonStreamReader json)
    {
        var entry = new BdnBenchmarkEntry();
        if (json.TokenType != JsonTokenType.StartObject)
        {
            json.SkipValue();
            return entry;
        }

        while (json.NextProperty())
        {
            if (json.ValueOf("FullName"u8))
            {
                entry.FullName = json.TokenType == JsonTokenType.String ? json.GetString() : null;
                json.SkipValue();
            }
            else if (json.ValueOf("DisplayInfo"u8))
            {
                entry.DisplayInfo = json.TokenType == JsonTokenType.String ? json.GetString() : null;
                json.SkipValue();
            }
            else if (json.ValueOf("Statistics"u8))
            {
                entry.ReadStatistics(ref json);
            }
            else if (json.ValueOf("Memory"u8))
            {
                entry.ReadMemory(ref json);
            }
            else if (json.ValueOf("Measurements"u8))
            {
                entry.ReadMeasurements(ref json);
            }
            else
            {
                json.SkipProperty();
            }
        }

        return entry;
    }

    private void ReadStatistics(ref JsonStreamReader json)
    {
        HasStatistics = json.TokenType == JsonTokenType.StartObject;
        Samples = null;
        if (!HasStatistics)
        {
            json.SkipValue();
            return;
        }

        while (json.NextProperty())
        {
            if (!json.ValueOf("OriginalValues"u8))
            {
                json.SkipProperty();
            }
            else if (json.TokenType == JsonTokenType.StartArray)
            {
                Samples = ReadNumbers(ref json);
            }
            else
            {
                Samples = null;
                json.SkipValue();
            }
        }
    }

    private static double[] ReadNumbers(ref JsonStreamReader json)
    {
        var values = new List<double>(128);
        while (true)
        {
            json.Next();
            switch (json.TokenType)
            {
                case JsonTokenType.EndArray:
                    return [.. values];
                case JsonTokenType.Number:
                    values.Add(json.TryGetDouble(out var number) ? number : double.NaN);
                    break;
                case JsonTokenType.String:
                    values.Add(double.TryParse(json.GetString(), NumberStyles.Float, CultureInfo.InvariantCulture, out var parsed) ? parsed : double.NaN);
                    break;
                default:
                    values.Add(double.NaN);
                    json.SkipValue();
                    break;
            }
        }
    }

    private void ReadMemory(ref JsonStreamReader json)
    {
        BytesText = null;
        Bytes = null;
        if (json.TokenType != JsonTokenType.StartObject)
        {
            json.SkipValue();
            return;
        }

        while (json.NextProperty())
        {
            if (!json.ValueOf("BytesAllocatedPerOperation"u8))
            {
                json.SkipProperty();
                continue;
            }

            BytesText = json.TokenType switch
            {
                JsonTokenType.Null => null,
                JsonTokenType.Number => Encoding.UTF8.GetString(json.ValueSpan),
                JsonTokenType.String => $"\"{json.GetString()}\"",
                JsonTokenType.StartObject => "{…}",
                JsonTokenType.StartArray => "[…]",
                _ => Encoding.UTF8.GetString(json.ValueSpan),
            };
            Bytes = json.TokenType == JsonTokenType.Number && json.TryGetInt64(out var count) && count >= 0 ? count : null;
            json.SkipValue();
        }
    }

    // One pass over the measurements gives both the launch sizes and the job.
    private void ReadMeasurements(ref JsonStreamReader json)
    {
        HasMeasurements = json.TokenType == JsonTokenType.StartArray;
        ResultsPerLaunch.Clear();
        ActualsPerLaunch.Clear();
        if (!HasMeasurements)
        {
            json.SkipValue();
            return;
        }

        while (true)
        {
            json.Next();
            if (json.TokenType == JsonTokenType.EndArray)
            {
                return;
            }

            if (json.TokenType != JsonTokenType.StartObject)
            {
                json.SkipValue();
                continue;
            }

            bool workload = false, result = false, actual = false;
            var launch = 0;
            while (json.NextProperty())
            {
                if (json.ValueOf("IterationMode"u8))
                {
                    workload = json.TokenType == JsonTokenType.String && json.ValueTextEquals("Workload"u8);
                }
                else if (json.ValueOf("IterationStage"u8))
                {
                    result = json.TokenType == JsonTokenType.String && json.ValueTextEquals("Result"u8);
                    actual = json.TokenType == JsonTokenType.String && json.ValueTextEquals("Actual"u8);
                }
                else if (json.ValueOf("LaunchIndex"u8))
                {
                    launch = json.TokenType == JsonTokenType.Number && json.TryGetInt32(out var index) ? index : 0;
                }
                else
                {
                    json.Next();
                }

                json.SkipValue();
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
}
