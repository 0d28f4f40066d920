using System.Text.Json;

namespace PerfGate.Evaluation.Drift;

/// <summary>
/// eval/same-runner/noise.sh's study: per benchmark case and launch setting, the spread of iterations inside a launch, of
/// launch medians between launches, and the seconds a launch takes, every setting measured in turn inside each round.
/// </summary>
/// <param name="Load">The condition: idle (nothing else running) or hog1 (one core kept busy).</param>
/// <param name="Started">When it started (UTC; recorded since 2026-11-25, as are the calibration medians before and after).</param>
internal sealed record NoiseStudy(
    string Load,
    string LoadAtStart,
    double? LoadMax,
    string StealPercent,
    string Seconds,
    IReadOnlyList<NoiseStudy.Cell> Summary,
    string? Started = null,
    double? CalibrationNs = null,
    double? CalibrationAfterNs = null)
{
    /// <summary>The study's files in the drift folder start with this.</summary>
    public const string FilePrefix = "noise-";

    private static readonly JsonSerializerOptions Options = new() { PropertyNamingPolicy = JsonNamingPolicy.CamelCase };

    /// <summary>One case under one setting: spreads are standard deviations of ln; seconds the median launch's.</summary>
    public sealed record Cell(string Case, string Setting, int Launches, double MedianNs, double Within, double Between, double Seconds);

    /// <summary>The settings in the order the study ran them, the shipped one first.</summary>
    public IReadOnlyList<string> Settings => [.. Summary.Select(c => c.Setting).Distinct().OrderBy(s => s == "ci" ? 0 : 1).ThenBy(s => s, StringComparer.Ordinal)];

    /// <summary>The between-launch variance a second of launches buys, relative to the shipped setting (below 1: sees more per second).</summary>
    public double? CostAgainstShipped(Cell cell) =>
        Summary.FirstOrDefault(c => c.Case == cell.Case && c.Setting == "ci") is { Between: > 0 } shipped
            ? cell.Between * cell.Between * cell.Seconds / (shipped.Between * shipped.Between * shipped.Seconds)
            : null;

    public static NoiseStudy Read(string path) =>
        JsonSerializer.Deserialize<NoiseStudy>(File.ReadAllText(path), Options)
        ?? throw new InvalidOperationException($"{path} is empty.");
}
