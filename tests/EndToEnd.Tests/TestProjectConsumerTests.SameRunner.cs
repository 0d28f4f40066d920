using System.Text.Json;
using System.Text.RegularExpressions;
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
    public void The_same_runner_mode_builds_the_base_like_the_head_names_a_seeded_allocation_and_passes_the_unchanged_method()
    {
        var repository = NewRepository("same-runner-repo");
        var project = Path.Combine(repository, "tests", "Inventory.Tests", "Inventory.Tests.csproj");
        var artifacts = Path.Combine(repository, "tests", "Inventory.Tests", "obj", "perfgate");

        // A real regression in the library: TotalsByCategory copies each line (a string allocated per line), which only
        // the Report benchmark calls. Parse's code is unchanged: it must pass against the base revision's own launches,
        // so one gate shows both a seeded allocation named and unchanged code passing (two gates cost 1.5 min more).
        var stockReport = Path.Combine(repository, "src", "Inventory", "StockReport.cs");
        File.WriteAllText(stockReport, File.ReadAllText(stockReport).Replace(
            "        foreach (var line in lines)\n        {\n",
            "        foreach (var original in lines)\n        {\n            var line = new string(original.AsSpan());\n",
            StringComparison.Ordinal));
        Commit(repository, "head: TotalsByCategory copies every line");

        // Time gets a wide limit: this machine runs the other test projects beside this one; the time statistics are
        // the evaluation's business, the build and allocations this test's.
        var gate = consumer.Run(
            "build", project, "-t:PerfGate", "-p:PerfGateCompareTo=HEAD~1", "-p:PerfGateSameRunnerPairs=8", "-p:PerfGateTimeThreshold=1000%");

        output.WriteLine(gate.Output);
        Assert.True(gate.ExitCode == 1, gate.ToString());
        Assert.Contains("-p:GenerateProgramFile=false", gate.Output, StringComparison.Ordinal);
        Assert.Contains("-p:TargetFramework=net10.0", gate.Output, StringComparison.Ordinal);
        Assert.DoesNotContain("PG0013", gate.Output, StringComparison.Ordinal);
        Assert.Matches($@"error PG0101: {Regex.Escape(ReportBenchmark)}: allocated [\d.]+ KB/op, base revision [\d.]+ KB/op", gate.Output);
        Assert.DoesNotContain($"PG0101: {ParseBenchmark}", gate.Output, StringComparison.Ordinal);
        var baseOutput = Path.Combine(artifacts, "same-runner", "base", "tests", "Inventory.Tests", "bin", "Release");
        Assert.False(Directory.Exists(baseOutput), "the base worktree is removed after the gate");

        using var report = JsonDocument.Parse(File.ReadAllText(Path.Combine(artifacts, "perfgate-report.json")));
        Assert.Equal("same-runner", report.RootElement.GetProperty("comparison").GetProperty("mode").GetString());
        Assert.True(report.RootElement.GetProperty("comparison").GetProperty("timeGates").GetBoolean());
        var benchmarks = report.RootElement.GetProperty("benchmarks").EnumerateArray().ToList();
        Assert.All(benchmarks, b => Assert.Equal("base-revision", b.GetProperty("allocation").GetProperty("reference").GetString()));
        var parse = Assert.Single(benchmarks, b => b.GetProperty("id").GetString() == ParseBenchmark);
        Assert.Equal("unchanged", parse.GetProperty("allocation").GetProperty("status").GetString());
    }

    /// <summary>A git repository of the consumer as committed (the base), with the packed PerfGate in its feed.</summary>
    private string NewRepository(string name)
    {
        var repository = Path.Combine(consumer.Root, name);
        SampleRepoFixture.CopyDirectory(Path.Combine(SampleRepoFixture.RepositoryRoot, "tests", "Fixtures", "TestProjectConsumer"), repository);
        File.Copy(PackedPerfGate.Package, Path.Combine(repository, ".packages", Path.GetFileName(PackedPerfGate.Package)));
        File.WriteAllText(Path.Combine(repository, ".gitignore"), "bin/\nobj/\n.packages/*.nupkg\n");
        GitCli.Run(repository, "init", "-q", "-b", "main");
        Commit(repository, "base: the consumer as committed");
        return repository;
    }

    private static void Commit(string repository, string message)
    {
        GitCli.Run(repository, "add", "-A");
        GitCli.Run(repository, "-c", "user.name=PerfGate Tests", "-c", "user.email=tests@perfgate.invalid", "-c", "commit.gpgsign=false", "commit", "-q", "-m", message);
    }
}
