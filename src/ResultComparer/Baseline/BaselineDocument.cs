using PerfGate.Model;

namespace PerfGate.Baseline;

/// <summary>The committed baseline: the host it was measured on and one entry per benchmark, sorted by id.</summary>
internal sealed record BaselineDocument(HostInfo Host, JobSettings Job, IReadOnlyList<BenchmarkResult> Benchmarks)
{
    /// <summary>Bumped on any change a reader of the previous version would misread.</summary>
    public const int CurrentSchemaVersion = 1;

    public static BaselineDocument FromRun(BenchmarkRun run) =>
        new(run.Host, run.Job, run.Benchmarks.OrderBy(b => b.Id, StringComparer.Ordinal).ToList());
}
