using System.Globalization;
using System.Text.Json;
using PerfGate.Model;

namespace PerfGate.Ingest;

/// <summary>
/// Reads one BenchmarkDotNet JSON report (<c>*-report-full.json</c>, <c>*-report-full-compressed.json</c>; the
/// two differ only in indentation). A report without per-operation samples is refused with a message: a gate
/// that guessed them from summary figures would judge noise.
/// </summary>
internal static class BdnReportReader
{
    public static BdnReport Read(string path)
    {
        try
        {
            using var file = File.OpenRead(path);
            var json = new JsonStreamReader(file);
            if (json.IsEmpty)
            {
                throw new PerfGateInputException($"{path}: the file is empty. Re-run the benchmarks; an interrupted run leaves empty reports.");
            }

            return ReadReport(path, ref json);
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            throw new PerfGateInputException($"{path}: cannot read the file: {e.Message}", e);
        }
        catch (JsonException e) when (JsonFileParsing.NestsTooDeep(() => File.OpenRead(path)))
        {
            throw new PerfGateInputException(
                $"{path}: the JSON is nested deeper than {JsonFileParsing.MaxDepth} levels; this is not a BenchmarkDotNet report.",
                e);
        }
        catch (JsonException e)
        {
            throw new PerfGateInputException(
                $"{path}: not valid JSON (line {e.LineNumber + 1}, byte {e.BytePositionInLine}): the file is truncated or not a BenchmarkDotNet report.",
                e);
        }
    }

    // Streamed one benchmark at a time: a class's report with every launch's Measurements is megabytes, and parsed
    // whole, hundreds of them churned the large-object heap (289 MB at 10,000 benchmarks, docs/scale.md).
    private static BdnReport ReadReport(string path, ref JsonStreamReader json)
    {
        json.Read();
        if (json.TokenType != JsonTokenType.StartObject)
        {
            throw NotAReport(path);
        }

        IReadOnlyList<BenchmarkResult>? results = null;
        var job = JobSettings.Unknown;
        var host = HostInfo.Unknown;
        for (json.Next(); json.TokenType != JsonTokenType.EndObject; json.Next())
        {
            var name = json.GetString();
            json.Next();
            if (name == "Benchmarks")
            {
                (results, job) = ReadBenchmarks(path, ref json);
            }
            else
            {
                var value = json.ReadValue();
                host = name == "HostEnvironmentInfo" ? ReadHost(value) : host;
            }
        }

        // Anything after the report's end is refused by the reader, at its line and byte.
        json.Read();
        return results is null ? throw NotAReport(path) : new BdnReport(path, host, job, results);
    }

    // The job comes from the first benchmark that ran and recorded its measurements. 'Benchmarks' that is not an
    // array reads as missing: not a report.
    private static (IReadOnlyList<BenchmarkResult>? Results, JobSettings Job) ReadBenchmarks(string path, ref JsonStreamReader json)
    {
        if (json.TokenType != JsonTokenType.StartArray)
        {
            json.Skip();
            return (null, JobSettings.Unknown);
        }

        var results = new List<BenchmarkResult>();
        var job = JobSettings.Unknown;
        var displayById = new Dictionary<string, string>(StringComparer.Ordinal);
        for (json.Next(); json.TokenType != JsonTokenType.EndArray; json.Next())
        {
            var entry = BdnBenchmarkEntry.Read(ref json);
            var result = ToResult(path, entry);
            RefuseSecondJob(path, result.Id, entry.DisplayInfo, displayById);
            results.Add(result);
            if (job == JobSettings.Unknown && !result.Failed)
            {
                job = entry.Job;
            }
        }

        return (results, job);
    }

