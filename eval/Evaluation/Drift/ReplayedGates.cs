using PerfGate.Evaluation.Scenarios;

namespace PerfGate.Evaluation.Drift;

/// <summary>What the replayed same-runner gates of one case said (<see cref="SameRunnerReplay.Replay"/>).</summary>
/// <param name="Flagged">Gates whose verdict was "regressed".</param>
/// <param name="Unchanged">Gates whose verdict was "unchanged": under a slowdown beyond the threshold, a false "unchanged".</param>
/// <param name="PairsUsed">The pairs those gates took in all.</param>
internal sealed record ReplayedGates(Rate Flagged, Rate Unchanged, int PairsUsed)
{
    /// <summary>What each gate's verdict said its pairs could see (<c>TimeVerdict.SmallestDetectable</c>), gate by gate.</summary>
    public IReadOnlyList<double> CouldSee { get; init; } = [];
}
