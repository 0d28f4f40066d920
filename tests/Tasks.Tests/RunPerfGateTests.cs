using Microsoft.Build.Framework;
using PerfGate.Tasks.Tests.Support;

namespace PerfGate.Tasks.Tests;

public sealed class RunPerfGateTests
{
    private const string ReportFile = "--artifacts/perfgate-report.json";

    [Fact]
    public void Each_finding_becomes_one_MSBuild_diagnostic_with_its_code_on_the_project()
    {
        using var tool = new FakeTool();
        tool.Script("gate", exitCode: 1, stdout: ["Benchmark   Status", CompareReports.FailedLine], files: new() { [ReportFile] = CompareReports.Failed });
        var engine = new RecordingBuildEngine();
        var task = Gate(engine, tool);

        var succeeded = task.Execute();

        Assert.False(succeeded);
        Assert.False(task.Passed);
        var error = Assert.Single(engine.Errors);
        Assert.Equal(("PerfGate", "PG0101", ToolTasks.ProjectPath), (error.Subcategory, error.Code, error.File));
        Assert.Equal(CompareReports.Regression, error.Message);
        var warning = Assert.Single(engine.Warnings);
        Assert.Equal(("PerfGate", "PG0201", ToolTasks.ProjectPath), (warning.Subcategory, warning.Code, warning.File));
        // Braces in a message are text, never a format string.
        Assert.EndsWith("too few samples {0}", warning.Message, StringComparison.Ordinal);
        // A message (what was compared with) is a progress line: the terminal logger hides plain messages at its default verbosity.
        Assert.Contains("PerfGate: PG0204: host differs: time is advisory", engine.MessagesAtLeast(MessageImportance.High));
    }

    [Fact]
    public void A_finding_the_tool_located_is_logged_on_the_benchmark_method_line_and_the_others_on_the_project()
    {
        using var tool = new FakeTool();
        tool.Script("gate", exitCode: 1, files: new() { [ReportFile] = CompareReports.FailedWithSource });
        var engine = new RecordingBuildEngine();

        Assert.False(Gate(engine, tool).Execute());

        // No subcategory on a located line: "File.cs(27,5): error PG0101: …" is what setup-dotnet's problem matcher reads.
        var located = engine.Errors.Single(e => e.Code == "PG0101");
        Assert.Equal((null, CompareReports.SourceFile, 27, 5), (located.Subcategory, located.File, located.LineNumber, located.ColumnNumber));
        Assert.Equal(CompareReports.Regression, located.Message);
        var warning = Assert.Single(engine.Warnings);
        Assert.Equal((null, "PG0201", CompareReports.SourceFile, 40, 9), (warning.Subcategory, warning.Code, warning.File, warning.LineNumber, warning.ColumnNumber));
        var unlocated = engine.Errors.Single(e => e.Code == "PG0104");
        Assert.Equal(("PerfGate", ToolTasks.ProjectPath, 0), (unlocated.Subcategory, unlocated.File, unlocated.LineNumber));
    }

    [Fact]
    public void A_report_the_tool_could_not_publish_is_a_warning_with_its_code_and_the_verdict_stands()
    {
        using var tool = new FakeTool();
        tool.Script("gate", exitCode: 1, stderr: ["PerfGate: warning: PG0207: the comment on pull request #7 could not be written: GitHub answered 403. The verdict stands."],
            files: new() { [ReportFile] = CompareReports.Failed });
        var engine = new RecordingBuildEngine();
        var task = Gate(engine, tool);
        task.Comment = "true";

        Assert.False(task.Execute());

        Assert.Single(engine.Errors);
        var warning = Assert.Single(engine.Warnings, w => w.Code == "PG0207");
        Assert.StartsWith("the comment on pull request #7 could not be written", warning.Message, StringComparison.Ordinal);
        Assert.Contains("--comment true", string.Join(" ", task.BuildArguments()), StringComparison.Ordinal);
    }

