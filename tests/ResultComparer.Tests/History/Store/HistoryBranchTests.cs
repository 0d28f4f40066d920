using PerfGate.History.Records;
using PerfGate.History.Store;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.History.Store;

public sealed class HistoryBranchTests
{
    [Fact]
    public void The_first_append_starts_the_branch_on_the_remote_and_leaves_the_checkout_alone()
    {
        using var repositories = new HistoryRepositories();
        var user = repositories.Clone("user");
        var main = HistoryRepositories.Git(user, "rev-parse", "HEAD");
        var record = HistoryRecords.For("merge 1");

        var appended = new HistoryBranch(user).Append(record);

        Assert.Equal(1, appended.Attempts);
        Assert.Equal(appended.HistoryCommit, HistoryRepositories.Git(repositories.Origin, "rev-parse", "refs/heads/perfgate-history"));
        Assert.Equal("1", HistoryRepositories.Git(repositories.Origin, "rev-list", "--count", "perfgate-history"));
        Assert.Equal(HistoryRecords.PathOf(record), HistoryRepositories.Git(repositories.Origin, "ls-tree", "-r", "--name-only", "perfgate-history"));
        Assert.Equal(HistoryRecordFile.Serialize(record).TrimEnd('\n'), HistoryRepositories.Git(repositories.Origin, "show", $"perfgate-history:{HistoryRecords.PathOf(record)}"));
        Assert.Equal("refs/heads/main", HistoryRepositories.Git(user, "symbolic-ref", "HEAD"));
        Assert.Equal(main, HistoryRepositories.Git(user, "rev-parse", "refs/heads/main"));
        Assert.Equal(main, HistoryRepositories.Git(repositories.Origin, "rev-parse", "refs/heads/main"));
        Assert.Equal("", HistoryRepositories.Git(user, "status", "--porcelain", "--untracked-files=all"));
        Assert.Equal("", HistoryRepositories.Git(user, "branch", "--list", "perfgate-history"));
    }

    [Fact]
    public void A_change_the_user_staged_stays_staged_and_out_of_the_history()
    {
        using var repositories = new HistoryRepositories();
        var user = repositories.Clone("user");
        File.WriteAllText(Path.Combine(user, "README.md"), "changed\n");
        HistoryRepositories.Git(user, "add", "README.md");
        File.WriteAllText(Path.Combine(user, "notes.txt"), "untracked\n");
        var status = HistoryRepositories.Git(user, "status", "--porcelain", "--untracked-files=all");

        new HistoryBranch(user).Append(HistoryRecords.For("merge 1"));

        Assert.Equal("M  README.md\n?? notes.txt", status);
        Assert.Equal(status, HistoryRepositories.Git(user, "status", "--porcelain", "--untracked-files=all"));
        Assert.Equal(HistoryRecords.PathOf(HistoryRecords.For("merge 1")), HistoryRepositories.Git(repositories.Origin, "ls-tree", "-r", "--name-only", "perfgate-history"));
    }

    [Fact]
    public void Appended_records_read_back_from_a_fresh_clone()
    {
        using var repositories = new HistoryRepositories();
        var records = new[] { HistoryRecords.For("merge 1"), HistoryRecords.For("merge 2"), HistoryRecords.For("merge 3") };
        var recorder = new HistoryBranch(repositories.Clone("recorder"));
        foreach (var record in records)
        {
            recorder.Append(record);
        }

        var read = new HistoryBranch(repositories.Clone("reader")).ReadAll();

        Assert.Equal(HistoryRecords.Serialized(records), HistoryRecords.Serialized(read));
    }

    [Fact]
    public void Recording_a_merge_again_replaces_its_record()
    {
        using var repositories = new HistoryRepositories();
        var recorder = new HistoryBranch(repositories.Clone("recorder"));
        recorder.Append(HistoryRecords.For("merge 1", pairs: 8));
        recorder.Append(HistoryRecords.For("merge 2"));

        recorder.Append(HistoryRecords.For("merge 1", pairs: 12));

        Assert.Equal(
            HistoryRecords.Serialized([HistoryRecords.For("merge 1", pairs: 12), HistoryRecords.For("merge 2")]),
            HistoryRecords.Serialized(new HistoryBranch(repositories.Clone("reader")).ReadAll()));
    }

