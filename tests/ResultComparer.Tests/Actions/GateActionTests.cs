using PerfGate.Tests.Support;

namespace PerfGate.Tests.Actions;

/// <summary>
/// actions/gate's shell steps: the inputs as <c>dotnet build</c> arguments (a stand-in <c>dotnet</c> on PATH prints
/// what it was given; the end-to-end tests run the real build through the same script), and the kept artifact.
/// </summary>
public sealed class GateActionTests
{
    [Fact]
    public void The_inputs_become_escaped_PerfGate_properties_and_the_build_arguments_are_passed_as_written()
    {
        using var temp = new TempDirectory();
        var shards = Directory.CreateDirectory(temp.File("shards")).FullName;
        Directory.CreateDirectory(Path.Combine(shards, "perfgate-shard-2"));
        Directory.CreateDirectory(Path.Combine(shards, "perfgate-shard-1"));

        var gate = ActionStep.Run(temp, "gate", "gate.sh", new Dictionary<string, string?>
        {
            ["PATH"] = FakeDotnet(temp, exitCode: 1),
            ["PERFGATE_PROJECT"] = "benchmarks/My Benchmarks",
            ["PERFGATE_TARGET"] = "PerfGate",
            ["PERFGATE_COMPARE_TO"] = "auto",
            ["PERFGATE_TIME_THRESHOLD"] = "7.5%",
            ["PERFGATE_ALLOCATION_THRESHOLD"] = "1%,64B",
            ["PERFGATE_PAIRS"] = "",
            ["PERFGATE_STABLE_MACHINE"] = "",
            ["PERFGATE_ARTIFACTS_PATH"] = "",
            ["PERFGATE_COMMENT"] = "false",
            ["PERFGATE_SHARD"] = "",
            ["PERFGATE_SHARD_RESULTS"] = shards,
            ["PERFGATE_BUILD_ARGUMENTS"] = "  -p:PerfGateJob=long  \n\n-p:PerfGateVerbose=true; echo owned\n",
        });

        Assert.Equal(1, gate.ExitCode);
        Assert.Equal(
            [
                "build", "benchmarks/My Benchmarks", "-t:PerfGate", "-nologo",
                "-p:PerfGateCompareTo=auto", "-p:PerfGateTimeThreshold=7.5%25", "-p:PerfGateAllocationThreshold=1%25%2C64B", "-p:PerfGateComment=false",
                $"-p:PerfGateShardResults=\"{shards}/perfgate-shard-1;{shards}/perfgate-shard-2\"",
                "-p:PerfGateJob=long", "-p:PerfGateVerbose=true; echo owned",
            ],
            Arguments(gate));
    }

    [Theory]
    [InlineData("", "PerfGate", "::error title=PerfGate::The gate action's input 'project' is empty")]
    [InlineData("bench", "Pack", "::error title=PerfGate::The gate action's input 'target' is 'Pack': PerfGate or PerfGateUpdateBaseline.")]
    public void A_missing_project_or_an_unknown_target_is_a_usage_error(string project, string target, string message)
    {
        using var temp = new TempDirectory();

        var gate = ActionStep.Run(temp, "gate", "gate.sh", new Dictionary<string, string?>
        {
            ["PATH"] = FakeDotnet(temp, exitCode: 0),
            ["PERFGATE_PROJECT"] = project,
            ["PERFGATE_TARGET"] = target,
        });

        Assert.Equal(2, gate.ExitCode);
        Assert.Contains(message, gate.Output, StringComparison.Ordinal);
        Assert.DoesNotContain("dotnet-was-called", gate.Output, StringComparison.Ordinal);
    }

    [Fact]
    public void The_history_inputs_become_PerfGate_properties_and_a_recording_push_is_measured_against_the_previous_tip()
    {
        using var temp = new TempDirectory();

        var variables = History(temp, "record", "push", Before, compareTo: "auto");
        variables["PERFGATE_HISTORY_ANCHOR"] = "v1.2";
        variables["PERFGATE_HISTORY_BRANCH"] = "perf/history";
        variables["PERFGATE_HISTORY_URL"] = "https://octo.github.io/bench/";

        var gate = ActionStep.Run(temp, "gate", "gate.sh", variables);

        Assert.True(gate.ExitCode == 0, gate.ToString());
        Assert.Equal(
            [
                "build", "bench", "-t:PerfGate", "-nologo",
                $"-p:PerfGateCompareTo={Before}",
                "-p:PerfGateHistoryAnchor=v1.2", "-p:PerfGateHistoryBranch=perf/history", "-p:PerfGateHistoryUrl=https://octo.github.io/bench/",
            ],
            Arguments(gate));
        Assert.Equal(Before, gate.Outputs["history-base"]);
    }

