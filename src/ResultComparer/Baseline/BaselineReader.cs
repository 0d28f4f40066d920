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
internal static class BaselineReader
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

        return Read(path, () => File.OpenRead(path));
    }

    internal static void RefuseFolder(string path)
    {
        if (Directory.Exists(path))
        {
            throw new PerfGateInputException(GateOptions.Baseline, $"'{path}' is a folder, not a file. Pass the baseline file, e.g. '{Path.Combine(path, "perfgate-baseline.json")}'.");
        }
    }

    /// <summary>A baseline's content read from elsewhere than a file (<c>git show</c>), validated like a file's.</summary>
    /// <param name="path">Names the content in every problem: a path, or <c>origin/main:bench/perfgate-baseline.json</c>.</param>
    public static BaselineDocument Parse(string path, byte[] bytes) =>
        Read(path, () => new MemoryStream(bytes, writable: false));

    // Streamed (JsonStreamReader): a baseline of 50,000 benchmarks is 100 MB of JSON.
    private static BaselineDocument Read(string path, Func<Stream> open)
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
        catch (JsonException e) when (JsonFileParsing.NestsTooDeep(open))
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
        for (json.Next(); json.TokenType != JsonTokenType.EndObject; json.Next())
        {
            var name = json.GetString();
            json.Next();
            switch (name)
            {
                case N.Benchmarks:
                    benchmarks = ReadBenchmarks(path, ref json);
                    break;
                case N.SchemaVersion:
                    schema = json.ReadValue() is { ValueKind: JsonValueKind.Number } number && number.TryGetInt32(out var version) ? version : null;
                    CheckSchema(path, schema);
                    break;
                case N.Host:
                    host = json.ReadValue() is { ValueKind: JsonValueKind.Object } value ? ReadHost(path, value) : null;
                    break;
                case N.Job:
                    job = ReadJob(path, json.ReadValue());
                    break;
                default:
                    json.Skip();
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

    // One entry at a time: only its samples, B/op and launch sizes are kept. Null when not an array: the file is
    // then refused as having none.
    private static List<BenchmarkResult>? ReadBenchmarks(string path, ref JsonStreamReader json)
    {
        if (json.TokenType != JsonTokenType.StartArray)
        {
            json.Skip();
            return null;
        }

        var benchmarks = new List<BenchmarkResult>();
        var seen = new HashSet<string>(StringComparer.Ordinal);
        for (json.Next(); json.TokenType != JsonTokenType.EndArray; json.Next())
        {
            var benchmark = BaselineEntry.Read(path, ref json, benchmarks.Count);
            if (!seen.Add(benchmark.Id))
            {
                throw Invalid(path, $"benchmark '{benchmark.Id}' appears twice; a merge probably kept both sides");
            }

            benchmarks.Add(benchmark);
        }

        return benchmarks;
    }

    private static HostInfo ReadHost(string path, JsonElement host) => new(
        RequiredString(path, host, N.RuntimeVersion, N.Host),
        RequiredString(path, host, N.OsVersion, N.Host),
        RequiredString(path, host, N.ProcessorName, N.Host),
        OptionalInt(path, host, N.PhysicalCoreCount, N.Host),
        OptionalInt(path, host, N.LogicalCoreCount, N.Host),
        RequiredString(path, host, N.BenchmarkDotNetVersion, N.Host),
        RequiredString(path, host, N.Architecture, N.Host));

    // Absent or null: a baseline from before the job was recorded.
    private static JobSettings ReadJob(string path, JsonElement job) => job.ValueKind switch
    {
        JsonValueKind.Null => JobSettings.Unknown,
        JsonValueKind.Object => new JobSettings(OptionalInt(path, job, N.LaunchCount, N.Job) ?? 0, OptionalInt(path, job, N.IterationCount, N.Job) ?? 0),
        _ => throw Invalid(path, $"'{N.Job}' must be an object"),
    };

    private static string RequiredString(string path, JsonElement parent, string name, string where) =>
        parent.TryGetProperty(name, out var value) && value.ValueKind == JsonValueKind.String
            ? value.GetString()!
            : throw Invalid(path, $"{where}: '{name}' is missing or not a string");

    private static int? OptionalInt(string path, JsonElement parent, string name, string where) =>
        !parent.TryGetProperty(name, out var value) || value.ValueKind == JsonValueKind.Null ? null
        : value.ValueKind == JsonValueKind.Number && value.TryGetInt32(out var number) ? number
        : throw Invalid(path, $"{where}: '{name}' must be an integer or null");

    internal static PerfGateInputException Invalid(string path, string problem) =>
        new($"{path}: invalid baseline: {problem}.");
}
