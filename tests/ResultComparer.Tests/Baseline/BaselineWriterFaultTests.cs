using PerfGate.Baseline;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Baseline;

public sealed class BaselineWriterFaultTests
{
    private static string Results => Path.Combine(TestData.Bdn("full"), "TinyBenchmarks.Hashing-report-full.json");

    [Fact]
    public void Stale_temporary_files_of_a_killed_writer_are_removed_and_live_ones_kept()
    {
        using var temp = new TempDirectory();
        var baseline = temp.File("perfgate-baseline.json");
        var stale = temp.File($".perfgate-baseline.json.{Guid.NewGuid():N}.tmp");
        var live = temp.File($".perfgate-baseline.json.{Guid.NewGuid():N}.tmp");
        var otherBaselines = temp.File($".other-baseline.json.{Guid.NewGuid():N}.tmp");
        var notOurNaming = temp.File(".perfgate-baseline.json.notes.tmp");
        foreach (var file in new[] { stale, live, otherBaselines, notOurNaming })
        {
            File.WriteAllText(file, "partial");
        }

        var hourAgo = DateTime.UtcNow.AddHours(-1);
        File.SetLastWriteTimeUtc(stale, hourAgo);
        File.SetLastWriteTimeUtc(otherBaselines, hourAgo);
        File.SetLastWriteTimeUtc(notOurNaming, hourAgo);

        var run = CliRun.Of("baseline", "update", "--results", Results, "--baseline", baseline);

        Assert.Equal(0, run.ExitCode);
        Assert.False(File.Exists(stale));
        Assert.True(File.Exists(live));
        Assert.True(File.Exists(otherBaselines));
        Assert.True(File.Exists(notOurNaming));
    }

    [Fact]
    public void A_symlinked_baseline_is_written_through_the_link()
    {
        using var temp = new TempDirectory();
        var shared = Directory.CreateDirectory(temp.File("shared")).FullName;
        var target = Path.Combine(shared, "perfgate-baseline.json");
        File.WriteAllText(target, "old");
        var link = temp.File("perfgate-baseline.json");
        File.CreateSymbolicLink(link, Path.Combine("shared", "perfgate-baseline.json"));

        var run = CliRun.Of("baseline", "update", "--results", Results, "--baseline", link);

        Assert.Equal(0, run.ExitCode);
        Assert.NotNull(new FileInfo(link).LinkTarget);
        Assert.Equal(2, BaselineReader.Read(target).Benchmarks.Count);
        Assert.Equal(File.ReadAllBytes(target), File.ReadAllBytes(link));
        Assert.Empty(Directory.GetFiles(temp.Path, "*.tmp"));
        Assert.Empty(Directory.GetFiles(shared, "*.tmp"));
    }

    [Fact]
    public void A_folder_given_as_baseline_to_update_is_called_a_folder_and_left_alone()
    {
        using var temp = new TempDirectory();
        var folder = Directory.CreateDirectory(temp.File("perfgate-baseline.json")).FullName;

        var run = CliRun.Of("baseline", "update", "--results", Results, "--baseline", folder);

        Assert.Equal(2, run.ExitCode);
        Assert.Contains($"--baseline: '{folder}' is a folder, not a file.", run.Error, StringComparison.Ordinal);
        Assert.True(Directory.Exists(folder));
    }
}
