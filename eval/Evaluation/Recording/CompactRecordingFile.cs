using System.Text.Json;
using System.Text.Json.Serialization;

namespace PerfGate.Evaluation.Recording;

/// <summary>
/// The recording in one small JSON file (about 10 kB per run instead of 3 MB of BenchmarkDotNet reports),
/// committed under <c>eval/recordings/</c> so the evaluation can be replayed and checked without re-running
/// an hour of benchmarks.
/// </summary>
internal static class CompactRecordingFile
{
    private static readonly JsonSerializerOptions Options = new()
    {
        WriteIndented = false,
        PropertyNamingPolicy = JsonNamingPolicy.CamelCase,
        DefaultIgnoreCondition = JsonIgnoreCondition.WhenWritingNull,
    };

    public static void Write(Recording recording, string path)
    {
        // Three significant decimals of a nanosecond are far below any effect the gate judges.
        var rounded = recording with
        {
            Runs = recording.Runs.Select(r => r with
            {
                Cases = r.Cases.Select(c => c with
                {
                    Launches = c.Launches.Select(l => l.Select(v => Math.Round(v, 3)).ToArray()).ToList(),
                    RawLaunches = c.RawLaunches.Select(l => l.Select(v => Math.Round(v, 3)).ToArray()).ToList(),
                    OverheadSecondsPerLaunch = Math.Round(c.OverheadSecondsPerLaunch, 3),
                    FixedSecondsPerLaunch = Math.Round(c.FixedSecondsPerLaunch, 3),
                    IterationSeconds = Math.Round(c.IterationSeconds, 4),
                }).ToList(),
            }).ToList(),
        };
        Directory.CreateDirectory(Path.GetDirectoryName(Path.GetFullPath(path))!);
        File.WriteAllText(path, JsonSerializer.Serialize(rounded, Options) + "\n");
    }

    public static Recording Read(string path) =>
        JsonSerializer.Deserialize<Recording>(File.ReadAllText(path), Options)
        ?? throw new InvalidOperationException($"{path} is empty.");

    /// <summary>A folder of <c>eval/record.sh</c> runs, or a compact file.</summary>
    public static Recording Load(string path) =>
        Directory.Exists(path) ? BdnRecordingReader.Read(path) : Read(path);
}
