using System.Globalization;
using System.Text.RegularExpressions;

namespace PerfGate.Evaluation.Recording;

/// <summary>One real <c>dotnet build -t:PerfGate</c> on the sample, timed by <c>eval/run</c>.</summary>
/// <param name="WallSeconds">The whole command: restore, build, benchmarks, comparison.</param>
/// <param name="BenchmarkSeconds">The benchmark process alone, as <c>perfgate run</c> logged it.</param>
/// <param name="CaseSeconds">Wall time per benchmark case, from the run log's table.</param>
internal sealed partial record GateTiming(double WallSeconds, double BenchmarkSeconds, IReadOnlyList<CaseTiming> CaseSeconds)
{
    /// <summary>Reads <c>perfgate-run.log</c>'s closing lines.</summary>
    public static GateTiming FromRunLog(string logPath, double wallSeconds)
    {
        var lines = File.ReadAllLines(logPath);
        var process = lines.Select(l => ProcessLine().Match(l)).LastOrDefault(m => m.Success)
            ?? throw new InvalidOperationException($"{logPath}: no 'benchmark process exited … after N s' line; did the run finish?");
        var cases = lines.Select(l => CaseLine().Match(l)).Where(m => m.Success)
            .Select(m => new CaseTiming(m.Groups["name"].Value.Trim(), Parse(m.Groups["seconds"].Value)))
            .ToList();
        return new GateTiming(wallSeconds, Parse(process.Groups["seconds"].Value), cases);
    }

    private static double Parse(string text) => double.Parse(text, CultureInfo.InvariantCulture);

    [GeneratedRegex(@"benchmark process exited with code \d+ after (?<seconds>[0-9.]+) s")]
    private static partial Regex ProcessLine();

    [GeneratedRegex(@"^//\s+(?<seconds>[0-9.]+) s  (?<name>\S.*)$")]
    private static partial Regex CaseLine();
}

internal sealed record CaseTiming(string Name, double Seconds);
