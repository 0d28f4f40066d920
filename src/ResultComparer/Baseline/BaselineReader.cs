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
        RefuseFolder(path);
        if (!File.Exists(path))
        {
            throw new PerfGateInputException(
                GateOptions.Baseline,
                $"'{path}' does not exist. Record one with 'perfgate baseline update' or 'dotnet build -t:PerfGateUpdateBaseline'.");
        }

        return Read(path, () => File.OpenRead(path), () => JsonFileParsing.NestsTooDeep(path));
    }

    /// <exception cref="PerfGateInputException"><paramref name="path"/> is a folder.</exception>
    internal static void RefuseFolder(string path)
    {
        if (Directory.Exists(path))
        {
            throw new PerfGateInputException(GateOptions.Baseline, $"'{path}' is a folder, not a file. Pass the baseline file, e.g. '{Path.Combine(path, "perfgate-baseline.json")}'.");
        }
    }

    /// <summary>A baseline's content read from elsewhere than a file (<c>git show</c>), validated like a file's.</summary>
    /// <param name="path">Names the content in every problem: a path, or <c>origin/main:bench/perfgate-baseline.json</c>.</param>
    /// <exception cref="PerfGateInputException">Empty, not JSON, or not a valid baseline.</exception>
    public static BaselineDocument Parse(string path, byte[] bytes) =>
        Read(path, () => new MemoryStream(bytes, writable: false), () => JsonFileParsing.NestsTooDeep(JsonFileParsing.WithoutByteOrderMark(bytes)));

    // Streamed: a baseline of 50,000 benchmarks is 100 MB of JSON, and only the samples, B/op and launch sizes
    // of each entry are kept.
    private static BaselineDocument Read(string path, Func<Stream> open, Func<bool> nestsTooDeep)
    {
        try
        {
            using var stream = open();
            var json = new JsonStreamReader(stream);
            if (json.IsEmpty)
            {
                throw new PerfGateInputException($"{path}: the baseline file is empty. Restore it from version control or record a new one.");
            }

            return ReadDocument(path, ref json);
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            throw new PerfGateInputException($"{path}: cannot read the baseline: {e.Message}", e);
        }
        catch (JsonException e) when (nestsTooDeep())
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

    private static BaselineDocument ReadDocument(string path, ref JsonStreamReader json)
    {
        json.Read();
        if (json.TokenType != JsonTokenType.StartObject)
        {
            throw Invalid(path, "the top level must be a JSON object");
        }

        int? schema = null;
        HostInfo? host = null;
        var job = JobSettings.Unknown;
        List<BenchmarkResult>? benchmarks = null;
        while (json.NextProperty())
        {
            var name = json.GetString();
            json.Next();
            switch (name)
            {
                case N.SchemaVersion:
                    schema = Int32OrNull(ref json);
                    CheckSchema(path, schema);
                    break;
                case N.Host:
                    host = FlatObjectOrNull(ref json).Fields is { } hostFields ? ReadHost(path, hostFields) : null;
                    break;
                case N.Job:
                    job = ReadJob(path, FlatObjectOrNull(ref json));
                    break;
                case N.Benchmarks:
                    benchmarks = ReadBenchmarks(path, ref json);
                    break;
                default:
                    json.SkipValue();
                    break;
            }
        }

        CheckSchema(path, schema);
        if (host is null)
        {
            throw Invalid(path, $"the file: '{N.Host}' is missing or not an object");
        }

        if (benchmarks is null)
        {
            throw Invalid(path, $"the file: '{N.Benchmarks}' is missing or not an array");
        }

        return new BaselineDocument(host, job, benchmarks.OrderBy(b => b.Id, StringComparer.Ordinal).ToList());
    }

    private static void CheckSchema(string path, int? schema)
    {
        if (schema is not { } version)
        {
            throw Invalid(path, $"'{N.SchemaVersion}' is missing or not an integer; this is not a PerfGate baseline");
        }

        if (version != BaselineDocument.CurrentSchemaVersion)
        {
            throw Invalid(path, $"schema version {version} is not supported (this perfgate reads version {BaselineDocument.CurrentSchemaVersion}); re-record the baseline with this version");
        }
    }

    // Null when not an array: the file is then refused as having none.
    private static List<BenchmarkResult>? ReadBenchmarks(string path, ref JsonStreamReader json)
    {
        if (json.TokenType != JsonTokenType.StartArray)
        {
            json.SkipValue();
            return null;
        }

        var benchmarks = new List<BenchmarkResult>();
        var seen = new HashSet<string>(StringComparer.Ordinal);
        while (json.NextElement())
        {
            var benchmark = BaselineEntry.Parse(ref json).ToResult(path, benchmarks.Count);
            if (!seen.Add(benchmark.Id))
            {
                throw Invalid(path, $"benchmark '{benchmark.Id}' appears twice; a merge probably kept both sides");
            }

            benchmarks.Add(benchmark);
        }

        return benchmarks;
    }

    private static HostInfo ReadHost(string path, IReadOnlyDictionary<string, JsonScalar> host) => new(
        RequiredString(path, host, N.RuntimeVersion, N.Host),
        RequiredString(path, host, N.OsVersion, N.Host),
        RequiredString(path, host, N.ProcessorName, N.Host),
        OptionalInt(path, host, N.PhysicalCoreCount, N.Host),
        OptionalInt(path, host, N.LogicalCoreCount, N.Host),
        RequiredString(path, host, N.BenchmarkDotNetVersion, N.Host),
        RequiredString(path, host, N.Architecture, N.Host));

    // Absent or null: a baseline from before the job was recorded.
    private static JobSettings ReadJob(string path, JsonScalarObject job)
    {
        if (job.IsNull)
        {
            return JobSettings.Unknown;
        }

        if (job.Fields is not { } fields)
        {
            throw Invalid(path, $"'{N.Job}' must be an object");
        }

        return new JobSettings(OptionalInt(path, fields, N.LaunchCount, N.Job) ?? 0, OptionalInt(path, fields, N.IterationCount, N.Job) ?? 0);
    }

    private static string RequiredString(string path, IReadOnlyDictionary<string, JsonScalar> parent, string name, string where) =>
        parent.TryGetValue(name, out var value) && value.Kind == JsonTokenType.String
            ? value.Text!
            : throw Invalid(path, $"{where}: '{name}' is missing or not a string");

    private static int? OptionalInt(string path, IReadOnlyDictionary<string, JsonScalar> parent, string name, string where)
    {
        if (!parent.TryGetValue(name, out var value) || value.Kind == JsonTokenType.Null)
        {
            return null;
        }

        return value.Int32 ?? throw Invalid(path, $"{where}: '{name}' must be an integer or null");
    }

    private static int? Int32OrNull(ref JsonStreamReader json)
    {
        var value = json.TokenType == JsonTokenType.Number && json.TryGetInt32(out var number) ? number : (int?)null;
        json.SkipValue();
        return value;
    }

    private static JsonScalarObject FlatObjectOrNull(ref JsonStreamReader json)
    {
        if (json.TokenType != JsonTokenType.StartObject)
        {
            var isNull = json.TokenType == JsonTokenType.Null;
            json.SkipValue();
            return new JsonScalarObject(isNull, null);
        }

        var fields = new Dictionary<string, JsonScalar>(StringComparer.Ordinal);
        while (json.NextProperty())
        {
            var name = json.GetString()!;
            json.Next();
            fields[name] = JsonScalar.Read(ref json);
        }

        return new JsonScalarObject(false, fields);
    }

    internal static PerfGateInputException Invalid(string path, string problem) =>
        new($"{path}: invalid baseline: {problem}.");
}
