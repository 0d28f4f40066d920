using PerfGate.Verdicts;

namespace PerfGate.Evaluation.Methods;

/// <summary>A way to decide, from two sets of per-operation times, whether the current code got slower.</summary>
public interface ITimeMethod
{
    string Name { get; }

    /// <param name="baseline">Baseline samples, one array per launch.</param>
    /// <param name="current">Current samples, one array per launch.</param>
    MetricStatus Decide(IReadOnlyList<double[]> baseline, IReadOnlyList<double[]> current);
}