    [Fact]
    public void Before_the_first_record_the_history_is_empty()
    {
        using var repositories = new HistoryRepositories();
        using var local = new TempGitRepository();

        Assert.Empty(new HistoryBranch(repositories.Clone("reader")).ReadAll());
        Assert.Empty(new HistoryBranch(local.Path).ReadAll());
    }

    [Fact]
    public async Task Recordings_racing_from_two_clones_lose_no_record()
    {
        using var repositories = new HistoryRepositories();
        var racers = new[] { new HistoryBranch(repositories.Clone("racer-a")), new HistoryBranch(repositories.Clone("racer-b")) };
        var records = Records(racers.Length, perRacer: 4);

        var results = await Race(racers, records);

        Assert.Equal(HistoryRecords.Serialized(records.SelectMany(r => r)), HistoryRecords.Serialized(new HistoryBranch(repositories.Clone("reader")).ReadAll()));
        Assert.Equal("8", HistoryRepositories.Git(repositories.Origin, "rev-list", "--count", "perfgate-history"));
        Assert.All(results, r => Assert.InRange(r.Attempts, 1, 8));
    }

    [Fact]
    public async Task Recordings_racing_on_one_repository_without_a_remote_lose_no_record()
    {
        using var repository = new TempGitRepository();
        repository.Commit("one");
        var racers = new[] { new HistoryBranch(repository.Path), new HistoryBranch(repository.Path) };
        var records = Records(racers.Length, perRacer: 4);

        await Race(racers, records);

        Assert.Equal(HistoryRecords.Serialized(records.SelectMany(r => r)), HistoryRecords.Serialized(new HistoryBranch(repository.Path).ReadAll()));
        Assert.Equal("8", repository.Git("rev-list", "--count", "perfgate-history"));
        Assert.Equal("refs/heads/main", repository.Git("symbolic-ref", "HEAD"));
        Assert.Equal("", repository.Git("status", "--porcelain", "--untracked-files=all"));
    }

    [Theory]
    [InlineData("{ \"kind\": \"perfgate-history-record\", \"schemaVersion\": 1, ", "not valid JSON")]
    [InlineData("{ \"name\": \"some-package\", \"version\": \"1.0.0\" }\n", "not a PerfGate history record")]
    [InlineData("{ \"kind\": \"perfgate-history-record\", \"schemaVersion\": 99 }\n", "newer PerfGate")]
    public void A_record_that_cannot_be_read_is_refused_by_its_branch_and_path(string content, string problem)
    {
        using var repository = new TempGitRepository();
        repository.Commit("one");
        new HistoryBranch(repository.Path).Append(HistoryRecords.For("merge 1"));
        const string path = "records/0b/0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b.json";
        repository.Git("switch", "-q", "perfgate-history");
        repository.Write(path, System.Text.Encoding.UTF8.GetBytes(content));
        repository.Commit("a bad record");
        repository.Git("switch", "-q", "main");

        var refused = Assert.Throws<PerfGateInputException>(() => new HistoryBranch(repository.Path).ReadAll());

        Assert.StartsWith($"perfgate-history:{path}: ", refused.Message, StringComparison.Ordinal);
        Assert.Contains(problem, refused.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_record_whose_commit_is_no_commit_id_is_refused()
    {
        using var repository = new TempGitRepository();
        var record = HistoryRecords.For("merge 1") with { Commit = "../../outside" };

        var refused = Assert.Throws<PerfGateInputException>(() => new HistoryBranch(repository.Path).Append(record));

        Assert.Contains("'../../outside'", refused.Message, StringComparison.Ordinal);
    }

    private static HistoryRecord[][] Records(int racers, int perRacer) =>
    [
        .. Enumerable.Range(0, racers).Select(r => Enumerable.Range(0, perRacer).Select(i => HistoryRecords.For($"racer {r} merge {i}")).ToArray()),
    ];

    /// <summary>Each racer on its own thread, all released at once, appending its records one after another.</summary>
    private static async Task<HistoryAppendResult[]> Race(HistoryBranch[] racers, HistoryRecord[][] records)
    {
        using var start = new Barrier(racers.Length);
        var runs = racers.Select((racer, r) => Task.Factory.StartNew(
            () =>
            {
                start.SignalAndWait();
                return records[r].Select(racer.Append).ToArray();
            },
            CancellationToken.None,
            TaskCreationOptions.LongRunning,
            TaskScheduler.Default));
        return [.. (await Task.WhenAll(runs)).SelectMany(r => r)];
    }
}
