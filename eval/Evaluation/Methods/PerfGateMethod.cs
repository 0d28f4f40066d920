using System.Globalization;
using PerfGate.Statistics;
using PerfGate.Thresholds;
using PerfGate.Verdicts;

namespace PerfGate.Evaluation.Methods;

/// <summary>PerfGate's own time verdict (<see cref="TimeComparer"/>), exactly as <c>perfgate compare</c> calls it.</summary>
/// <param name="byLaunch">Hand the comparer the launch of each sample (as the gate does since BenchmarkDotNet's
/// full report says it); false replays the earlier sample-by-sample test.</param>
public sealed class PerfGateMethod(GateSettings settings, bool byLaunch = true, string? label = null) : ITimeMethod
{
    public GateSettings Settings => settings;

    public string Name => label ?? string.Create(
        CultureInfo.InvariantCulture,
        $"PerfGate{(byLaunch ? string.Empty : " (samples)")}, {settings.TimeThreshold}, α {settings.SignificanceLevel:0.###}");

    public MetricStatus Decide(IReadOnlyList<double[]> baseline, IReadOnlyList<double[]> current) =>
        TimeComparer.Compare(
            baseline.SelectMany(l => l).ToArray(),
            current.SelectMany(l => l).ToArray(),
            settings.TimeThreshold,
            settings.SignificanceLevel,
            settings.MinimumSamples,
            byLaunch ? baseline : null,
            byLaunch ? current : null,
            settings.LaunchSpreadFactor).Status;
}
