using System.Globalization;
using PerfGate.Evaluation.Recording;

namespace PerfGate.Evaluation.Presets;

/// <summary>
/// A job no larger than the one recorded, cut out of a recording: the first <see cref="Launches"/> launches
/// and, in each, the first <see cref="Iterations"/> × <see cref="Merge"/> measured iterations, averaged in
/// groups of <see cref="Merge"/> (two 100 ms iterations stand for one of 200 ms). Warmup stays as recorded.
/// Without <see cref="OverheadEvaluation"/> the samples are the raw iterations (BenchmarkDotNet's
/// <c>--noOverheadEvaluation</c>) and the overhead stages' time is saved.
/// </summary>
internal sealed record EmulatedJob(int Launches, int Iterations, int Merge = 1, bool OverheadEvaluation = true)
{
    public string Name => string.Create(
        CultureInfo.InvariantCulture,
        $"{Launches} launches × {Iterations} iterations{(Merge > 1 ? $" of {Merge * 100} ms" : string.Empty)}{(OverheadEvaluation ? string.Empty : ", no overhead evaluation")}");

    public bool FitsIn(Recording.Recording recording) =>
        Launches <= recording.Launches && Iterations * Merge <= recording.Iterations;

    /// <summary>The samples this job would have measured, launch by launch.</summary>
    public IReadOnlyList<double[]> Cut(RecordedCase recorded) =>
        (OverheadEvaluation ? recorded.Launches : recorded.RawLaunches).Take(Launches)
            .Select(launch => launch.Take(Iterations * Merge).Chunk(Merge).Select(group => group.Average()).ToArray())
            .ToList();

    /// <summary>Seconds of benchmark time this job would have spent on the case.</summary>
    public double CostSeconds(RecordedCase recorded) =>
        Launches * (recorded.FixedSecondsPerLaunch - (OverheadEvaluation ? 0 : recorded.OverheadSecondsPerLaunch)
            + (Iterations * Merge * recorded.IterationSeconds));
}
