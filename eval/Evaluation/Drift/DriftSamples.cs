namespace PerfGate.Evaluation.Drift;

/// <summary>One case's per-operation samples (ns) and bytes per operation in one launch.</summary>
internal sealed record DriftSamples(IReadOnlyList<double> Samples, long? Bytes);
