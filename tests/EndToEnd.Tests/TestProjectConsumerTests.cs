using System.Text.Json;
using System.Text.RegularExpressions;

namespace PerfGate.EndToEnd.Tests;

/// <summary>
/// A newcomer's repository rather than PerfGate's own sample: benchmarks in a multi-targeted xunit test project
/// without a Main of its own, gated against the baseline committed with it, watched in an interactive terminal.
/// </summary>
[Trait("Category", "EndToEnd")]
public sealed partial class TestProjectConsumerTests(TestProjectConsumerFixture consumer, ITestOutputHelper output) : IClassFixture<TestProjectConsumerFixture>
{
    private static readonly string[] TaggedBenchmarks =
    [
        "Inventory.Tests.Benchmarks.SkuBenchmarks.Parse",
        "Inventory.Tests.Benchmarks.SkuBenchmarks.Report",
    ];

    [Fact]
    public void The_test_projects_benchmarks_run_through_PerfGates_Main_and_pass_against_the_committed_baseline()
    {
        output.WriteLine(TerminalScreen.Text(consumer.Gate.Output));
        Assert.True(consumer.Gate.ExitCode == 0, consumer.Gate.ToString());

        var report = JsonDocument.Parse(File.ReadAllText(Path.Combine(consumer.ArtifactsPath, "perfgate-report.json"))).RootElement;
        Assert.True(report.GetProperty("passed").GetBoolean());
        var compared = report.GetProperty("benchmarks").EnumerateArray().Select(b => b.GetProperty("id").GetString()).Order(StringComparer.Ordinal).ToArray();
        Assert.Equal(TaggedBenchmarks, compared);
        // The gate reads the committed baseline; it never rewrites it.
        Assert.Equal(consumer.CommittedBaseline, File.ReadAllText(consumer.BaselinePath));
    }

    [Fact]
    public void The_multi_targeted_project_is_measured_in_the_framework_of_the_SDKs_runtime()
    {
        var log = File.ReadAllText(Path.Combine(consumer.ArtifactsPath, "perfgate-run.log"));

        Assert.Contains(Path.Combine("bin", "Release", "net10.0", "Inventory.Tests.dll"), log, StringComparison.Ordinal);
        Assert.Contains("Runtime=.NET 10.0", log, StringComparison.Ordinal);
        Assert.Matches(@"Inventory\.Tests test net10\.0 succeeded", TerminalScreen.Text(consumer.Gate.Output));
    }

    [Fact]
    public void The_terminal_shows_each_benchmark_on_the_status_line_and_the_verdict_at_default_verbosity()
    {
        var screen = TerminalScreen.Text(consumer.Gate.Output);

        Assert.Contains("PerfGate: found 2 benchmark(s); building them with BenchmarkDotNet", screen, StringComparison.Ordinal);
        Assert.Matches(@"Inventory\.Tests net10\.0 \[1/2\] SkuBenchmarks\.Parse \(\d+\.\ds\)", screen);
        Assert.Matches(@"Inventory\.Tests net10\.0 \[2/2\] SkuBenchmarks\.Report \(\d+\.\ds\)", screen);
        Assert.Matches(@"PerfGate: passed: 2 [^\n]*", screen);
        Assert.Matches(@"succeeded[^\n]*→[^\n]*perfgate-report\.md", screen);
    }

    [Fact]
    public void The_gate_runs_the_packages_one_tool_which_answers_its_version()
    {
        var tool = ToolPath();

        Assert.EndsWith(Path.Combine("tools", "perfgate", "perfgate.dll"), tool, StringComparison.Ordinal);
        var version = DotnetCli.Run(consumer.Repository, null, TimeSpan.FromMinutes(1), tool, "--version");
        Assert.True(version.ExitCode == 0, version.ToString());
        Assert.Contains(consumer.Version, version.Output, StringComparison.Ordinal);
    }

    [Fact]
    public void The_untagged_benchmark_never_runs()
    {
        var log = File.ReadAllText(Path.Combine(consumer.ArtifactsPath, "perfgate-run.log"));

        Assert.DoesNotContain("ExploratoryBenchmarks", log, StringComparison.Ordinal);
        Assert.Equal(2, Regex.Matches(log, "^// Benchmark: ", RegexOptions.Multiline).Count);
    }

    [Fact]
    public void After_the_gate_the_project_still_builds_for_both_frameworks_and_its_tests_pass()
    {
        var build = consumer.Run("build", consumer.TestProject);
        Assert.True(build.ExitCode == 0, build.ToString());
        Assert.True(File.Exists(Path.Combine(consumer.Repository, "tests", "Inventory.Tests", "bin", "Debug", "net8.0", "Inventory.Tests.dll")));

        // In Release too, where the gate built the project with its own Main: the test SDK's comes back.
        var test = consumer.Run("test", consumer.TestProject, "-c", "Release", "-f", "net10.0");

        output.WriteLine(test.Output);
        Assert.True(test.ExitCode == 0, test.ToString());
        Assert.Matches(@"Passed!\s+- Failed:\s+0, Passed:\s+4", test.Output);
    }

    private string ToolPath()
    {
        var evaluation = consumer.Run("msbuild", consumer.TestProject, "-p:TargetFramework=net10.0", "-getProperty:_PerfGateToolPath");
        Assert.True(evaluation.ExitCode == 0, evaluation.ToString());
        return evaluation.Output.Trim();
    }
}
