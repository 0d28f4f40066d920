using System.Text.Json;

namespace PerfGate.Evaluation.Recording;

/// <summary>
/// Reads the folders <c>eval/record.sh</c> writes (<c>run-NN/run.json</c>, BenchmarkDotNet's full JSON reports
/// under <c>run-NN/results</c>, its console output in <c>run-NN/benchmark.log</c>).
/// </summary>
/// <remarks>
/// The gate itself reads only <c>Statistics.OriginalValues</c>; the evaluation needs the measurements behind
/// them (launch and iteration of each sample) to cut smaller jobs out of a recording, so it reads
/// <c>Measurements</c> here rather than through PerfGate's ingest.
/// </remarks>
internal static class BdnRecordingReader
{
    public static Recording Read(string directory)
    {
        var runDirectories = Directory.GetDirectories(directory, "run-*").Order(StringComparer.Ordinal)
            .Where(d => File.Exists(Path.Combine(d, "run.json")))
            .ToList();
        if (runDirectories.Count == 0)
        {
            throw new InvalidOperationException($"{directory}: no finished runs (run-NN/run.json); record some with eval/record.sh.");
        }

        var runs = runDirectories.Select(ReadRun).ToList();
        var first = runs[0];
        return new Recording(first.Meta.Launches, first.Meta.Iterations, 100, runs.Select(r => r.Run).ToList());
    }

    private static (RunMeta Meta, RecordedRun Run) ReadRun(string runDirectory)
    {
        var meta = JsonSerializer.Deserialize<RunMeta>(File.ReadAllText(Path.Combine(runDirectory, "run.json")), JsonOptions)
            ?? throw new InvalidOperationException($"{runDirectory}/run.json is empty.");
        var measured = Directory.GetFiles(Path.Combine(runDirectory, "results"), "*-report-full.json")
            .Order(StringComparer.Ordinal)
            .SelectMany(ReadCases)
            .ToList();

        // What the measurements do not cover (process starts, BenchmarkDotNet's build of the benchmarks, its
        // bookkeeping) is spread evenly over every launch of the run.
        var launchCount = measured.Sum(c => c.Launches.Count);
        var measuredSeconds = measured.Sum(c => c.MeasuredSeconds);
        var unmeasuredPerLaunch = Math.Max(0, (meta.WallSeconds - measuredSeconds) / Math.Max(1, launchCount));
        var cases = measured
            .Select(c => new RecordedCase(
                c.Id, c.Launches, c.Bytes, c.FixedSecondsPerLaunch + unmeasuredPerLaunch, c.IterationSeconds, c.RawLaunches, c.OverheadSecondsPerLaunch))
            .ToList();
        return (meta, new RecordedRun(meta.Index, meta.Hog, meta.LoadBefore, meta.LoadAfter, meta.WallSeconds, cases));
    }

    private static IEnumerable<MeasuredCase> ReadCases(string reportPath)
    {
        using var document = JsonDocument.Parse(File.ReadAllBytes(reportPath));
        foreach (var benchmark in document.RootElement.GetProperty("Benchmarks").EnumerateArray())
        {
            var id = benchmark.GetProperty("FullName").GetString()!;
            var measurements = benchmark.GetProperty("Measurements").EnumerateArray().Select(Measurement.From).ToList();
            var results = measurements.Where(m => m.Mode == "Workload" && m.Stage == "Result").ToList();
            if (results.Count == 0)
            {
                continue;   // the case failed in this run
            }

            var launches = results.GroupBy(m => m.Launch).OrderBy(g => g.Key)
                .Select(g => g.OrderBy(m => m.Iteration).Select(m => m.NanosecondsPerOperation).ToArray())
                .ToList();
            var actual = measurements.Where(m => m.Mode == "Workload" && m.Stage == "Actual").ToList();
            var rawLaunches = actual.GroupBy(m => m.Launch).OrderBy(g => g.Key)
                .Select(g => g.OrderBy(m => m.Iteration).Select(m => m.NanosecondsPerOperation).ToArray())
                .ToList();
            var others = measurements.Where(m => m.Stage != "Result" && !(m.Mode == "Workload" && m.Stage == "Actual")).ToList();
            long? bytes = benchmark.TryGetProperty("Memory", out var memory) && memory.ValueKind == JsonValueKind.Object
                ? memory.GetProperty("BytesAllocatedPerOperation").GetInt64()
                : null;
            yield return new MeasuredCase(
                id,
                launches,
                bytes,
                FixedSecondsPerLaunch: others.Sum(m => m.Seconds) / launches.Count,
                IterationSeconds: actual.Average(m => m.Seconds),
                MeasuredSeconds: others.Sum(m => m.Seconds) + actual.Sum(m => m.Seconds),
                rawLaunches,
                OverheadSecondsPerLaunch: measurements.Where(m => m.Mode == "Overhead").Sum(m => m.Seconds) / launches.Count);
        }
    }

    private static readonly JsonSerializerOptions JsonOptions = new() { PropertyNameCaseInsensitive = true };

    private sealed record RunMeta(int Index, bool Hog, int Launches, int Iterations, double WallSeconds, double LoadBefore, double LoadAfter);

    private sealed record MeasuredCase(
        string Id,
        List<double[]> Launches,
        long? Bytes,
        double FixedSecondsPerLaunch,
        double IterationSeconds,
        double MeasuredSeconds,
        List<double[]> RawLaunches,
        double OverheadSecondsPerLaunch);

    private sealed record Measurement(string Mode, string Stage, int Launch, int Iteration, long Operations, double Nanoseconds)
    {
        public double Seconds => Nanoseconds / 1e9;

        public double NanosecondsPerOperation => Nanoseconds / Operations;

        public static Measurement From(JsonElement m) => new(
            m.GetProperty("IterationMode").GetString()!,
            m.GetProperty("IterationStage").GetString()!,
            m.GetProperty("LaunchIndex").GetInt32(),
            m.GetProperty("IterationIndex").GetInt32(),
            m.GetProperty("Operations").GetInt64(),
            m.GetProperty("Nanoseconds").GetDouble());
    }
}
