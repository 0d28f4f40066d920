using PerfGate.History.Records;
using PerfGate.Reports;
using PerfGate.Tests.History;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Cli;

/// <summary>
/// <c>perfgate history record</c> and <c>perfgate history</c> on a real git repository: merges recorded from their
/// same-runner reports onto the history branch, read back since a tag, and every bad input refused with exit 2, naming
/// what is wrong, with nothing overwritten.
/// </summary>
public sealed class HistoryCommandTests : IDisposable
{
    private const string OldPage = "<html>the page of yesterday</html>";

    private readonly TempGitRepository _repository = new();
    private readonly TempDirectory _temp = new();
    private readonly List<string> _merges = [];

    public HistoryCommandTests()
    {
        _repository.Write("CHANGES.txt", "anchor"u8.ToArray());
        _repository.Commit("anchor");
        _repository.Git("tag", "v1.0");
        for (var merge = 1; merge <= 6; merge++)
        {
            _repository.Write("CHANGES.txt", System.Text.Encoding.UTF8.GetBytes($"merge {merge}"));
            _repository.Commit($"merge {merge}");
            _merges.Add(_repository.Git("rev-parse", "HEAD").Trim());
        }

        File.WriteAllText(Page, OldPage);
    }

    private string Page => _temp.File("history.html");

    [Fact]
    public void Recorded_merges_of_four_percent_read_back_as_a_flagged_drift_naming_them_on_a_page()
    {
        var head = _repository.Git("rev-parse", "HEAD").Trim();
        RecordAll(merge => merge > 0 ? [1.04, 1.05, 1.03, 1.04, 1.04, 1.05, 1.04, 1.03] : [1.0]);

        var history = CliRun.Of("history", "--repository", _repository.Path, "--anchor", "v1.0", "--page", Page);

        Assert.Equal(1, history.ExitCode);
        Assert.Contains($"PerfGate history: {SameRunnerReports.Id}: main is +26.", history.Output, StringComparison.Ordinal);
        Assert.Contains("slower since v1.0 over 6 merge(s)", history.Output, StringComparison.Ordinal);
        Assert.All(_merges, m => Assert.Contains(m[..12], history.Output, StringComparison.Ordinal));
        Assert.NotEqual(OldPage, File.ReadAllText(Page));
        // The history is a branch of its own: the user's branch, HEAD and working tree are as they were.
        Assert.Equal(head, _repository.Git("rev-parse", "HEAD").Trim());
        Assert.Equal("", _repository.Git("status", "--porcelain").Trim());
        Assert.Equal("6", _repository.Git("rev-list", "--count", "perfgate-history").Trim());
    }

    [Fact]
    public void In_GitHub_Actions_the_job_summary_lists_the_drift_and_links_the_page_and_the_page_links_each_commit()
    {
        RecordAll(_ => [1.04, 1.05, 1.03, 1.04, 1.04, 1.05]);
        var summary = _temp.File("summary.md");
        var environment = new Dictionary<string, string?>
        {
            ["GITHUB_ACTIONS"] = "true",
            ["GITHUB_STEP_SUMMARY"] = summary,
            ["GITHUB_REPOSITORY"] = "octo/widgets",
            ["GITHUB_SERVER_URL"] = "https://github.example",
        };

        var history = CliRun.Of(environment, "history", "--repository", _repository.Path, "--anchor", "v1.0", "--page", Page, "--page-url", "https://octo.example/history");

        Assert.Equal(1, history.ExitCode);
        var markdown = File.ReadAllText(summary);
        Assert.StartsWith("### PerfGate history since v1.0", markdown, StringComparison.Ordinal);
        Assert.Contains("[The history page](https://octo.example/history)", markdown, StringComparison.Ordinal);
        Assert.Contains("main is +26.", markdown, StringComparison.Ordinal);
        Assert.Contains($"https://github.example/octo/widgets/commit/{_merges[0]}", File.ReadAllText(Page), StringComparison.Ordinal);
    }

    [Fact]
    public void A_job_summary_with_no_room_left_is_not_overrun_and_the_history_says_so()
    {
        RecordAll(_ => [1.04, 1.05, 1.03, 1.04, 1.04, 1.05]);
        var summary = _temp.File("summary.md");
        File.WriteAllText(summary, new string('x', (1024 * 1024) - 100));
        var environment = new Dictionary<string, string?> { ["GITHUB_ACTIONS"] = "true", ["GITHUB_STEP_SUMMARY"] = summary };

        var history = CliRun.Of(environment, "history", "--repository", _repository.Path, "--anchor", "v1.0");

        // GitHub drops a step summary over 1 MiB whole: the gate's own summary would be lost with it.
        Assert.Equal(1, history.ExitCode);
        Assert.Equal((1024 * 1024) - 100, new FileInfo(summary).Length);
        Assert.Contains("perfgate history: warning: PG0208: the job summary", history.Error, StringComparison.Ordinal);
        Assert.Contains("main is +26.", history.Output, StringComparison.Ordinal);
    }

    [Fact]
    public void A_page_behind_a_link_is_written_through_it_and_the_link_stays()
    {
        RecordAll(_ => [1.0, 1.01, 0.99, 1.0, 1.0, 1.01]);
        Directory.CreateDirectory(_temp.File("site"));
        File.WriteAllText(_temp.File(Path.Combine("site", "history.html")), OldPage);
        var link = _temp.File("linked.html");
        File.CreateSymbolicLink(link, Path.Combine("site", "history.html"));

        var history = CliRun.Of("history", "--repository", _repository.Path, "--anchor", "v1.0", "--page", link);

        Assert.True(history.ExitCode == 0, history.Error);
        Assert.NotNull(new FileInfo(link).LinkTarget);
        Assert.StartsWith("<!DOCTYPE html>", File.ReadAllText(_temp.File(Path.Combine("site", "history.html"))), StringComparison.Ordinal);
    }

