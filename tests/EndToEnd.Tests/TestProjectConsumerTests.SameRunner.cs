using System.Text.Json;
using PerfGate.Tests.Support;

namespace PerfGate.EndToEnd.Tests;

/// <summary>
/// The same-runner mode (what a pull request's gate does by default) on the test-project-hosted, multi-targeted consumer:
/// the base revision must be built as the head is — with PerfGate's Main in place of the test SDK's empty one, for the
/// measured framework only. Built without them, its benchmarks never ran and every pull request failed with PG0013.
/// </summary>
public sealed partial class TestProjectConsumerTests
{
    private const string ParseBenchmark = "Inventory.Tests.Benchmarks.SkuBenchmarks.Parse";
    private const string ReportBenchmark = "Inventory.Tests.Benchmarks.SkuBenchmarks.Report";

    [Fact]
    public void The_same_runner_mode_builds_the_base_like_the_head_passes_unchanged_code_and_names_a_seeded_allocation()
    {
        var repository = Path.Combine(consumer.Root, "same-runner-repo");
        SampleRepoFixture.CopyDirectory(Path.Combine(SampleRepoFixture.RepositoryRoot, "tests", "Fixtures", "TestProjectConsumer"), repository);
        File.Copy(PackedPerfGate.Package, Path.Combine(repository, ".packages", Path.GetFileName(PackedPerfGate.Package)));
        File.WriteAllText(Path.Combine(repository, ".gitignore"), "bin/\nobj/\n.packages/*.nupkg\n");
        GitCli.Run(repository, "init", "-q", "-b", "main");
        Commit(repository, "base: the consumer as committed");
        var project = Path.Combine(repository, "tests", "Inventory.Tests", "Inventory.Tests.csproj");
        var artifacts = Path.Combine(repository, "tests", "Inventory.Tests", "obj", "perfgate");

        // Unchanged code: the base is HEAD itself. Time gets a wide limit: this machine runs the other test projects
        // beside this one; the time statistics are the evaluation's business, the build and allocations this test's.
        var unchanged = SameRunnerGate(project, "HEAD");

        output.WriteLine(unchanged.Output);
        Assert.True(unchanged.ExitCode == 0, unchanged.ToString());
        Assert.Contains("-p:GenerateProgramFile=false", unchanged.Output, StringComparison.Ordinal);
        Assert.Contains("-p:TargetFramework=net10.0", unchanged.Output, StringComparison.Ordinal);
        var baseOutput = Path.Combine(artifacts, "same-runner", "base", "tests", "Inventory.Tests", "bin", "Release");
        Assert.False(Directory.Exists(baseOutput), "the base worktree is removed after the gate");
        using (var report = JsonDocument.Parse(File.ReadAllText(Path.Combine(artifacts, "perfgate-report.json"))))
        {
            Assert.Equal("same-runner", report.RootElement.GetProperty("comparison").GetProperty("mode").GetString());
            Assert.True(report.RootElement.GetProperty("comparison").GetProperty("timeGates").GetBoolean());
            Assert.All(report.RootElement.GetProperty("benchmarks").EnumerateArray(), b =>
                Assert.Equal("base-revision", b.GetProperty("allocation").GetProperty("reference").GetString()));
        }

        // A real regression in the library: Sku.Parse copies its input (a string allocated per call). Both benchmarks call
        // it (Report parses 64 lines), so both must be named, each against the base revision's own launches.
        var sku = Path.Combine(repository, "src", "Inventory", "Sku.cs");
        File.WriteAllText(sku, File.ReadAllText(sku).Replace(
            "        ArgumentNullException.ThrowIfNull(text);\n",
            "        ArgumentNullException.ThrowIfNull(text);\n        text = new string(text.AsSpan());\n",
            StringComparison.Ordinal));
        Commit(repository, "head: Parse copies its input");

        var regressed = SameRunnerGate(project, "HEAD~1");

        output.WriteLine(regressed.Output);
        Assert.Equal(1, regressed.ExitCode);
        Assert.Matches($@"error PG0101: {System.Text.RegularExpressions.Regex.Escape(ParseBenchmark)}: allocated \d+ B/op, base revision \d+ B/op", regressed.Output);
        Assert.Matches($@"error PG0101: {System.Text.RegularExpressions.Regex.Escape(ReportBenchmark)}: allocated [\d.]+ KB/op, base revision [\d.]+ KB/op", regressed.Output);
        Assert.DoesNotContain("PG0013", regressed.Output, StringComparison.Ordinal);
    }

    private DotnetResult SameRunnerGate(string project, string compareTo) =>
        consumer.Run("build", project, "-t:PerfGate", $"-p:PerfGateCompareTo={compareTo}", "-p:PerfGateSameRunnerPairs=8", "-p:PerfGateTimeThreshold=1000%");

    private static void Commit(string repository, string message)
    {
        GitCli.Run(repository, "add", "-A");
        GitCli.Run(repository, "-c", "user.name=PerfGate Tests", "-c", "user.email=tests@perfgate.invalid", "-c", "commit.gpgsign=false", "commit", "-q", "-m", message);
    }
}