    [Theory]
    [InlineData("record", "push", "v1.0", "v1.0", "v1.0")]
    [InlineData("record", "pull_request", "auto", "auto", null)]
    [InlineData("record", "workflow_dispatch", "", null, null)]
    [InlineData("", "push", "auto", "auto", null)]
    public void Only_a_recording_push_with_compare_to_auto_is_measured_against_the_previous_tip(
        string history, string eventName, string compareTo, string? comparedTo, string? historyBase)
    {
        using var temp = new TempDirectory();

        var gate = ActionStep.Run(temp, "gate", "gate.sh", History(temp, history, eventName, Before, compareTo));

        Assert.True(gate.ExitCode == 0, gate.ToString());
        Assert.Equal(comparedTo, Arguments(gate).Where(a => a.StartsWith("-p:PerfGateCompareTo=", StringComparison.Ordinal)).Select(a => a["-p:PerfGateCompareTo=".Length..]).SingleOrDefault());
        Assert.Equal(historyBase, gate.Outputs.GetValueOrDefault("history-base"));
    }

    /// <summary>A push that creates the branch has no previous tip: not an error, and nothing is measured or recorded.</summary>
    [Theory]
    [InlineData("0000000000000000000000000000000000000000")]
    [InlineData("")]
    public void A_push_that_creates_the_branch_is_not_recorded(string before)
    {
        using var temp = new TempDirectory();

        var gate = ActionStep.Run(temp, "gate", "gate.sh", History(temp, "record", "push", before, "auto"));

        Assert.True(gate.ExitCode == 0, gate.ToString());
        Assert.Contains("::notice title=PerfGate::This push created the branch (no previous commit)", gate.Output, StringComparison.Ordinal);
        Assert.DoesNotContain("dotnet-was-called", gate.Output, StringComparison.Ordinal);
        Assert.False(gate.Outputs.ContainsKey("history-base"));
    }

    [Theory]
    [InlineData("always", "auto", "PerfGate", "", "::error title=PerfGate::The gate action's input 'history' is 'always': empty or record.")]
    [InlineData("record", "baseline", "PerfGate", "", "::error title=PerfGate::history: record needs a same-runner measurement (compare-to auto or a revision), not the committed baseline.")]
    [InlineData("record", "auto", "PerfGateUpdateBaseline", "", "::error title=PerfGate::history: record needs the whole gate (target PerfGate, no shard)")]
    [InlineData("record", "auto", "PerfGate", "1/2", "::error title=PerfGate::history: record needs the whole gate (target PerfGate, no shard)")]
    public void An_unknown_history_or_a_recording_that_is_no_whole_same_runner_gate_is_a_usage_error(
        string history, string compareTo, string target, string shard, string message)
    {
        using var temp = new TempDirectory();
        var variables = History(temp, history, "push", Before, compareTo);
        variables["PERFGATE_TARGET"] = target;
        variables["PERFGATE_SHARD"] = shard;

        var gate = ActionStep.Run(temp, "gate", "gate.sh", variables);

        Assert.Equal(2, gate.ExitCode);
        Assert.Contains(message, gate.Output, StringComparison.Ordinal);
        Assert.DoesNotContain("dotnet-was-called", gate.Output, StringComparison.Ordinal);
    }

