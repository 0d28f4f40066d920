using System.Globalization;
using System.Text.RegularExpressions;

namespace PerfGate.Running;

/// <summary>Reads BenchmarkDotNet's console output line by line and turns the few lines that mark progress into short
/// <c>PerfGate:</c> lines. Everything else belongs in the run log, not on the build console.</summary>
/// <param name="launch">The process's place among the gate's launches: its case lines count those, not its own cases.</param>
internal sealed partial class BenchmarkProgressTracker(bool inProcess = false, LaunchProgress? launch = null)
{
    public const string Prefix = "PerfGate: ";

    private readonly List<string> _cases = [];

    /// <summary>"Found N benchmark(s) in total", or null before that line.</summary>
    public int? Total { get; private set; }

    public int Started => _cases.Count;

    /// <summary>The display names of the cases started so far, in order.</summary>
    public IReadOnlyList<string> Cases => _cases;

    /// <summary>BenchmarkDotNet said no benchmark matched (it still exits 0).</summary>
    public bool NoBenchmarkMatched { get; private set; }

    /// <summary>An app whose <c>Main</c> never hands the command line to BenchmarkDotNet (a test project's generated one)
    /// exits 0 without printing anything of it, and must not be mistaken for "no benchmark is tagged".</summary>
    public bool SawBenchmarkDotNet { get; private set; }

    /// <summary>BenchmarkDotNet could not generate or build its boilerplate project (it still exits 0).</summary>
    public bool HarnessBuildFailed { get; private set; }

    /// <summary>BenchmarkDotNet's MinIterationTime warnings: its bar is a fixed 100 ms, the <c>ci</c> job's target iteration time.</summary>
    public int MinIterationTimeWarnings { get; private set; }

    /// <summary>"Global total time", when BenchmarkDotNet printed it.</summary>
    public TimeSpan? GlobalTotalTime { get; private set; }

    /// <summary>The case BenchmarkDotNet's own in-process time limit stopped (5 minutes per case in 0.15 and earlier: "Benchmark
    /// X takes too long to run", then the process aborts), or null.</summary>
    public string? OwnTimeoutCase { get; private set; }

    /// <summary>A line of either output stream: BenchmarkDotNet's in-process limit says so as an unhandled exception.</summary>
    public void ReadAnyStream(string line)
    {
        if (OwnTimeout().Match(line) is { Success: true } timedOut)
        {
            OwnTimeoutCase ??= DisplayName(timedOut.Groups["case"].Value);
        }
    }

    /// <returns>The progress line to show, or null when the line is not a progress marker.</returns>
    public string? Read(string line)
    {
        SawBenchmarkDotNet |= line.StartsWith("// ", StringComparison.Ordinal) || line.Contains("BenchmarkDotNet", StringComparison.Ordinal)
            || line.Contains("benchmark", StringComparison.OrdinalIgnoreCase);

        if (FoundTotal().Match(line) is { Success: true } found)
        {
            Total = int.Parse(found.Groups["count"].Value, CultureInfo.InvariantCulture);
            // One launch of many says nothing here: its "[launch n/N]" line says what runs, and a line per launch
            // would stay on the terminal for every one of them.
            return launch is not null ? null
                : inProcess ? $"{Prefix}found {Total} benchmark(s); running them in this process (nothing to build)"
                : $"{Prefix}found {Total} benchmark(s); building them with BenchmarkDotNet";
        }

        if (line.StartsWith(BenchmarkMarker, StringComparison.Ordinal))
        {
            var name = DisplayName(line[BenchmarkMarker.Length..]);
            _cases.Add(name);
            if (launch is not null)
            {
                // The runner said "[launch n/N] base Namespace.Type.Method" when the process started: one line per launch.
                return null;
            }

            var position = Total is { } total ? $"[{Started}/{total}]" : $"[{Started}]";
            return $"{Prefix}{position} {name}";
        }

        if (line.Contains("returned 0 benchmarks", StringComparison.Ordinal))
        {
            NoBenchmarkMatched = true;
            return null;
        }

        if (line.Contains(MinIterationTimeMarker, StringComparison.Ordinal))
        {
            MinIterationTimeWarnings++;
            return null;
        }

        if (line.StartsWith(HarnessBuildFailureMarker, StringComparison.Ordinal))
        {
            HarnessBuildFailed = true;
            return $"{Prefix}BenchmarkDotNet failed to build the generated benchmark project";
        }

        if (GlobalTotal().Match(line) is { Success: true } totalTime
            && TimeSpan.TryParseExact(totalTime.Groups["time"].Value, @"hh\:mm\:ss", CultureInfo.InvariantCulture, out var elapsed))
        {
            GlobalTotalTime = double.TryParse(totalTime.Groups["seconds"].Value, NumberStyles.Float, CultureInfo.InvariantCulture, out var seconds)
                ? TimeSpan.FromSeconds(seconds)
                : elapsed;
            return launch is not null ? null : $"{Prefix}benchmarks finished in {GlobalTotalTime.Value.TotalSeconds.ToString("0.0", CultureInfo.InvariantCulture)} s";
        }

        return null;
    }

    private const string BenchmarkMarker = "// Benchmark: ";
    private const string MinIterationTimeMarker = "-> The minimum observed iteration time is ";
    private const string HarnessBuildFailureMarker = "// BenchmarkDotNet has failed to build the auto-generated boilerplate code";

    /// <summary>"AsyncPaths.TaskFastPath: Job-X(IterationCount=6, …) [Depth=1]" → "AsyncPaths.TaskFastPath [Depth=1]":
    /// the job's settings are the same for every case and only crowd the line.</summary>
    internal static string DisplayName(string benchmark)
    {
        var nameEnd = benchmark.IndexOf(": ", StringComparison.Ordinal);
        if (nameEnd < 0)
        {
            return benchmark.Trim();
        }

        var name = benchmark[..nameEnd];
        var rest = benchmark[(nameEnd + 2)..].TrimEnd();
        var parametersStart = rest.EndsWith(']') ? rest.LastIndexOf(" [", StringComparison.Ordinal) : -1;
        return parametersStart < 0 ? name : name + rest[parametersStart..];
    }

    [GeneratedRegex(@"^// \*+ Found (?<count>\d+) benchmark\(s\) in total")]
    private static partial Regex FoundTotal();

    // "to long" is how releases before 0.11 spelled it.
    [GeneratedRegex(@"Benchmark (?<case>.+?) takes too? long to run")]
    private static partial Regex OwnTimeout();

    [GeneratedRegex(@"^Global total time: (?<time>\d+:\d\d:\d\d) \((?<seconds>[\d.,]+) sec\)")]
    private static partial Regex GlobalTotal();
}
