using System.Text.Json;
using PerfGate.Model;

namespace PerfGate.Tests.Support;

/// <summary>
/// Writes the smallest BenchmarkDotNet full JSON report the reader accepts, for CLI tests whose data (odd ids,
/// one sample, no allocation figures) the committed fixtures do not have.
/// </summary>
internal static class BdnJson
{
    /// <returns>The folder written to, for <c>--results</c>.</returns>
    public static string Write(string directory, HostInfo host, params BenchmarkResult[] benchmarks)
    {
        Directory.CreateDirectory(directory);
        var report = new Dictionary<string, object?>
        {
            ["HostEnvironmentInfo"] = new Dictionary<string, object?>
            {
                ["BenchmarkDotNetVersion"] = host.BenchmarkDotNetVersion,
                ["OsVersion"] = host.OsVersion,
                ["ProcessorName"] = host.ProcessorName,
                ["PhysicalCoreCount"] = host.PhysicalCoreCount,
                ["LogicalCoreCount"] = host.LogicalCoreCount,
                ["RuntimeVersion"] = host.RuntimeVersion,
                ["Architecture"] = host.Architecture,
            },
            ["Benchmarks"] = benchmarks.Select(Benchmark).ToList(),
        };
        File.WriteAllText(Path.Combine(directory, "Synthetic-report-full.json"), JsonSerializer.Serialize(report));
        return directory;
    }

    private static Dictionary<string, object?> Benchmark(BenchmarkResult benchmark)
    {
        var json = new Dictionary<string, object?>
        {
            ["FullName"] = benchmark.Id,
            ["Statistics"] = new Dictionary<string, object?> { ["OriginalValues"] = benchmark.SamplesNs },
        };
        if (benchmark.BytesAllocatedPerOperation is { } bytes)
        {
            json["Memory"] = new Dictionary<string, object?> { ["BytesAllocatedPerOperation"] = bytes };
        }

        // BenchmarkDotNet's measurements say which launch (process) measured each sample.
        if (benchmark.LaunchSizes is { } sizes)
        {
            json["Measurements"] = sizes
                .SelectMany((size, launch) => Enumerable.Range(0, size).SelectMany(_ => new[] { "Actual", "Result" }.Select(stage => new Dictionary<string, object?>
                {
                    ["IterationMode"] = "Workload",
                    ["IterationStage"] = stage,
                    ["LaunchIndex"] = launch + 1,
                })))
                .ToList();
        }

        return json;
    }

    /// <summary>Writes a whole run, launches included, to <paramref name="subdirectory"/> of <paramref name="temp"/>.</summary>
    public static string WriteRun(TempDirectory temp, string subdirectory, BenchmarkRun run) =>
        Write(temp.File(subdirectory), run.Host, [.. run.Benchmarks]);
}
