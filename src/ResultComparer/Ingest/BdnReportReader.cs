using System.Text.Json;
using PerfGate.Model;

namespace PerfGate.Ingest;

/// <summary>
/// Reads one BenchmarkDotNet JSON report (<c>*-report-full.json</c>, <c>*-report-full-compressed.json</c>; the
/// two differ only in indentation). A report without per-operation samples is refused with a message: a gate
/// that guessed them from summary figures would judge noise.
/// </summary>
public static class BdnReportReader
{
    public static BdnReport Read(string path)
    {
        using var document = ParseFile(path);
        var root = document.RootElement;
        if (root.ValueKind != JsonValueKind.Object || root.Property("Benchmarks") is not { ValueKind: JsonValueKind.Array } benchmarks)
        {
            throw new PerfGateInputException(
                $"{path}: not a BenchmarkDotNet JSON report (expected an object with a 'Benchmarks' array). " +
                "Point --results at the files BenchmarkDotNet writes with '--exporters fulljson'.");
        }

        var results = new List<BenchmarkResult>();
        var job = JobSettings.Unknown;
        foreach (var benchmark in benchmarks.EnumerateArray())
        {
            var result = ReadBenchmark(path, benchmark);
            results.Add(result);
            if (job == JobSettings.Unknown && !result.Failed)
            {
                job = ReadJob(benchmark);
            }
        }

        return new BdnReport(path, ReadHost(root.Property("HostEnvironmentInfo")), job, results);
    }

    private static JsonDocument ParseFile(string path)
    {
        byte[] bytes;
        try
        {
            bytes = File.ReadAllBytes(path);
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            throw new PerfGateInputException($"{path}: cannot read the file: {e.Message}", e);
        }

        var json = JsonFileParsing.WithoutByteOrderMark(bytes);
        if (json.Length == 0)
        {
            throw new PerfGateInputException($"{path}: the file is empty. Re-run the benchmarks; an interrupted run leaves empty reports.");
        }

        try
        {
            return JsonFileParsing.Parse(json);
        }
        catch (JsonException e) when (JsonFileParsing.NestsTooDeep(json))
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

    private static BenchmarkResult ReadBenchmark(string path, JsonElement benchmark)
    {
        var id = benchmark.StringOrNull("FullName");
        if (string.IsNullOrWhiteSpace(id))
        {
            throw new PerfGateInputException($"{path}: a benchmark has no 'FullName'; this is not a BenchmarkDotNet full JSON report.");
        }

        if (benchmark.Property("Statistics") is not { ValueKind: JsonValueKind.Object } statistics)
        {
            return BenchmarkResult.FailedCase(id);
        }

        if (statistics.Property("OriginalValues") is not { ValueKind: JsonValueKind.Array } originalValues)
        {
            throw new PerfGateInputException(
                $"{path}: '{id}' has no per-operation samples (Statistics.OriginalValues), so it cannot be compared statistically; " +
                "run the benchmarks with '--exporters fulljson' (or 'json', which writes the compressed full report).");
        }

        var samples = originalValues.EnumerateArray().Select(JsonElementReading.ToDouble).ToArray();
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
                $"{path}: '{id}' has a time of {JsonElementReading.Describe(samples[invalid])} ns/op in Statistics.OriginalValues; times must be finite and non-negative. Re-run the benchmarks.");
        }

        var bytesPerOperation = ReadBytesPerOperation(path, id, benchmark);
        return new BenchmarkResult(id, samples, bytesPerOperation) { LaunchSizes = ReadLaunchSizes(benchmark, samples.Length) };
    }

    // Absent or null means the memory diagnoser was off; anything else must be a byte count, or a damaged value
    // would read as "not measured" and let any allocation growth pass.
    private static long? ReadBytesPerOperation(string path, string id, JsonElement benchmark)
    {
        if (benchmark.Property("Memory") is not { } memory || memory.Property("BytesAllocatedPerOperation") is not { } bytes)
        {
            return null;
        }

        if (bytes.ValueKind == JsonValueKind.Number && bytes.TryGetInt64(out var count) && count >= 0)
        {
            return count;
        }

        throw new PerfGateInputException(
            $"{path}: '{id}' has Memory.BytesAllocatedPerOperation {bytes.GetRawText()}; it must be a non-negative whole number of bytes. Re-run the benchmarks.");
    }

    // OriginalValues are the "Workload Result" measurements of every launch in launch order (upper outliers
    // already dropped per launch, so launches can differ in size). The brief report has no measurements.
    private static IReadOnlyList<int>? ReadLaunchSizes(JsonElement benchmark, int sampleCount)
    {
        if (benchmark.Property("Measurements") is not { ValueKind: JsonValueKind.Array } measurements)
        {
            return null;
        }

        var sizes = measurements.EnumerateArray()
            .Where(m => m.StringOrNull("IterationMode") == "Workload" && m.StringOrNull("IterationStage") == "Result")
            .GroupBy(m => m.Int32OrNull("LaunchIndex") ?? 0)
            .OrderBy(g => g.Key)
            .Select(g => g.Count())
            .ToArray();
        return sizes.Length > 0 && sizes.Sum() == sampleCount ? sizes : null;
    }

    private static JobSettings ReadJob(JsonElement benchmark)
    {
        if (benchmark.Property("Measurements") is not { ValueKind: JsonValueKind.Array } measurements)
        {
            return JobSettings.Unknown;
        }

        var launches = measurements.EnumerateArray()
            .Where(m => m.StringOrNull("IterationMode") == "Workload" && m.StringOrNull("IterationStage") == "Actual")
            .GroupBy(m => m.Int32OrNull("LaunchIndex") ?? 0)
            .ToList();
        return launches.Count == 0 ? JobSettings.Unknown : new JobSettings(launches.Count, launches.Max(g => g.Count()));
    }

    private static HostInfo ReadHost(JsonElement? host)
    {
        if (host is not { } info)
        {
            return HostInfo.Unknown;
        }

        return new HostInfo(
            info.StringOrNull("RuntimeVersion") ?? "unknown",
            info.StringOrNull("OsVersion") ?? "unknown",
            info.StringOrNull("ProcessorName") ?? "unknown",
            info.Int32OrNull("PhysicalCoreCount"),
            info.Int32OrNull("LogicalCoreCount"),
            info.StringOrNull("BenchmarkDotNetVersion") ?? "unknown",
            info.StringOrNull("Architecture") ?? "unknown");
    }
}
