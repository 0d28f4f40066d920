using System.Reflection;
using PerfGate.Evaluation.Drift;
using PerfGate.Evaluation.Recording;
using PerfGate.Evaluation.Report;
using PerfGate.Evaluation.Scenarios;

namespace PerfGate.Evaluation.Tests;

[Trait("Category", "Evaluation")]
public sealed class EvaluationHarnessTests
{
    private static readonly string RepositoryRoot = typeof(EvaluationHarnessTests).Assembly
        .GetCustomAttributes<AssemblyMetadataAttribute>()
        .Single(a => a.Key == "PerfGateRepositoryRoot").Value!;

    [Fact]
    public void Replaying_the_committed_recording_reproduces_docs_evaluation_md()
    {
        // The report is generated from the recording by the code's current defaults and decisions: if either
        // changes, docs/evaluation.md must be regenerated (eval/run --replay) in the same change.
        var recording = CompactRecordingFile.Read(Path.Combine(RepositoryRoot, "eval", "recordings", "sample-repo.json"));

        var drift = DriftFolder.Compute(Path.Combine(RepositoryRoot, "eval", "recordings", "same-runner"));

        var markdown = EvaluationReport.Markdown(EvaluationResults.Compute(recording), drift);

        var committed = File.ReadAllText(Path.Combine(RepositoryRoot, "docs", EvaluationReport.MarkdownFileName));
        Assert.True(
            committed == markdown,
            "docs/evaluation.md is not what the committed recording gives with the current code; run eval/run --replay and commit the result.");
        Assert.True(recording.Runs.Count >= 20, $"the committed recording has {recording.Runs.Count} runs; the evaluation needs at least 20.");
        Assert.Contains(DriftReport.Heading, markdown, StringComparison.Ordinal);
        Assert.True(drift.Recordings.Count >= 2, $"the drift evaluation has {drift.Recordings.Count} recordings; it compares conditions, so it needs at least 2.");
        // The gate's early looks are the ones the replays chose ("An earlier unchanged").
        Assert.Equal(PerfGate.Statistics.EarlyUnchangedLooks.Default, drift.EarlyUnchanged.Earliest);
    }
}
