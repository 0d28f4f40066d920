using PerfGate.History;
using PerfGate.History.Records;
using PerfGate.History.Store;
using PerfGate.Tests.History;
using PerfGate.Tests.Support;
using PerfGate.Thresholds;
using PerfGate.Workflows;

namespace PerfGate.Tests.Workflows;

/// <summary>A pull request's report gains main's drift since the anchor, read from the history branch of the repository,
/// and never a changed verdict: a history that cannot be read is said, not failed on.</summary>
public sealed class MainHistoryContextTests : IDisposable
{
    private readonly TempGitRepository _repository = new();

    public MainHistoryContextTests()
    {
        _repository.Write("CHANGES.txt", "anchor"u8.ToArray());
        _repository.Commit("anchor");
        _repository.Git("tag", "v1.0");
        var parent = _repository.Git("rev-parse", "HEAD").Trim();
        var branch = new HistoryBranch(_repository.Path);
        for (var merge = 1; merge <= 6; merge++)
        {
            _repository.Write("CHANGES.txt", System.Text.Encoding.UTF8.GetBytes($"merge {merge}"));
            _repository.Commit($"merge {merge}");
            var commit = _repository.Git("rev-parse", "HEAD").Trim();
            var report = SameRunnerReports.For(commit, parent, [1.04, 1.05, 1.04, 1.03, 1.04, 1.05, 1.04, 1.04]);
            branch.Append(HistoryRecordBuilder.FromReport(report, "report.json", DateTimeOffset.UnixEpoch.AddHours(merge), DateTimeOffset.UnixEpoch.AddHours(merge)));
            parent = commit;
        }
    }

    [Fact]
    public void A_drift_since_the_anchor_becomes_the_reports_line_and_the_verdict_stands()
    {
        var report = SampleGateResult.CreateReport();
        var check = new MainHistoryCheck(new HistorySource(_repository.Path), "v1.0", GateSettings.Default, Url: "https://example.invalid/history");

        var withHistory = MainHistoryContext.AddTo(report, check);

        var history = withHistory.MainHistory!;
        Assert.StartsWith($"main is +26.", history.Line, StringComparison.Ordinal);
        Assert.EndsWith($"slower in {SameRunnerReports.Id} since v1.0", history.Line, StringComparison.Ordinal);
        Assert.Equal(6, history.Merges);
        Assert.Equal(6, Assert.Single(history.Drifts).Merges.Count);
        Assert.Equal(report.Passed, withHistory.Passed);
        Assert.Null(history.Unreadable);
    }

    [Fact]
    public void An_unknown_anchor_is_said_in_the_report_never_a_failed_gate()
    {
        var report = SampleGateResult.CreateReport();
        var check = new MainHistoryCheck(new HistorySource(_repository.Path), "v9.9", GateSettings.Default);

        var withHistory = MainHistoryContext.AddTo(report, check);

        Assert.Contains("unknown revision 'v9.9'", withHistory.MainHistory!.Unreadable, StringComparison.Ordinal);
        Assert.Null(withHistory.MainHistory.Line);
        Assert.Equal(report.Passed, withHistory.Passed);
    }

    [Fact]
    public void Without_an_anchor_the_history_is_not_read()
    {
        var report = SampleGateResult.CreateReport();

        Assert.Same(report, MainHistoryContext.AddTo(report, null));
    }

    public void Dispose() => _repository.Dispose();
}
