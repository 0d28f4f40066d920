using System.Text.Json;
using PerfGate.Model;
using static PerfGate.Ingest.JsonFileParsing;
using N = PerfGate.Baseline.BaselineJsonNames;

namespace PerfGate.Baseline;

/// <summary>
/// One element of a baseline's <c>benchmarks</c> array, validated: the problems are reported in a fixed order,
/// id first, so every later problem can name the benchmark.
/// </summary>
internal static class BaselineEntry
{
    /// <exception cref="PerfGateInputException">The entry is not a valid baseline entry.</exception>
    public static BenchmarkResult Read(string path, JsonElement entry, int index)
    {
        var where = $"benchmarks[{index}]";
        if (entry.ValueKind != JsonValueKind.Object)
        {
            throw BaselineReader.Invalid(path, $"{where} must be an object");
        }

        if (Property(entry, N.Id) is not { ValueKind: JsonValueKind.String } idValue)
        {
            throw BaselineReader.Invalid(path, $"{where}: '{N.Id}' is missing or not a string");
        }

        var id = idValue.GetString()!;
        if (string.IsNullOrWhiteSpace(id))
        {
            throw BaselineReader.Invalid(path, $"{where}: '{N.Id}' is empty");
        }

        where = $"benchmark '{id}'";
        // The writer always writes the key, null when allocations were not measured. Without it, a damaged entry
        // would read as "not measured" and let any allocation growth pass.
        if (Property(entry, N.BytesAllocatedPerOperation) is not { } bytesValue)
        {
            throw BaselineReader.Invalid(path, $"{where}: '{N.BytesAllocatedPerOperation}' is missing (it is null when allocations were not measured); restore the file from version control or record a new baseline");
        }

        long? bytes = bytesValue.ValueKind == JsonValueKind.Null ? null
            : bytesValue.ValueKind == JsonValueKind.Number && bytesValue.TryGetInt64(out var count) && count >= 0 ? count
            : throw BaselineReader.Invalid(path, $"{where}: '{N.BytesAllocatedPerOperation}' must be a non-negative integer or null");

        if (Property(entry, N.SamplesNs) is not { ValueKind: JsonValueKind.Array } samplesValue)
        {
            throw BaselineReader.Invalid(path, $"{where}: '{N.SamplesNs}' is missing or not an array");
        }

        // TryGetDouble, not GetDouble: a number beyond double's range (1e400) must be refused, not thrown.
        var samples = samplesValue.EnumerateArray()
            .Select(s => s.ValueKind == JsonValueKind.Number && s.TryGetDouble(out var value) && double.IsFinite(value) && value >= 0 ? value : -1)
            .ToArray();
        if (samples.Contains(-1))
        {
            throw BaselineReader.Invalid(path, $"{where}: '{N.SamplesNs}' must hold non-negative numbers only");
        }

        if (samples.Length == 0)
        {
            throw BaselineReader.Invalid(path, $"{where}: '{N.SamplesNs}' is empty; a baseline entry needs its samples");
        }

        // meanNs, medianNs and standardDeviationNs are derived from the samples for people reading the file; the
        // gate recomputes what it needs, so they are not read.
        return new BenchmarkResult(id, samples, bytes) { LaunchSizes = LaunchSizes(path, Property(entry, N.LaunchSizes), samples.Length, where) };
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
}
