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

        if (bytes.Length == 0)
        {
            throw new PerfGateInputException($"{path}: the file is empty. Re-run the benchmarks; an interrupted run leaves empty reports.");
        }

        try
        {
            return JsonDocument.Parse(bytes);
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

        var samples = originalValues.EnumerateArray()
            .Select(JsonElementReading.ToDouble)
            .Where(double.IsFinite)
            .ToArray();
        if (samples.Length == 0)
        {
            return BenchmarkResult.FailedCase(id);
        }

        var bytesPerOperation = benchmark.Property("Memory")?.Int64OrNull("BytesAllocatedPerOperation");
        return new BenchmarkResult(id, samples, bytesPerOperation) { LaunchSizes = ReadLaunchSizes(benchmark, samples.Length) };
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