    // A suite whose own config adds a job (AddJob on the config its Main passes to BenchmarkSwitcher, or a job
    // attribute) has every benchmark measured once per job, under one FullName. Said here, with the jobs named,
    // rather than later as a report that "appears damaged": the user's fix is in their Main, not in the file.
    private static void RefuseSecondJob(string path, string id, string? displayInfo, Dictionary<string, string> displayById)
    {
        if (displayInfo is not null && !displayById.TryAdd(id, displayInfo) && !string.Equals(displayById[id], displayInfo, StringComparison.Ordinal))
        {
            throw new PerfGateInputException(
                $"{path}: '{id}' was measured by more than one job ({JobOf(displayById[id])}; {JobOf(displayInfo)}). PerfGate runs each " +
                "benchmark with the one job it passes to BenchmarkDotNet (--job); a job the suite adds itself runs beside it: " +
                "an AddJob on the config its Main passes to BenchmarkSwitcher, or a job attribute on the class. Add that job " +
                "only when no --job argument is given, or remove it.");
        }
    }

    // "Type.Method: Job-ABC(IterationCount=5, …)" -> "Job-ABC(IterationCount=5, …)"; the whole text when it has no ": ".
    private static string JobOf(string displayInfo)
    {
        var separator = displayInfo.IndexOf(": ", StringComparison.Ordinal);
        return separator < 0 ? displayInfo : displayInfo[(separator + 2)..];
    }

    private static PerfGateInputException NotAReport(string path) => new(
        $"{path}: not a BenchmarkDotNet JSON report (expected an object with a 'Benchmarks' array). " +
        "Point --results at the files BenchmarkDotNet writes with '--exporters fulljson'.");

    private static BenchmarkResult ToResult(string path, BdnBenchmarkEntry benchmark)
    {
        var id = benchmark.FullName;
        if (string.IsNullOrWhiteSpace(id))
        {
            throw new PerfGateInputException($"{path}: a benchmark has no 'FullName'; this is not a BenchmarkDotNet full JSON report.");
        }

        if (!benchmark.HasStatistics)
        {
            return BenchmarkResult.FailedCase(id);
        }

        if (benchmark.Samples is not { } samples)
        {
            throw new PerfGateInputException(
                $"{path}: '{id}' has no per-operation samples (Statistics.OriginalValues), so it cannot be compared statistically; " +
                "run the benchmarks with '--exporters fulljson' (or 'json', which writes the compressed full report).");
        }

        if (samples.Length == 0)
        {
            return BenchmarkResult.FailedCase(id);
        }

        // A negative or non-finite time would read as a huge improvement and pass, and a baseline recorded from
        // it would be refused later; BenchmarkDotNet writes neither for a real measurement.
        var invalid = Array.FindIndex(samples, s => !double.IsFinite(s) || s < 0);
        if (invalid >= 0)
        {
            throw new PerfGateInputException(
                $"{path}: '{id}' has a time of {samples[invalid].ToString("R", CultureInfo.InvariantCulture)} ns/op in Statistics.OriginalValues; times must be finite and non-negative. Re-run the benchmarks.");
        }

        // Absent or null means the memory diagnoser was off; anything else must be a byte count, or a damaged value
        // would read as "not measured" and let any allocation growth pass.
        if (benchmark.BytesText is { } text && benchmark.Bytes is null)
        {
            throw new PerfGateInputException(
                $"{path}: '{id}' has Memory.BytesAllocatedPerOperation {text}; it must be a non-negative whole number of bytes. Re-run the benchmarks.");
        }

        return new BenchmarkResult(id, samples, benchmark.Bytes) { LaunchSizes = benchmark.LaunchSizes(samples.Length) };
    }

    private static HostInfo ReadHost(JsonElement host)
    {
        if (host.ValueKind != JsonValueKind.Object)
        {
            return HostInfo.Unknown;
        }

        string Text(string name) =>
            host.TryGetProperty(name, out var value) && value.ValueKind == JsonValueKind.String ? value.GetString()! : "unknown";
        int? Count(string name) =>
            host.TryGetProperty(name, out var value) && value.ValueKind == JsonValueKind.Number && value.TryGetInt32(out var count) ? count : null;
        return new HostInfo(
            Text("RuntimeVersion"), Text("OsVersion"), Text("ProcessorName"), Count("PhysicalCoreCount"), Count("LogicalCoreCount"),
            Text("BenchmarkDotNetVersion"), Text("Architecture"));
    }
}
