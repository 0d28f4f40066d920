using PerfGate.Reports;
using PerfGate.Tests.History;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Cli;

/// <summary>
/// <c>perfgate history record</c> and <c>perfgate history</c> where users run them: from the benchmark project's folder,
/// which the history branch does not contain (docs/history.md's by-hand steps), and in a repository of SHA-256 commits.
/// </summary>
public sealed class HistoryCommandWhereTests
{
    private const string ProjectFolder = "benchmarks/Sample.Benchmarks";

    [Theory]
    [InlineData("sha1")]
    [InlineData("sha256")]
    public void Recorded_and_read_from_the_benchmark_projects_folder_since_a_tag(string objectFormat)
    {
        using var repository = new TempGitRepository(objectFormat);
        using var temp = new TempDirectory();
        var merges = CommitMerges(repository);
        var project = repository.File(ProjectFolder);

        var parent = repository.Git("rev-parse", "v1.0");
        foreach (var (merge, index) in merges.Select((m, i) => (m, i)))
        {
            var report = temp.File($"report-{index}.json");
            File.WriteAllText(report, GateReportFile.Serialize(SameRunnerReports.For(merge, parent, [1.04, 1.05, 1.03, 1.04, 1.04, 1.05, 1.04, 1.03])));
            var recorded = CliRun.Of("history", "record", "--report", report, "--repository", project);
            Assert.True(recorded.ExitCode == 0, recorded.Error);
            parent = merge;
        }

        var history = CliRun.Of("history", "--repository", project, "--anchor", "v1.0");

        Assert.True(history.ExitCode == 1, history.Error);
        Assert.Contains($"PerfGate history: {SameRunnerReports.Id}: main is +", history.Output, StringComparison.Ordinal);
        Assert.Contains("slower since v1.0 over 4 merge(s)", history.Output, StringComparison.Ordinal);
        // Each record lies where the history's layout puts it, whatever folder it was recorded from.
        var files = repository.Git("ls-tree", "-r", "--name-only", "perfgate-history").Split('\n');
        Assert.Equal(merges.Select(m => $"records/{m[..2]}/{m}.json").Order(StringComparer.Ordinal), files.Order(StringComparer.Ordinal));
    }

    [Fact]
    public void A_full_sha256_commit_names_the_anchor_without_a_repository()
    {
        using var repository = new TempGitRepository("sha256");
        using var temp = new TempDirectory();
        var merges = CommitMerges(repository);
        var anchor = repository.Git("rev-parse", "v1.0");
        var folder = temp.File("records");
        var parent = anchor;
        foreach (var merge in merges)
        {
            var report = temp.File("report.json");
            File.WriteAllText(report, GateReportFile.Serialize(SameRunnerReports.For(merge, parent, [1.0, 1.01, 0.99, 1.0, 1.0, 1.01])));
            var recorded = CliRun.Of("history", "record", "--report", report, "--repository", repository.Path, "--folder", folder);
            Assert.True(recorded.ExitCode == 0, recorded.Error);
            parent = merge;
        }

        // A downloaded folder of records, read where no repository is: a full commit is its own name.
        var history = CliRun.Of("history", "--folder", folder, "--repository", temp.Path, "--anchor", anchor);

        Assert.True(history.ExitCode == 0, history.Error);
        Assert.Equal(64, anchor.Length);
        Assert.Contains("(4 merge(s), 1 benchmark(s))", history.Output, StringComparison.Ordinal);
    }

    /// <returns>The four merges after the tag v1.0, oldest first; each changes a file of the benchmark project.</returns>
    private static List<string> CommitMerges(TempGitRepository repository)
    {
        repository.Write($"{ProjectFolder}/Sample.Benchmarks.csproj", "<Project />"u8.ToArray());
        repository.Commit("anchor");
        repository.Git("tag", "v1.0");
        var merges = new List<string>();
        for (var merge = 1; merge <= 4; merge++)
        {
            repository.Write($"{ProjectFolder}/Bench.cs", System.Text.Encoding.UTF8.GetBytes($"// merge {merge}"));
            repository.Commit($"merge {merge}");
            merges.Add(repository.Git("rev-parse", "HEAD"));
        }

        return merges;
    }
}
