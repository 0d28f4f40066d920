namespace PerfGate.Evaluation.Drift;

/// <summary>One benchmark process of a drift recording: one method, one side, one round.</summary>
/// <param name="Method">The benchmark method the launch ran (its folder name).</param>
/// <param name="Seconds">The benchmark process's wall time.</param>
internal sealed record DriftLaunch(int Round, string Side, string Method, double? Seconds, IReadOnlyDictionary<string, DriftSamples> Cases);
