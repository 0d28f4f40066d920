using PerfGate.Model;
using PerfGate.Options;
using PerfGate.Statistics;

namespace PerfGate.Running;

/// <summary>
/// Where each benchmark case's time limit (<see cref="CaseTimeLimit"/>) comes from, in one place: the longest case of its
/// method in this gate's finished launches (either side), else what the committed baseline's samples say its slowest case
/// takes, else, in process, <see cref="CaseTimeLimit.FirstLaunchDefault"/>; never less than the floor (<c>--case-timeout</c>).
/// Out of process with nothing known a case has no limit of its own: the process keeps its six-hour bound, as before.
/// </summary>
/// <param name="expected">Per method (<c>Namespace.Type.Method</c>), what its slowest case is expected to take.</param>
/// <param name="whenUnknown">The limit of a case nothing is known of; null for none.</param>
internal sealed class CaseTimeLimits(TimeSpan floor, IReadOnlyDictionary<string, TimeSpan> expected, TimeSpan? whenUnknown)
{
    public const string LongestSoFar = "its longest case so far";
    public const string FromBaseline = "what its baseline's samples suggest";

    /// <summary>BenchmarkDotNet sizes the pilot's iterations up to the iteration time, doubling: a few iterations' worth.</summary>
    private const int PilotIterations = 3;

    /// <summary>BenchmarkDotNet's automatic warmup stops after at most 50 iterations (its EngineWarmupStage).</summary>
    private const int MaxAutomaticWarmupIterations = 50;

    /// <summary>A process's start, JIT and BenchmarkDotNet's set-up: about 2–3 s a launch on 2 cores (docs/github.md).</summary>
    private static readonly TimeSpan ProcessStart = TimeSpan.FromSeconds(3);

    private readonly Dictionary<string, TimeSpan> _longestSoFar = new(StringComparer.Ordinal);

    /// <param name="recorded">The committed baseline's benchmarks.</param>
    /// <param name="job">The job the cases run with. Only the <c>ci</c> job's iterations are known here: any other job's
    /// cases are unknown until they have run once.</param>
    public static CaseTimeLimits For(IEnumerable<BenchmarkResult> recorded, BenchmarkJob job, CaseTimeout floor)
    {
        var expected = job.Name != GateDefaults.Job
            ? new Dictionary<string, TimeSpan>(StringComparer.Ordinal)
            : recorded
                .Where(b => b.SamplesNs.Count > 0)
                .GroupBy(b => BenchmarkMethodKey.Of(b.Id), StringComparer.Ordinal)
                .ToDictionary(g => g.Key, g => g.Max(b => ExpectedCaseTime(b.SamplesNs, job.InProcess)), StringComparer.Ordinal);
        return new CaseTimeLimits(floor.Value, expected, job.InProcess ? CaseTimeLimit.FirstLaunchDefault : null);
    }

    public void Observe(string method, TimeSpan longestCase)
    {
        lock (_longestSoFar)
        {
            _longestSoFar[method] = _longestSoFar.TryGetValue(method, out var longest) && longest > longestCase ? longest : longestCase;
        }
    }

    /// <param name="method">The method the process runs alone (a same-runner launch); null when it runs many, and then
    /// the method is found from the case's name.</param>
    /// <param name="caseName">As BenchmarkDotNet announces it: <c>Type.Method [N=2]</c>.</param>
    /// <returns>Null: no limit of its own.</returns>
    public CaseTimeLimit? For(string? method, string caseName)
    {
        lock (_longestSoFar)
        {
            IReadOnlyList<string> methods = method is not null
                ? [method]
                : [.. _longestSoFar.Keys.Concat(expected.Keys).Where(m => BenchmarkMethodKey.NamesCase(m, caseName))];
            return CaseTimeLimit.From(floor, Reference(methods, _longestSoFar, LongestSoFar) ?? Reference(methods, expected, FromBaseline), whenUnknown);
        }
    }

    private static CaseTimeReference? Reference(IReadOnlyList<string> methods, IReadOnlyDictionary<string, TimeSpan> known, string source)
    {
        var durations = methods.Select(m => known.TryGetValue(m, out var duration) ? duration : (TimeSpan?)null).OfType<TimeSpan>().ToList();
        return durations.Count > 0 ? new CaseTimeReference(durations.Max(), source) : null;
    }

    /// <summary>
    /// The most a case of the <c>ci</c> job should take, from its recorded time per operation: BenchmarkDotNet makes an
    /// iteration the job's 100 ms or one operation, whichever is longer, and a launch runs the pilot's few, the warmup's
    /// (2; in process the automatic warmup's, at most 50) and the 5 measured ones after its start; out of process a case
    /// is 3 such launches.
    /// </summary>
    internal static TimeSpan ExpectedCaseTime(IReadOnlyList<double> samplesNs, bool inProcess)
    {
        var iteration = TimeSpan.FromMilliseconds(Math.Max(CiJobPreset.IterationTimeMilliseconds, SampleMedian.Of(samplesNs) / 1e6));
        var iterations = PilotIterations + (inProcess ? MaxAutomaticWarmupIterations : CiJobPreset.WarmupCount) + CiJobPreset.IterationCount;
        var launch = ProcessStart + iteration * iterations;
        return inProcess ? launch : launch * CiJobPreset.LaunchCount;
    }
}
