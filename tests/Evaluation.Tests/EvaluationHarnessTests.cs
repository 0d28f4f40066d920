using System.Reflection;
using System.Text.RegularExpressions;
using PerfGate.Evaluation.Recording;
using PerfGate.Evaluation.Report;
using PerfGate.Evaluation.Scenarios;

namespace PerfGate.Evaluation.Tests;

[Trait("Category", "Evaluation")]
public sealed class EvaluationHarnessTests(ITestOutputHelper output)
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

        var markdown = EvaluationReport.Markdown(EvaluationResults.Compute(recording));

        var committed = File.ReadAllText(Path.Combine(RepositoryRoot, "docs", EvaluationReport.MarkdownFileName));
        Assert.True(
            committed == markdown,
            "docs/evaluation.md is not what the committed recording gives with the current code; run eval/run --replay and commit the result.");
        Assert.True(recording.Runs.Count >= 20, $"the committed recording has {recording.Runs.Count} runs; the evaluation needs at least 20.");
    }

    [Fact]
    public void The_short_harness_records_real_runs_and_catches_every_injected_allocation_and_the_gross_slowdown()
    {
        var directory = Path.Combine(Path.GetTempPath(), "perfgate-eval-" + Guid.NewGuid().ToString("N")[..8]);
        try
        {
            var run = DotnetCli.RunProgram(
                "bash", RepositoryRoot, null, TimeSpan.FromMinutes(20), Path.Combine(RepositoryRoot, "eval", "run"), "--short", directory);

            output.WriteLine(run.Output);
            Assert.True(run.ExitCode == 0, run.ToString());
            var report = File.ReadAllText(Path.Combine(directory, EvaluationReport.MarkdownFileName));
            Assert.Contains("**2 gate runs**", report, StringComparison.Ordinal);
            Assert.Matches(DefaultsRow("allocation false alarms, A/A", "0 % \\(0 / \\d+\\)"), report);
            Assert.Matches(DefaultsRow("detected: allocation \\+24 B/op \\(48 → 72\\)", "100 % \\(2 / 2\\)"), report);
            Assert.Matches(DefaultsRow("detected: allocation 0 → 72 B/op", "100 % \\(2 / 2\\)"), report);
            Assert.Matches(DefaultsRow("detected: allocation ×3 \\(48 → 144 B/op\\)", "100 % \\(2 / 2\\)"), report);
            Assert.Matches(DefaultsRow("detected: time \\+50 %", "100 % \\(2 / 2\\)"), report);
            Assert.True(File.Exists(Path.Combine(directory, EvaluationReport.DetectionPictureFileName)));
            Assert.StartsWith("<svg", File.ReadAllText(Path.Combine(directory, EvaluationReport.RatiosPictureFileName)), StringComparison.Ordinal);
            Assert.Equal(2, CompactRecordingFile.Read(Path.Combine(directory, "recording.json")).Runs.Count);
        }
        finally
        {
            if (Directory.Exists(directory))
            {
                Directory.Delete(directory, recursive: true);
            }
        }
    }

    private static Regex DefaultsRow(string what, string measured) => new($@"\| {what} \| {measured} \|");
}