    [Fact]
    public void The_report_and_the_pull_request_number_are_kept_for_the_comment_action()
    {
        using var temp = new TempDirectory();
        var project = Directory.CreateDirectory(temp.File("benchmarks/Bench")).FullName;
        File.WriteAllText(Path.Combine(project, "Bench.csproj"), "<Project />");
        Directory.CreateDirectory(Path.Combine(project, "out"));
        File.WriteAllText(Path.Combine(project, "out", "perfgate-report.json"), "{}");

        var kept = ActionStep.Run(temp, "gate", "keep-report.sh", Keep("benchmarks/Bench/Bench.csproj", "out", "42"));
        var keptDirectory = kept.Outputs.GetValueOrDefault("directory");
        // Every run empties the runner's perfgate-pr folder first (a re-run job must not upload a stale report).
        var keptFiles = Directory.GetFiles(keptDirectory ?? temp.Path).Select(Path.GetFileName).Order(StringComparer.Ordinal).ToList();
        var keptNumber = File.ReadAllText(Path.Combine(keptDirectory ?? temp.Path, "pr-number"));
        var noReport = ActionStep.Run(temp, "gate", "keep-report.sh", Keep("benchmarks/Bench", "", "42"));
        var noPullRequest = ActionStep.Run(temp, "gate", "keep-report.sh", Keep("benchmarks/Bench", "out", ""));

        Assert.True(kept.ExitCode == 0, kept.ToString());
        Assert.Equal(Path.Combine(kept.RunnerTemp, "perfgate-pr"), keptDirectory);
        Assert.Equal(Path.Combine(keptDirectory!, "perfgate-report.json"), kept.Outputs["report"]);
        Assert.Equal(["perfgate-report.json", "pr-number"], keptFiles);
        Assert.Equal("42\n", keptNumber);
        Assert.True(noReport.ExitCode == 0, noReport.ToString());
        Assert.Contains("::warning title=PerfGate::The gate wrote no report (benchmarks/Bench/obj/perfgate/perfgate-report.json)", noReport.Output, StringComparison.Ordinal);
        Assert.False(noReport.Outputs.ContainsKey("report"));
        Assert.Equal(Path.Combine(noReport.RunnerTemp, "perfgate-pr"), noReport.Outputs["directory"]);
        Assert.True(noPullRequest.ExitCode == 0, noPullRequest.ToString());
        Assert.Equal(string.Empty, noPullRequest.Outputs["directory"]);
        // A push keeps no artifact, but the history's record step reads the report where the gate wrote it.
        Assert.Equal("benchmarks/Bench/out/perfgate-report.json", noPullRequest.Outputs["report"]);
    }

    /// <summary>On a Windows runner (Git Bash) an absolute artifacts-path reads D:\… or D:/…: never put under the project.</summary>
    [Theory]
    [InlineData(@"D:\a\_temp\perfgate")]
    [InlineData("D:/a/_temp/perfgate")]
    [InlineData(@"\\server\share\perfgate")]
    [InlineData("/abs/perfgate")]
    public void An_absolute_artifacts_path_is_taken_as_given_on_every_platform(string artifactsPath)
    {
        using var temp = new TempDirectory();
        Directory.CreateDirectory(temp.File("benchmarks/Bench"));

        var kept = ActionStep.Run(temp, "gate", "keep-report.sh", Keep("benchmarks/Bench", artifactsPath, "42"));

        Assert.True(kept.ExitCode == 0, kept.ToString());
        Assert.Contains($"::warning title=PerfGate::The gate wrote no report ({artifactsPath}/perfgate-report.json)", kept.Output, StringComparison.Ordinal);
    }

    private const string Before = "0123456789abcdef0123456789abcdef01234567";

    private static Dictionary<string, string?> History(TempDirectory temp, string history, string eventName, string before, string compareTo) => new()
    {
        ["PATH"] = FakeDotnet(temp, exitCode: 0),
        ["PERFGATE_PROJECT"] = "bench",
        ["PERFGATE_TARGET"] = "PerfGate",
        ["PERFGATE_COMPARE_TO"] = compareTo,
        ["PERFGATE_HISTORY"] = history,
        ["PERFGATE_HISTORY_ANCHOR"] = "",
        ["PERFGATE_HISTORY_BRANCH"] = "",
        ["PERFGATE_HISTORY_URL"] = "",
        ["PERFGATE_EVENT_NAME"] = eventName,
        ["PERFGATE_BEFORE"] = before,
    };

    private static Dictionary<string, string?> Keep(string project, string artifactsPath, string pullRequest) => new()
    {
        ["PERFGATE_PROJECT"] = project,
        ["PERFGATE_ARTIFACTS_PATH"] = artifactsPath,
        ["PERFGATE_PR_NUMBER"] = pullRequest,
    };

    /// <summary>A <c>dotnet</c> that prints each argument on a line of its own and exits with <paramref name="exitCode"/>.</summary>
    private static string FakeDotnet(TempDirectory temp, int exitCode) =>
        ActionStep.PathWith(ActionStep.Executable(temp, "dotnet", $"echo dotnet-was-called; for a in \"$@\"; do printf 'arg:%s\\n' \"$a\"; done; exit {exitCode}"));

    private static string[] Arguments(ActionStepResult result) =>
        [.. result.Output.Split('\n').Where(l => l.StartsWith("arg:", StringComparison.Ordinal)).Select(l => l["arg:".Length..].TrimEnd('\r'))];
}