    [Fact]
    public void Unchanged_merges_flag_nothing_and_exit_0()
    {
        RecordAll(_ => [1.01, 0.99, 1.0, 1.02, 0.98, 1.0, 1.01, 0.99]);

        var history = CliRun.Of("history", "--repository", _repository.Path, "--anchor", "v1.0");

        Assert.Equal(0, history.ExitCode);
        Assert.Contains($"PerfGate history: {SameRunnerReports.Id}: no drift beyond the 5% threshold: ", history.Output, StringComparison.Ordinal);
        Assert.Contains("PerfGate history: No allocation step since v1.0 (6 merge(s), 1 benchmark(s)).", history.Output, StringComparison.Ordinal);
    }

    [Fact]
    public void An_unknown_anchor_is_exit_2_naming_it_and_the_page_is_not_overwritten()
    {
        RecordAll(_ => [1.0, 1.0, 1.0, 1.0, 1.0, 1.0]);

        var history = CliRun.Of("history", "--repository", _repository.Path, "--anchor", "v9.9", "--page", Page);

        Assert.Equal(2, history.ExitCode);
        Assert.Contains("unknown revision 'v9.9'", history.Error, StringComparison.Ordinal);
        Assert.Equal(OldPage, File.ReadAllText(Page));
    }

    [Theory]
    [InlineData("{\"schemaVersion\": 1, \"kind\": \"perfgate-history-record\", \"commit\": ", "is not valid JSON")]
    [InlineData("{\"schemaVersion\": 1, \"benchmarks\": [], \"host\": {}}", "not a PerfGate history record")]
    [InlineData("{\"schemaVersion\": 3, \"kind\": \"perfgate-history-record\"}", "written by a newer PerfGate (history schema version 3")]
    public void A_corrupt_foreign_or_newer_record_is_exit_2_naming_it_and_the_page_is_not_overwritten(string json, string expected)
    {
        var folder = _temp.File("records");
        RecordAll(_ => [1.0, 1.0, 1.0, 1.0, 1.0, 1.0], folder);
        var bad = Path.Combine(folder, "records", "zz", "bad.json");
        Directory.CreateDirectory(Path.GetDirectoryName(bad)!);
        File.WriteAllText(bad, json);

        var history = CliRun.Of("history", "--folder", folder, "--repository", _repository.Path, "--page", Page);

        Assert.Equal(2, history.ExitCode);
        Assert.Contains($"{bad}: ", history.Error, StringComparison.Ordinal);
        Assert.Contains(expected, history.Error, StringComparison.Ordinal);
        Assert.Equal(OldPage, File.ReadAllText(Page));
    }

    [Fact]
    public void Recording_a_report_that_is_not_a_same_runner_gate_is_exit_2_and_writes_nothing()
    {
        var report = _temp.File("committed-baseline-report.json");
        File.WriteAllText(report, GateReportFile.Serialize(SampleGateResult.CreateReport()));

        var record = CliRun.Of("history", "record", "--report", report, "--repository", _repository.Path);

        Assert.Equal(2, record.ExitCode);
        Assert.Contains("not the report of a same-runner gate", record.Error, StringComparison.Ordinal);
        Assert.Equal("", _repository.Git("branch", "--list", "perfgate-history").Trim());
    }

    [Theory]
    [InlineData("creep of +16 B/op at each merge", 1)]
    [InlineData("+100 B/op at the second merge, reverted at the fifth", 0)]
    public void The_exit_code_follows_the_net_allocation_change_since_the_anchor(string shape, int exitCode)
    {
        Func<int, (long Parent, long Bytes)> bytes = shape.StartsWith("creep", StringComparison.Ordinal)
            ? merge => (48 + (16 * (merge - 1)), 48 + (16 * merge))
            : merge => (merge is > 2 and <= 5 ? 148 : 48, merge is >= 2 and < 5 ? 148 : 48);
        RecordAll(_ => [1.01, 0.99, 1.0, 1.02, 0.98, 1.0, 1.01, 0.99], bytes: bytes);

        var history = CliRun.Of("history", "--repository", _repository.Path, "--anchor", "v1.0", "--alloc-threshold", "1%,24B");

        Assert.True(history.ExitCode == exitCode, history.Output + history.Error);
    }

    /// <summary>Records every merge from a report whose pairs <paramref name="ratios"/> gives (merge index from 1), and
    /// whose bytes per operation (the parent's, the merge's) <paramref name="bytes"/> gives: 48 B/op on both sides without it.</summary>
    private void RecordAll(Func<int, double[]> ratios, string? folder = null, Func<int, (long Parent, long Bytes)>? bytes = null)
    {
        var parent = _repository.Git("rev-parse", "v1.0").Trim();
        for (var i = 0; i < _merges.Count; i++)
        {
            var report = _temp.File($"report-{i + 1}.json");
            var (parentBytes, mergeBytes) = bytes?.Invoke(i + 1) ?? (48, 48);
            File.WriteAllText(report, GateReportFile.Serialize(SameRunnerReports.For(_merges[i], parent, ratios(i + 1), mergeBytes, parentBytes)));
            string[] where = folder is null ? ["--repository", _repository.Path] : ["--repository", _repository.Path, "--folder", folder];
            var recorded = CliRun.Of(["history", "record", "--report", report, .. where]);
            Assert.True(recorded.ExitCode == 0, recorded.Error);
            parent = _merges[i];
        }
    }

    public void Dispose()
    {
        _repository.Dispose();
        _temp.Dispose();
    }
}
