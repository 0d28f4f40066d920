using System.Text.Json;
using PerfGate.Ingest;
using PerfGate.Model;
using N = PerfGate.Baseline.BaselineJsonNames;

namespace PerfGate.Baseline;

/// <summary>
/// One element of a baseline's <c>benchmarks</c> array, validated: the problems are reported in a fixed order,
/// id first, so every later problem can name the benchmark, whatever order the file has its properties in.
/// </summary>
/// <remarks>
/// Read token by token, its samples straight into one array: read as an element, an entry of 8,000,000 samples was
/// held three times over (the reader's buffer grown to hold it, the element's copy and its token index) and the
/// comparison peaked at 19× the file (docs/scale.md, "A baseline of one huge benchmark").
/// </remarks>
internal static class BaselineEntry
{
    // More samples than this in a sampleCount is not taken as the array's size in advance: a damaged count must not
    // allocate gigabytes before the samples themselves are read.
    private const int MaxPresizedSamples = 1 << 27;

    /// <summary>The entry whose first token <paramref name="json"/> has just read; the reader moves past it.</summary>
    /// <exception cref="PerfGateInputException">The entry is not a valid baseline entry.</exception>
    public static BenchmarkResult Read(string path, ref JsonStreamReader json, int index)
    {
        var where = $"benchmarks[{index}]";
        if (json.TokenType != JsonTokenType.StartObject)
        {
            throw BaselineReader.Invalid(path, $"{where} must be an object");
        }

        // As an element reads them: the last of a repeated name wins.
        (JsonElement? idValue, JsonElement? bytesValue, JsonElement? launchSizes) = (null, null, null);
        var samples = new SampleBuffer();
        var capacity = 0;
        for (json.Next(); json.TokenType != JsonTokenType.EndObject; json.Next())
        {
            var name = json.GetString();
            json.Next();
            switch (name)
            {
                case N.SamplesNs:
                    samples = SampleBuffer.Read(ref json, capacity);
                    break;
                case N.SampleCount:
                    capacity = json.TokenType == JsonTokenType.Number && json.TryGetInt32(out var count) && count is > 0 and <= MaxPresizedSamples ? count : 0;
                    break;
                case N.Id:
                    idValue = json.ReadValue();
                    break;
                case N.BytesAllocatedPerOperation:
                    bytesValue = json.ReadValue();
                    break;
                case N.LaunchSizes:
                    launchSizes = json.ReadValue();
                    break;
                default:
                    json.Skip(); // meanNs, medianNs, …: derived from the samples for people reading the file
                    break;
            }
        }

        if (idValue is not { ValueKind: JsonValueKind.String })
        {
            throw BaselineReader.Invalid(path, $"{where}: '{N.Id}' is missing or not a string");
        }

        var id = idValue.Value.GetString()!;
        if (string.IsNullOrWhiteSpace(id))
        {
            throw BaselineReader.Invalid(path, $"{where}: '{N.Id}' is empty");
        }

        where = $"benchmark '{id}'";
        // The writer always writes the key, null when allocations were not measured. Without it, a damaged entry
        // would read as "not measured" and let any allocation growth pass.
        if (bytesValue is not { } bytesElement)
        {
            throw BaselineReader.Invalid(path, $"{where}: '{N.BytesAllocatedPerOperation}' is missing (it is null when allocations were not measured); restore the file from version control or record a new baseline");
        }

        long? bytes = bytesElement.ValueKind == JsonValueKind.Null ? null
            : bytesElement.ValueKind == JsonValueKind.Number && bytesElement.TryGetInt64(out var byteCount) && byteCount >= 0 ? byteCount
            : throw BaselineReader.Invalid(path, $"{where}: '{N.BytesAllocatedPerOperation}' must be a non-negative integer or null");

        if (!samples.IsArray)
        {
            throw BaselineReader.Invalid(path, $"{where}: '{N.SamplesNs}' is missing or not an array");
        }

        if (samples.HasInvalid)
        {
            throw BaselineReader.Invalid(path, $"{where}: '{N.SamplesNs}' must hold non-negative numbers only");
        }

        if (samples.Count == 0)
        {
            throw BaselineReader.Invalid(path, $"{where}: '{N.SamplesNs}' is empty; a baseline entry needs its samples");
        }

        // meanNs, medianNs and standardDeviationNs are derived from the samples for people reading the file; the
        // gate recomputes what it needs, so they are not read.
        var values = samples.ToArray();
        return new BenchmarkResult(id, values, bytes) { LaunchSizes = LaunchSizes(path, launchSizes, values.Length, where) };
    }

    // Optional: baselines written before launch sizes were recorded have none, and are compared sample by sample.
    private static int[]? LaunchSizes(string path, JsonElement? value, int sampleCount, string where)
    {
        if (value is null or { ValueKind: JsonValueKind.Null })
        {
            return null;
        }

        var sizes = value.Value.ValueKind == JsonValueKind.Array
            ? value.Value.EnumerateArray().Select(n => n.ValueKind == JsonValueKind.Number && n.TryGetInt32(out var size) && size > 0 ? size : -1).ToArray()
            : [];
        // Summed as long: two sizes near int.MaxValue would overflow an int sum into an exception.
        if (sizes.Length == 0 || sizes.Contains(-1) || sizes.Sum(n => (long)n) != sampleCount)
        {
            throw BaselineReader.Invalid(path, $"{where}: '{N.LaunchSizes}' must be positive integers adding up to the {sampleCount} samples");
        }

        return sizes;
    }

    /// <summary>A <c>samplesNs</c> value as read: whether it was an array, its numbers, and whether any was not a
    /// finite non-negative number (TryGetDouble, not GetDouble: a number beyond double's range, 1e400, is refused).</summary>
    private struct SampleBuffer
    {
        private double[] _values;

        public bool IsArray { get; private set; }

        public bool HasInvalid { get; private set; }

        public int Count { get; private set; }

        /// <param name="capacity">The entry's sampleCount when it came first (the writer puts it there), else 0: the
        /// array is then counted first and read again, so its samples are held once, not in an array grown by doubling
        /// (twice their size, and the smaller arrays before it) and then copied to their count.</param>
        public static SampleBuffer Read(ref JsonStreamReader json, int capacity)
        {
            var isArray = json.TokenType == JsonTokenType.StartArray;
            if (isArray && capacity == 0 && json.CanRewind)
            {
                var start = json.Position;
                for (json.Next(); json.TokenType != JsonTokenType.EndArray; json.Next())
                {
                    capacity++;
                    json.Skip();
                }

                json.Rewind(start);
            }

            var buffer = new SampleBuffer { _values = new double[capacity > 0 ? capacity : 16], IsArray = isArray };
            if (!buffer.IsArray)
            {
                json.Skip();
                return buffer;
            }

            for (json.Next(); json.TokenType != JsonTokenType.EndArray; json.Next())
            {
                if (json.TokenType == JsonTokenType.Number && json.TryGetDouble(out var value) && double.IsFinite(value) && value >= 0)
                {
                    buffer.Add(value);
                    continue;
                }

                buffer.HasInvalid = true;
                json.Skip();
            }

            return buffer;
        }

        public readonly double[] ToArray() => Count == _values.Length ? _values : _values.AsSpan(0, Count).ToArray();

        private void Add(double value)
        {
            if (Count == _values.Length)
            {
                Array.Resize(ref _values, checked(_values.Length * 2));
            }

            _values[Count++] = value;
        }
    }
}
