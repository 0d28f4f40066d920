using System.Text.Json;
using PerfGate.Ingest;
using PerfGate.Model;
using PerfGate.Options;
using N = PerfGate.Baseline.BaselineJsonNames;

namespace PerfGate.Baseline;

/// <summary>
/// Reads and validates a baseline file. Every problem names the file and the benchmark, because a
/// hand-edited or badly merged baseline is the usual cause.
/// </summary>
public static class BaselineReader
{
    public static BaselineDocument Read(string path)
    {
        if (Directory.Exists(path))
        {
            throw new PerfGateInputException(GateOptions.Baseline, $"'{path}' is a folder, not a file. Pass the baseline file, e.g. '{Path.Combine(path, "perfgate-baseline.json")}'.");
        }

        if (!File.Exists(path))
        {
            throw new PerfGateInputException(
                GateOptions.Baseline,
                $"'{path}' does not exist. Record one with 'perfgate baseline update' or 'dotnet build -t:PerfGateUpdateBaseline'.");
        }

        byte[] bytes;
        try
        {
            bytes = File.ReadAllBytes(path);
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            throw new PerfGateInputException($"{path}: cannot read the baseline: {e.Message}", e);
        }

        return Parse(path, bytes);
    }

    /// <summary>A baseline's content read from elsewhere than a file (<c>git show</c>), validated like a file's.</summary>
    /// <param name="path">Names the content in every problem: a path, or <c>origin/main:bench/perfgate-baseline.json</c>.</param>
    /// <exception cref="PerfGateInputException">Empty, not JSON, or not a valid baseline.</exception>
    public static BaselineDocument Parse(string path, byte[] bytes)
    {
        var json = JsonFileParsing.WithoutByteOrderMark(bytes);
        if (json.Length == 0)
        {
            throw new PerfGateInputException($"{path}: the baseline file is empty. Restore it from version control or record a new one.");
        }

        try
        {
            using var document = JsonFileParsing.Parse(json);
            return ReadDocument(path, document.RootElement);
        }
        catch (JsonException e) when (JsonFileParsing.NestsTooDeep(json))
        {
            throw new PerfGateInputException($"{path}: the baseline is nested deeper than {JsonFileParsing.MaxDepth} levels; a PerfGate baseline needs 3. Restore it from version control or record a new one.", e);
        }
        catch (JsonException e)
        {
            throw new PerfGateInputException(
                $"{path}: the baseline is not valid JSON (line {e.LineNumber + 1}, byte {e.BytePositionInLine}); look for a merge conflict or truncation.",
                e);
        }
    }

    private static BaselineDocument ReadDocument(string path, JsonElement root)
    {
        if (root.ValueKind != JsonValueKind.Object)
        {
            throw Invalid(path, "the top level must be a JSON object");
        }

        if (!root.TryGetProperty(N.SchemaVersion, out var version) || version.ValueKind != JsonValueKind.Number || !version.TryGetInt32(out var schema))
        {
            throw Invalid(path, $"'{N.SchemaVersion}' is missing or not an integer; this is not a PerfGate baseline");
        }

        if (schema != BaselineDocument.CurrentSchemaVersion)
        {
            throw Invalid(path, $"schema version {schema} is not supported (this perfgate reads version {BaselineDocument.CurrentSchemaVersion}); re-record the baseline with this version");
        }

        var host = ReadHost(path, Required(path, root, N.Host, JsonValueKind.Object, "the file"));
        var job = ReadJob(path, root);
        var benchmarks = new List<BenchmarkResult>();
        var seen = new HashSet<string>(StringComparer.Ordinal);
        foreach (var entry in Required(path, root, N.Benchmarks, JsonValueKind.Array, "the file").EnumerateArray())
        {
            var benchmark = ReadBenchmark(path, entry, benchmarks.Count);
            if (!seen.Add(benchmark.Id))
            {
                throw Invalid(path, $"benchmark '{benchmark.Id}' appears twice; a merge probably kept both sides");
            }

            benchmarks.Add(benchmark);
        }

        return new BaselineDocument(host, job, benchmarks.OrderBy(b => b.Id, StringComparer.Ordinal).ToList());
    }

    private static HostInfo ReadHost(string path, JsonElement host) => new(
        RequiredString(path, host, N.RuntimeVersion, N.Host),
        RequiredString(path, host, N.OsVersion, N.Host),
        RequiredString(path, host, N.ProcessorName, N.Host),
        OptionalInt(path, host, N.PhysicalCoreCount, N.Host),
        OptionalInt(path, host, N.LogicalCoreCount, N.Host),
        RequiredString(path, host, N.BenchmarkDotNetVersion, N.Host),
        RequiredString(path, host, N.Architecture, N.Host));

