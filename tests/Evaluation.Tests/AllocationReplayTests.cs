using System.Reflection;
using PerfGate.Evaluation.Drift;
using PerfGate.Thresholds;
using PerfGate.Verdicts;
using Xunit.Abstractions;

namespace PerfGate.Evaluation.Tests;

/// <summary>
/// The same-runner allocation rule (the shipped <see cref="LaunchAllocationComparer"/>) on every committed drift
/// recording: real launches of the sample and of Autofac, whose bytes per operation differ between processes. A/A
/// recordings must judge every case unchanged; the seeded change (DataStreamer, +10 % per operation, more bytes in
/// every launch) must fail, and only there.
/// </summary>
[Trait("Category", "Evaluation")]
public sealed class AllocationReplayTests(ITestOutputHelper log)
{
    private static readonly string RecordingsFolder = Path.Combine(
        typeof(AllocationReplayTests).Assembly.GetCustomAttributes<AssemblyMetadataAttribute>().Single(a => a.Key == "PerfGateRepositoryRoot").Value!,
        "eval", "recordings", "same-runner");

    [Fact]
    public void Launch_ranges_fail_the_seeded_allocation_change_and_nothing_in_the_A_A_recordings()
    {
        var recordings = DriftFolder.RecordingFiles(RecordingsFolder)
            .Select(DriftRecording.Read)
            .ToList();
        var varying = 0;
        var medianRuleFlags = 0;
        foreach (var recording in recordings)
        {
            foreach (var id in recording.Launches.SelectMany(l => l.Cases.Keys).Distinct(StringComparer.Ordinal))
            {
                var baseBytes = Bytes(recording, "base", id);
                var headBytes = Bytes(recording, "head", id);
                var verdict = LaunchAllocationComparer.Compare(baseBytes, headBytes, AllocationThreshold.Default);
                // The sample's seeded change streams more rows, so it allocates more; Autofac's is a loop of
                // multiplications that allocates nothing (eval/external/README.md), so its bytes must stay unchanged.
                var allocates = recording.IsSeeded(id) && recording.Suite == "sample";
                var expected = allocates ? MetricStatus.Regressed : MetricStatus.Unchanged;
                Assert.True(expected == verdict.Status,
                    $"{recording.Name}, {id}: {verdict.Status}, expected {expected}; base {verdict.BaselineRange}, head {verdict.CurrentRange}");

                if (!recording.IsSeeded(id) && (verdict.BaselineRange!.Value.Min != verdict.BaselineRange.Value.Max || verdict.CurrentRange!.Value.Min != verdict.CurrentRange.Value.Max))
                {
                    varying++;
                    // The same launches judged one figure per side (the medians), as a committed baseline is judged.
                    if (AllocationComparer.Compare(verdict.BaselineBytes, verdict.CurrentBytes, AllocationThreshold.Default).Status != MetricStatus.Unchanged)
                    {
                        medianRuleFlags++;
                        log.WriteLine($"{recording.Name}, {id}: medians {verdict.BaselineBytes} → {verdict.CurrentBytes} flagged; ranges {verdict.BaselineRange} / {verdict.CurrentRange} unchanged");
                    }
                }
            }
        }

        log.WriteLine($"{recordings.Count} recordings; {varying} unchanged case(s) whose bytes varied between launches; the median rule flagged {medianRuleFlags}.");
        Assert.True(varying > 0, "no recording has bytes that vary between launches, so this replay shows nothing about them.");
    }

    private static List<long> Bytes(DriftRecording recording, string side, string id) =>
        [.. recording.Launches
            .Where(l => l.Side == side && l.Cases.TryGetValue(id, out var samples) && samples.Bytes is not null)
            .Select(l => l.Cases[id].Bytes!.Value)];
}
