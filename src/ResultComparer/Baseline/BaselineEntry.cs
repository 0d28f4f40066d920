using System.Text.Json;
using PerfGate.Ingest;
using PerfGate.Model;
using N = PerfGate.Baseline.BaselineJsonNames;

namespace PerfGate.Baseline;

/// <summary>
/// One element of a baseline's <c>benchmarks</c> array as read in one pass, before it is validated: the fields
/// may come in any order, and the problems are reported in a fixed one (id first, so every later problem can
/// name the benchmark).
/// </summary>
internal sealed class BaselineEntry
{
    private bool _isObject;
    private JsonScalar? _id;
    private bool _hasBytes;
    private JsonTokenType _bytesKind;
    private long? _bytes;
    private double[]? _samples;
    private bool _samplesValid = true;
    private bool _hasLaunchSizes;
    private int[]? _launchSizes;

    /// <summary>Reads one element; the reader stands on its first token. Figures derived from the samples are skipped.</summary>
    public static BaselineEntry Parse(ref JsonStreamReader json)
    {
        var entry = new BaselineEntry();
        entry._isObject = json.TokenType == JsonTokenType.StartObject;
        if (!entry._isObject)
        {
            json.SkipValue();
            return entry;
        }

        while (json.NextProperty())
        {
            if (json.ValueOf("id"u8))
            {
                entry._id = JsonScalar.Read(ref json);
            }
            else if (json.ValueOf("bytesAllocatedPerOperation"u8))
            {
                entry._hasBytes = true;
                entry._bytesKind = json.TokenType;
                entry._bytes = json.TokenType == JsonTokenType.Number && json.TryGetInt64(out var bytes) && bytes >= 0 ? bytes : null;
                json.SkipValue();
            }
            else if (json.ValueOf("samplesNs"u8))
            {
                entry.ReadSamples(ref json);
            }
            else if (json.ValueOf("launchSizes"u8))
            {
                entry.ReadLaunchSizes(ref json);
            }
            else
            {
                json.SkipProperty();
            }
        }

        return entry;
    }

    /// <exception cref="PerfGateInputException">The entry is not a valid baseline entry.</exception>
    public BenchmarkResult ToResult(string path, int index)
    {
        var where = $"benchmarks[{index}]";
        if (!_isObject)
        {
            throw BaselineReader.Invalid(path, $"{where} must be an object");
        }

        if (_id is not { Kind: JsonTokenType.String, Text: { } id })
        {
            throw BaselineReader.Invalid(path, $"{where}: '{N.Id}' is missing or not a string");
        }

        if (string.IsNullOrWhiteSpace(id))
        {
            throw BaselineReader.Invalid(path, $"{where}: '{N.Id}' is empty");
        }

        where = $"benchmark '{id}'";
        // The writer always writes the key, null when allocations were not measured. Without it, a damaged entry
        // would read as "not measured" and let any allocation growth pass.
        if (!_hasBytes)
        {
            throw BaselineReader.Invalid(path, $"{where}: '{N.BytesAllocatedPerOperation}' is missing (it is null when allocations were not measured); restore the file from version control or record a new baseline");
        }

        if (_bytesKind != JsonTokenType.Null && _bytes is null)
        {
            throw BaselineReader.Invalid(path, $"{where}: '{N.BytesAllocatedPerOperation}' must be a non-negative integer or null");
        }

        if (_samples is not { } samples)
        {
            throw BaselineReader.Invalid(path, $"{where}: '{N.SamplesNs}' is missing or not an array");
        }

        if (!_samplesValid)
        {
            throw BaselineReader.Invalid(path, $"{where}: '{N.SamplesNs}' must hold non-negative numbers only");
        }

        if (samples.Length == 0)
        {
            throw BaselineReader.Invalid(path, $"{where}: '{N.SamplesNs}' is empty; a baseline entry needs its samples");
        }

        // meanNs, medianNs and standardDeviationNs are derived from the samples for people reading the file; the
        // gate recomputes what it needs, so they are not read (older files held one run's figures there).
        return new BenchmarkResult(id, samples, _bytes) { LaunchSizes = LaunchSizes(path, samples.Length, where) };
    }

    // Optional: baselines written before launch sizes were recorded have none, and are compared sample by sample.
    private int[]? LaunchSizes(string path, int sampleCount, string where)
    {
        if (!_hasLaunchSizes)
        {
            return null;
        }

        var sizes = _launchSizes ?? [];
        // Summed as long: two sizes near int.MaxValue would overflow an int sum into an exception.
        if (sizes.Length == 0 || sizes.Contains(-1) || sizes.Sum(n => (long)n) != sampleCount)
        {
            throw BaselineReader.Invalid(path, $"{where}: '{N.LaunchSizes}' must be positive integers adding up to the {sampleCount} samples");
        }

        return sizes;
    }

    private void ReadSamples(ref JsonStreamReader json)
    {
        _samples = null;
        _samplesValid = true;
        if (json.TokenType != JsonTokenType.StartArray)
        {
            json.SkipValue();
            return;
        }

        var samples = new List<double>(128);
        while (true)
        {
            json.Next();
            if (json.TokenType == JsonTokenType.EndArray)
            {
                _samples = [.. samples];
                return;
            }

            // TryGetDouble, not GetDouble: a number beyond double's range (1e400) must be refused, not thrown.
            if (json.TokenType == JsonTokenType.Number && json.TryGetDouble(out var value) && double.IsFinite(value) && value >= 0)
            {
                samples.Add(value);
            }
            else
            {
                _samplesValid = false;
                json.SkipValue();
            }
        }
    }

    private void ReadLaunchSizes(ref JsonStreamReader json)
    {
        _hasLaunchSizes = json.TokenType != JsonTokenType.Null;
        _launchSizes = null;
        if (json.TokenType != JsonTokenType.StartArray)
        {
            json.SkipValue();
            return;
        }

        var sizes = new List<int>();
        while (true)
        {
            json.Next();
            if (json.TokenType == JsonTokenType.EndArray)
            {
                _launchSizes = [.. sizes];
                return;
            }

            sizes.Add(json.TokenType == JsonTokenType.Number && json.TryGetInt32(out var n) && n > 0 ? n : -1);
            json.SkipValue();
        }
    }
}