    private static JobSettings ReadJob(string path, JsonElement root)
    {
        if (!root.TryGetProperty(N.Job, out var job) || job.ValueKind == JsonValueKind.Null)
        {
            return JobSettings.Unknown;
        }

        if (job.ValueKind != JsonValueKind.Object)
        {
            throw Invalid(path, $"'{N.Job}' must be an object");
        }

        return new JobSettings(OptionalInt(path, job, N.LaunchCount, N.Job) ?? 0, OptionalInt(path, job, N.IterationCount, N.Job) ?? 0);
    }

    private static BenchmarkResult ReadBenchmark(string path, JsonElement entry, int index)
    {
        var where = $"benchmarks[{index}]";
        if (entry.ValueKind != JsonValueKind.Object)
        {
            throw Invalid(path, $"{where} must be an object");
        }

        var id = RequiredString(path, entry, N.Id, where);
        if (string.IsNullOrWhiteSpace(id))
        {
            throw Invalid(path, $"{where}: '{N.Id}' is empty");
        }

        where = $"benchmark '{id}'";
        // The writer always writes the key, null when allocations were not measured. Without it, a damaged entry
        // would read as "not measured" and let any allocation growth pass.
        if (!entry.TryGetProperty(N.BytesAllocatedPerOperation, out var bytesElement))
        {
            throw Invalid(path, $"{where}: '{N.BytesAllocatedPerOperation}' is missing (it is null when allocations were not measured); restore the file from version control or record a new baseline");
        }

        long? bytes = null;
        if (bytesElement.ValueKind != JsonValueKind.Null)
        {
            if (bytesElement.ValueKind != JsonValueKind.Number || !bytesElement.TryGetInt64(out var parsed) || parsed < 0)
            {
                throw Invalid(path, $"{where}: '{N.BytesAllocatedPerOperation}' must be a non-negative integer or null");
            }

            bytes = parsed;
        }

        var samplesElement = Required(path, entry, N.SamplesNs, JsonValueKind.Array, where);
        var samples = new double[samplesElement.GetArrayLength()];
        var i = 0;
        foreach (var sample in samplesElement.EnumerateArray())
        {
            // TryGetDouble, not GetDouble: a number beyond double's range (1e400) must be refused, not thrown.
            if (sample.ValueKind != JsonValueKind.Number || !sample.TryGetDouble(out var value) || !double.IsFinite(value) || value < 0)
            {
                throw Invalid(path, $"{where}: '{N.SamplesNs}' must hold non-negative numbers only");
            }

            samples[i++] = value;
        }

        if (samples.Length == 0)
        {
            throw Invalid(path, $"{where}: '{N.SamplesNs}' is empty; a baseline entry needs its samples");
        }

        // meanNs, medianNs and standardDeviationNs are derived from the samples for people reading the file; the
        // gate recomputes what it needs, so they are not read (older files held one run's figures there).
        return new BenchmarkResult(id, samples, bytes) { LaunchSizes = ReadLaunchSizes(path, entry, samples.Length, where) };
    }

    // Optional: baselines written before launch sizes were recorded have none, and are compared sample by sample.
    private static int[]? ReadLaunchSizes(string path, JsonElement entry, int sampleCount, string where)
    {
        if (!entry.TryGetProperty(N.LaunchSizes, out var element) || element.ValueKind == JsonValueKind.Null)
        {
            return null;
        }

        var sizes = element.ValueKind == JsonValueKind.Array
            ? element.EnumerateArray().Select(e => e.ValueKind == JsonValueKind.Number && e.TryGetInt32(out var n) && n > 0 ? n : -1).ToArray()
            : [];
        // Summed as long: two sizes near int.MaxValue would overflow an int sum into an exception.
        if (sizes.Length == 0 || sizes.Contains(-1) || sizes.Sum(n => (long)n) != sampleCount)
        {
            throw Invalid(path, $"{where}: '{N.LaunchSizes}' must be positive integers adding up to the {sampleCount} samples");
        }

        return sizes;
    }

    private static JsonElement Required(string path, JsonElement parent, string name, JsonValueKind kind, string where)
    {
        if (!parent.TryGetProperty(name, out var value) || value.ValueKind != kind)
        {
            throw Invalid(path, $"{where}: '{name}' is missing or not {Article(kind)}");
        }

        return value;
    }

    private static string RequiredString(string path, JsonElement parent, string name, string where) =>
        Required(path, parent, name, JsonValueKind.String, where).GetString()!;

    private static int? OptionalInt(string path, JsonElement parent, string name, string where)
    {
        if (!parent.TryGetProperty(name, out var value) || value.ValueKind == JsonValueKind.Null)
        {
            return null;
        }

        return value.ValueKind == JsonValueKind.Number && value.TryGetInt32(out var number)
            ? number
            : throw Invalid(path, $"{where}: '{name}' must be an integer or null");
    }

    private static string Article(JsonValueKind kind) => kind switch
    {
        JsonValueKind.Object => "an object",
        JsonValueKind.Array => "an array",
        JsonValueKind.String => "a string",
        _ => "a " + kind.ToString().ToLowerInvariant(),
    };

    private static PerfGateInputException Invalid(string path, string problem) =>
        new($"{path}: invalid baseline: {problem}.");
}