    [Fact]
    public void The_summary_line_is_logged_at_high_importance_once_and_the_console_table_below_it()
    {
        using var tool = new FakeTool();
        tool.Script("gate", exitCode: 1, stdout: [CompareReports.FailedLine, "a table row"], files: new() { [ReportFile] = CompareReports.Failed });
        var engine = new RecordingBuildEngine();

        Gate(engine, tool).Execute();

        var high = engine.MessagesAtLeast(MessageImportance.High);
        Assert.Single(high, m => m == CompareReports.FailedLine);
        Assert.DoesNotContain("a table row", high);
        Assert.Contains("a table row", engine.MessagesAtLeast(MessageImportance.Normal));
    }

    [Fact]
    public void A_passing_report_passes_and_its_summary_line_is_logged_when_the_tool_did_not_print_it()
    {
        using var tool = new FakeTool();
        tool.Script("gate", files: new() { [ReportFile] = CompareReports.Passed });
        var engine = new RecordingBuildEngine();
        var task = Gate(engine, tool);

        Assert.True(task.Execute());

        Assert.True(task.Passed);
        Assert.Empty(engine.Errors);
        Assert.Empty(engine.Warnings);
        Assert.Single(engine.MessagesAtLeast(MessageImportance.High), m => m == CompareReports.PassedLine);
    }

    [Fact]
    public void Progress_is_logged_at_high_importance_and_the_benchmark_output_below_it()
    {
        using var tool = new FakeTool();
        tool.Script("gate", stdout: ["PerfGate: [1/2] A.B", "// BenchmarkDotNet noise", "PerfGate: [2/2] A.C"], files: new() { [ReportFile] = CompareReports.Passed });
        var engine = new RecordingBuildEngine();

        var task = Gate(engine, tool);
        task.Execute();

        // Then the "Project -> report" line the terminal logger shows on the project's line.
        var high = engine.MessagesAtLeast(MessageImportance.High);
        Assert.Equal(["PerfGate: [1/2] A.B", "PerfGate: [2/2] A.C", CompareReports.PassedLine], high.Take(3));
        Assert.EndsWith("perfgate-report.md", Assert.Single(high.Skip(3)), StringComparison.Ordinal);
        Assert.Contains("// BenchmarkDotNet noise", engine.MessagesAtLeast(MessageImportance.Normal));
    }

    [Fact]
    public void Verbose_shows_the_whole_output_and_asks_the_tool_for_it()
    {
        using var tool = new FakeTool();
        tool.Script("gate", stdout: ["// BenchmarkDotNet noise"], files: new() { [ReportFile] = CompareReports.Passed });
        var engine = new RecordingBuildEngine();
        var task = Gate(engine, tool);
        task.Verbose = true;

        task.Execute();

        Assert.Contains("// BenchmarkDotNet noise", engine.MessagesAtLeast(MessageImportance.High));
        Assert.Contains("--verbose", tool.Arguments("gate")!);
    }

    [Fact]
    public void Bad_input_is_one_PG0001_error_carrying_the_tools_sentence_once()
    {
        using var tool = new FakeTool();
        tool.Script("gate", exitCode: 2,
            stderr: ["perfgate gate: error: PerfGateAllocationThreshold: '1x' is not an allocation threshold. Use '1%', '64B' or '1%,64B'."]);
        var engine = new RecordingBuildEngine();

        Assert.False(Gate(engine, tool).Execute());

        var error = Assert.Single(engine.Errors);
        Assert.Equal(("PerfGate", "PG0001", ToolTasks.ProjectPath), (error.Subcategory, error.Code, error.File));
        Assert.Equal("perfgate gate: PerfGateAllocationThreshold: '1x' is not an allocation threshold. Use '1%', '64B' or '1%,64B'.", error.Message);
    }

