using PerfGate.Reports;
using PerfGate.Tests.History;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Cli;

/// <summary>
/// What <c>perfgate history</c> and <c>perfgate history record</c> say when they cannot go on: the option the user typed
/// and what to do, bad input only when the input is bad, and never a guess (a commit dated "now") passed off as a fact.
/// </summary>
public sealed class HistoryCommandMessagesTests : IDisposable
{
    private readonly TempGitRepository _repository = new();
    private readonly TempDirectory _temp = new();
    private readonly string _anchor;
    private readonly string _merge;

    public HistoryCommandMessagesTests()
    {
        _repository.Write("CHANGES.txt", "anchor"u8.ToArray());
        _repository.Commit("anchor");
        _repository.Git("tag", "v1.0");
        _anchor = _repository.Git("rev-parse", "HEAD");
        _repository.Write("CHANGES.txt", "merge"u8.ToArray());
        _repository.Commit("merge");
        _merge = _repository.Git("rev-parse", "HEAD");
    }

    [Fact]
    public void An_unknown_anchor_names_the_option_the_user_typed()
    {
        var history = CliRun.Of("history", "--repository", _repository.Path, "--anchor", "v9");

        Assert.Equal(ExitCodes.BadInput, history.ExitCode);
        Assert.StartsWith("perfgate history: error: --anchor: unknown revision 'v9'", history.Error, StringComparison.Ordinal);
        Assert.DoesNotContain("--history-anchor", history.Error, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("ftp://example.invalid/commit/{0}", "is not an absolute http or https address")]
    [InlineData("https://example.invalid/commit/", "has no {0} for the commit")]
    [InlineData("https://example.invalid/{1}/{0}", "may hold only {0}")]
    public void A_malformed_commit_url_is_bad_input_naming_the_option_and_what_to_write(string url, string problem)
    {
        Record(_merge, _anchor);

        var history = CliRun.Of("history", "--repository", _repository.Path, "--page", _temp.File("history.html"), "--commit-url", url);

        Assert.Equal(ExitCodes.BadInput, history.ExitCode);
        var error = Assert.Single(history.Error.Split('\n', StringSplitOptions.RemoveEmptyEntries)).TrimEnd('\r');
        Assert.StartsWith($"perfgate history: error: --commit-url: '{url}' ", error, StringComparison.Ordinal);
        Assert.Contains(problem, error, StringComparison.Ordinal);
        Assert.EndsWith("Give an absolute http or https address with {0} where the commit goes, such as https://github.com/OWNER/REPO/commit/{0}.", error, StringComparison.Ordinal);
        Assert.False(File.Exists(_temp.File("history.html")));
    }

    [Fact]
    public void A_merge_the_repository_does_not_have_is_not_dated_now_but_refused_saying_what_to_do()
    {
        var elsewhere = _merge.Replace(_merge[0], _merge[0] == 'a' ? 'b' : 'a');

        var record = Record(elsewhere, _merge, expectRecorded: false);

        Assert.Equal(ExitCodes.BadInput, record.ExitCode);
        Assert.Contains($"cannot date the merge {elsewhere[..12]}: git cannot show it in '{_repository.Path}'", record.Error, StringComparison.Ordinal);
        Assert.Contains("--repository", record.Error, StringComparison.Ordinal);
        Assert.Equal("", _repository.Git("branch", "--list", "perfgate-history"));
    }

    [Fact]
    public void A_remote_that_cannot_be_reached_is_a_failure_of_the_network_or_git_after_retries_not_bad_input()
    {
        _repository.Git("remote", "add", "origin", _temp.File("no-such-remote.git"));

        var history = CliRun.Of("history", "--repository", _repository.Path, "--anchor", "v1.0");
        var record = Record(_merge, _anchor, expectRecorded: false);

        foreach (var run in new[] { history, record })
        {
            Assert.Equal(ExitCodes.Unavailable, run.ExitCode);
            Assert.Contains("Could not fetch the history branch 'perfgate-history' from 'origin' in 3 attempts", run.Error, StringComparison.Ordinal);
            Assert.Contains("not your input: run it again", run.Error, StringComparison.Ordinal);
        }
    }

    private CliRun Record(string merge, string parent, bool expectRecorded = true)
    {
        var report = _temp.File($"report-{merge}.json");
        File.WriteAllText(report, GateReportFile.Serialize(SameRunnerReports.For(merge, parent, [1.0, 1.0, 1.0, 1.0, 1.0, 1.0])));
        var recorded = CliRun.Of("history", "record", "--report", report, "--repository", _repository.Path);
        Assert.True(!expectRecorded || recorded.ExitCode == 0, recorded.Error);
        return recorded;
    }

    public void Dispose()
    {
        _repository.Dispose();
        _temp.Dispose();
    }
}
