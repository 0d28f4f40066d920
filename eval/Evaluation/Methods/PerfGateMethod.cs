using System.Globalization;
using PerfGate.Model;
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
        TimeComparer.Compare(AsResult(baseline), AsResult(current), settings.TimeThreshold, settings).Status;

    // The samples as the gate reads them from a report: in launch order, with the launch sizes when the report
    // has them. The comparer reads only samples and launches, so the rest stays empty.
    private BenchmarkResult AsResult(IReadOnlyList<double[]> launches) =>
        new(string.Empty, [.. launches.SelectMany(l => l)], null)
        {
            LaunchSizes = byLaunch ? [.. launches.Select(l => l.Length)] : null,
        };
}