    [Fact]
    public void A_same_runner_gate_that_cannot_start_is_one_error_with_the_tools_own_code()
    {
        using var tool = new FakeTool();
        tool.Script("gate", exitCode: 2,
            stderr: ["perfgate gate: error: PG0010: Same-runner comparison needs git, and git could not be started (No such file or directory). Install git on the runner, or set PerfGateCompareTo (--compare-to) to 'baseline' to compare time with the committed baseline."]);
        var engine = new RecordingBuildEngine();

        Assert.False(Gate(engine, tool).Execute());

        var error = Assert.Single(engine.Errors);
        Assert.Equal(("PerfGate", "PG0010", ToolTasks.ProjectPath), (error.Subcategory, error.Code, error.File));
        Assert.StartsWith("Same-runner comparison needs git, and git could not be started", error.Message, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(2)]
    [InlineData(134)]
    public void A_tool_failure_without_a_word_still_says_what_failed(int exitCode)
    {
        using var tool = new FakeTool();
        // A report on disk does not make a crashed tool's verdict.
        tool.Script("gate", exitCode: exitCode, files: new() { [ReportFile] = CompareReports.Passed });
        var engine = new RecordingBuildEngine();

        Assert.False(Gate(engine, tool).Execute());

        var error = Assert.Single(engine.Errors);
        Assert.Equal("PG0001", error.Code);
        Assert.Equal($"perfgate gate exited with code {exitCode} and gave no reason.", error.Message);
    }

    [Fact]
    public void A_failing_exit_code_with_a_passing_report_still_fails()
    {
        using var tool = new FakeTool();
        tool.Script("gate", exitCode: 1, files: new() { [ReportFile] = CompareReports.Passed });
        var engine = new RecordingBuildEngine();
        var task = Gate(engine, tool);

        Assert.False(task.Execute());

        Assert.False(task.Passed);
        Assert.Equal("PG0001", Assert.Single(engine.Errors).Code);
    }

    [Fact]
    public void A_failed_report_without_findings_fails_even_with_a_passing_exit_code()
    {
        using var tool = new FakeTool();
        tool.Script("gate", exitCode: 0, files: new() { [ReportFile] = CompareReports.FailedWithoutFindings });
        var engine = new RecordingBuildEngine();
        var task = Gate(engine, tool);

        Assert.False(task.Execute());

        Assert.False(task.Passed);
        var error = Assert.Single(engine.Errors);
        Assert.Equal("PG0001", error.Code);
        Assert.Contains("passed: false", error.Message, StringComparison.Ordinal);
    }

    public static TheoryData<string?, string> UnreadableReports { get; } = new()
    {
        { null, "cannot be read" },
        { "not json", "is not a PerfGate report" },
        { "null", "is empty (null)" },
        // Another schema version: the report of a PerfGate this task does not know.
        { CompareReports.Passed.Replace("\"schemaVersion\": 1", "\"schemaVersion\": 2", StringComparison.Ordinal), "has schemaVersion 2; this PerfGate reads version 1" },
        { """{ "schemaVersion": 1, "passed": true }""", "lacks 'summary'" },
        { CompareReports.Failed.Replace("\"severity\": \"message\"", "\"severity\": \"fatal\"", StringComparison.Ordinal), "is not a PerfGate report" },
    };

    [Theory]
    [MemberData(nameof(UnreadableReports))]
    public void An_unreadable_report_leaves_a_passing_verdict_standing_with_a_warning(string? report, string reason)
    {
        using var tool = new FakeTool();
        tool.Script("gate", exitCode: 0, files: report is null ? null : new() { [ReportFile] = report });
        var engine = new RecordingBuildEngine();
        var task = Gate(engine, tool);

        Assert.True(task.Execute());

        Assert.True(task.Passed);
        Assert.Empty(engine.Errors);
        var warning = Assert.Single(engine.Warnings);
        Assert.Equal(("PerfGate", "PG0001", ToolTasks.ProjectPath), (warning.Subcategory, warning.Code, warning.File));
        Assert.StartsWith("perfgate gate exited with code 0, but the report", warning.Message, StringComparison.Ordinal);
        Assert.Contains(reason, warning.Message, StringComparison.Ordinal);
    }

    [Theory]
    [MemberData(nameof(UnreadableReports))]
    public void An_unreadable_report_never_turns_a_failing_verdict_into_a_pass(string? report, string reason)
    {
        using var tool = new FakeTool();
        tool.Script("gate", exitCode: 1, stderr: ["perfgate gate: could not write the Markdown report"],
            files: report is null ? null : new() { [ReportFile] = report });
        var engine = new RecordingBuildEngine();
        var task = Gate(engine, tool);

        Assert.False(task.Execute());

        Assert.False(task.Passed);
        Assert.Empty(engine.Warnings);
        var error = Assert.Single(engine.Errors);
        Assert.Equal(("PerfGate", "PG0001", ToolTasks.ProjectPath), (error.Subcategory, error.Code, error.File));
        Assert.Contains(reason, error.Message, StringComparison.Ordinal);
        Assert.EndsWith("perfgate gate: could not write the Markdown report", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Canceling_stops_the_tool_and_never_reads_its_report_as_a_verdict()
    {
        using var tool = new FakeTool();
        // The report is on disk before the tool is stopped: a canceled gate must not pass on it.
        tool.Script("gate", stdout: ["PerfGate: [1/1] A.B"], files: new() { [ReportFile] = CompareReports.Passed }, sleepMilliseconds: 120_000);
        var engine = new RecordingBuildEngine();
        var task = Gate(engine, tool);
        var stopwatch = System.Diagnostics.Stopwatch.StartNew();

        var execution = Task.Run(task.Execute);
        Assert.True(
            SpinWait.SpinUntil(() => engine.MessagesAtLeast(MessageImportance.High).Contains("PerfGate: [1/1] A.B"), TimeSpan.FromSeconds(60)),
            "The tool never started.");
        task.Cancel();
        var succeeded = await execution.WaitAsync(TimeSpan.FromSeconds(60));

        Assert.False(succeeded);
        Assert.False(task.Passed);
        Assert.True(stopwatch.Elapsed < TimeSpan.FromSeconds(110), $"The tool ran on after the cancel: {stopwatch.Elapsed}.");
        Assert.DoesNotContain(CompareReports.PassedLine, engine.MessagesAtLeast(MessageImportance.Low));
    }

    [Fact]
    public void Only_the_baseline_artifacts_and_benchmark_app_are_passed_when_the_rest_is_empty()
    {
        using var tool = new FakeTool();
        tool.Script("gate", files: new() { [ReportFile] = CompareReports.Passed });
        var task = Gate(new RecordingBuildEngine(), tool);
        task.Category = "";
        task.Job = "  ";
        task.TimeThreshold = "";
        task.AllocationThreshold = " ";
        task.ConfirmReruns = "";
        task.ThresholdOverrides = [];

        task.Execute();

        Assert.Equal(
            ["gate", "--baseline", task.BaselinePath, "--artifacts", task.ArtifactsPath, "--assembly", task.AssemblyPath!, "--project", task.ProjectPath!, "--option-names", "msbuild"],
            tool.Arguments("gate")!);
    }

    [Fact]
    public void Every_set_property_is_passed_trimmed_and_overrides_verbatim()
    {
        using var tool = new FakeTool();
        tool.Script("gate", files: new() { [ReportFile] = CompareReports.Passed });
        var task = Gate(new RecordingBuildEngine(), tool);
        task.Category = " Gate ";
        task.Job = "short";
        task.TimeThreshold = " 7.5% ";
        task.AllocationThreshold = "1%,64B";
        task.ThresholdOverrides = [new Microsoft.Build.Utilities.TaskItem("Sample.*.Stream*=time:15%"), new Microsoft.Build.Utilities.TaskItem("Sample.*.Hash*=alloc:1%,64B")];
        task.ConfirmReruns = "2";
        task.SameRunnerPairs = "8";
        task.CaseTimeout = " 90s ";

        task.Execute();

        Assert.Equal(
            [
                "gate", "--baseline", task.BaselinePath, "--artifacts", task.ArtifactsPath, "--assembly", task.AssemblyPath!,
                "--category", "Gate", "--job", "short", "--time-threshold", "7.5%", "--alloc-threshold", "1%,64B",
                "--override", "Sample.*.Stream*=time:15%", "--override", "Sample.*.Hash*=alloc:1%,64B", "--confirm-reruns", "2",
                "--pairs", "8", "--case-timeout", "90s",
                // The same-runner mode builds this project at the base revision.
                "--project", task.ProjectPath!,
                // Errors then name the MSBuild property the user set, not the CLI option.
                "--option-names", "msbuild",
            ],
            tool.Arguments("gate")!);
    }

    [Fact]
    public void Reusing_the_last_results_passes_no_benchmark_app()
    {
        using var tool = new FakeTool();
        tool.Script("gate", files: new() { [ReportFile] = CompareReports.Passed });
        var task = Gate(new RecordingBuildEngine(), tool);
        task.ReuseResults = true;
        task.AssemblyPath = "";

        Assert.True(task.Execute());

        Assert.Equal(
            ["gate", "--baseline", task.BaselinePath, "--artifacts", task.ArtifactsPath, "--reuse-results", "--project", task.ProjectPath!, "--option-names", "msbuild"],
            tool.Arguments("gate")!);
    }

    [Fact]
    public void A_missing_tool_is_PG0001_naming_where_it_was_looked_for()
    {
        using var tool = new FakeTool();
        var engine = new RecordingBuildEngine();
        var task = Gate(engine, tool);
        task.ToolPath = tool.Path("tools/perfgate/perfgate.dll");

        Assert.False(task.Execute());

        var error = Assert.Single(engine.Errors);
        Assert.Equal("PG0001", error.Code);
        Assert.Contains("tools/perfgate/perfgate.dll", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void The_time_comparison_properties_reach_the_tool_with_the_project_to_build_at_the_base()
    {
        using var tool = new FakeTool();
        var task = Gate(new RecordingBuildEngine(), tool);
        task.ProjectPath = tool.Path("Sample.Benchmarks.csproj");
        task.CompareTo = "origin/main";
        task.StableMachine = true;

        var arguments = string.Join(" ", task.BuildArguments());

        Assert.Contains("--compare-to origin/main", arguments, StringComparison.Ordinal);
        Assert.Contains("--stable-machine", arguments, StringComparison.Ordinal);
        Assert.Contains($"--project {tool.Path("Sample.Benchmarks.csproj")}", arguments, StringComparison.Ordinal);
    }

    [Fact]
    public void Without_the_properties_the_tool_keeps_its_defaults()
    {
        using var tool = new FakeTool();
        var arguments = Gate(new RecordingBuildEngine(), tool).BuildArguments();

        Assert.DoesNotContain("--compare-to", arguments);
        Assert.DoesNotContain("--stable-machine", arguments);
    }

    [Theory]
    [InlineData(0, 0)]
    [InlineData(1, 1)]
    public void A_shard_reads_no_report_and_fails_only_when_its_benchmarks_did_not_run(int exitCode, int errors)
    {
        using var tool = new FakeTool();
        tool.Script("gate", exitCode: exitCode, stdout: ["PerfGate: shard 1/2: 3 of 7 benchmark methods; nothing is decided here"]);
        var engine = new RecordingBuildEngine();
        var task = Gate(engine, tool);
        task.Shard = "1/2";

        Assert.Equal(errors == 0, task.Execute());

        Assert.Equal(errors, engine.Errors.Count);
        Assert.All(engine.Errors, e => Assert.Equal("PG0003", e.Code));
        Assert.Contains("--shard 1/2", string.Join(" ", task.BuildArguments()), StringComparison.Ordinal);
    }

    [Fact]
    public void Shard_results_make_the_gate_a_join_whose_findings_are_logged_like_the_gate_s()
    {
        using var tool = new FakeTool();
        var first = tool.Path("artifacts/shard-1");
        var second = tool.Path("artifacts/shard-2");
        Directory.CreateDirectory(first);
        tool.Script("join", exitCode: 1, files: new() { ["--shard-results/../perfgate-report.json"] = CompareReports.Failed });
        var engine = new RecordingBuildEngine();
        var task = Gate(engine, tool);
        task.ShardResults = [new Microsoft.Build.Utilities.TaskItem(first), new Microsoft.Build.Utilities.TaskItem(second)];

        Assert.False(task.Execute());

        Assert.Equal("PG0101", Assert.Single(engine.Errors).Code);
        var arguments = string.Join(" ", task.BuildArguments());
        Assert.StartsWith("join --baseline ", arguments, StringComparison.Ordinal);
        Assert.Contains($"--shard-results {first} --shard-results {second}", arguments, StringComparison.Ordinal);
        Assert.Contains($"--report json={Path.Combine(task.ArtifactsPath, "perfgate-report.json")}", arguments, StringComparison.Ordinal);
        Assert.DoesNotContain("--assembly", arguments, StringComparison.Ordinal);
    }

    /// <summary>
    /// Every option the task hands the tool must be one the tool's own parser accepts: the join of a sharded gate was
    /// once handed <c>--explain-allocations</c>, which <c>perfgate join</c> does not have, and failed on every
    /// <c>PerfGateExplainAllocations</c> setting. The real <c>perfgate</c> parses each list; any input error it then
    /// reports (the fake paths) is not a usage error.
    /// </summary>
    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public void Every_argument_the_task_passes_is_one_the_tool_accepts(bool join)
    {
        using var tool = new FakeTool();
        var task = Gate(new RecordingBuildEngine(), tool);
        task.TimeThreshold = "5%";
        task.AllocationThreshold = "1%";
        task.Comment = "false";
        task.ExplainAllocations = "false";
        task.ExplainTime = "true";
        task.StableMachine = true;
        task.HistoryAnchor = "v1.2";
        task.HistoryBranch = "perfgate-history";
        task.HistoryUrl = "https://example.invalid/history";
        if (join)
        {
            task.ShardResults = [new Microsoft.Build.Utilities.TaskItem(tool.Path("shard-1")), new Microsoft.Build.Utilities.TaskItem(tool.Path("shard-2"))];
        }
        else
        {
            task.ConfirmReruns = "1";
            task.CompareTo = "baseline";
            task.SameRunnerPairs = "8";
            task.CaseTimeout = "2m";
        }

        var arguments = task.BuildArguments();
        using var output = new StringWriter();
        using var error = new StringWriter();

        var exitCode = PerfGate.Cli.PerfGateCli.Run([.. arguments], output, error);

        Assert.Equal(join ? "join" : "gate", arguments[0]);
        Assert.Equal(join, !arguments.Contains("--explain-allocations"));
        Assert.Equal("v1.2", arguments[arguments.IndexOf("--history-anchor") + 1]);
        Assert.DoesNotContain("Unrecognized", error.ToString(), StringComparison.Ordinal);
        Assert.DoesNotContain("perfgate: error:", error.ToString(), StringComparison.Ordinal);
        Assert.DoesNotContain("unexpected error", error.ToString(), StringComparison.Ordinal);
        Assert.Contains($"perfgate {arguments[0]}: error:", error.ToString(), StringComparison.Ordinal);
        Assert.Equal(2, exitCode); // the fake paths: input errors of the command itself, past the parser
    }

    internal static RunPerfGate Gate(RecordingBuildEngine engine, FakeTool tool)
    {
        var task = ToolTasks.Create<RunPerfGate>(engine, tool);
        task.BaselinePath = tool.Path("perfgate-baseline.json");
        task.ArtifactsPath = tool.Path("artifacts");
        task.AssemblyPath = tool.Path("Sample.Benchmarks.dll");
        return task;
    }
}
