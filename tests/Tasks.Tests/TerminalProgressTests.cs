using System.Text.RegularExpressions;
using Microsoft.Build.Framework;
using PerfGate.Tasks.Tests.Support;

namespace PerfGate.Tasks.Tests;

/// <summary>
/// What a person at an interactive terminal sees of a gate under the .NET SDK's terminal logger at its default
/// verbosity (a real <c>dotnet build -tl:on</c> under a pseudo-terminal), and what older MSBuilds get instead.
/// </summary>
[Trait("Category", "MSBuildIntegration")]
public sealed class TerminalProgressTests
{
    private const string FirstCase = "PerfGate: [1/2] CallChainBenchmark.TaskFastPath";
    private const string SecondCase = "PerfGate: [2/2] DataStreamerBenchmark.Stream [ServerCount=4]";

    [Fact]
    public void In_an_interactive_terminal_each_benchmark_shows_on_the_project_status_line_and_the_verdict_is_printed()
    {
        using var project = new GateProject();
        // The tool sleeps after its output, so the terminal logger redraws the status line while the last case "runs".
        project.Tool.Script("gate",
            stdout: ["PerfGate: found 2 benchmark(s); building them with BenchmarkDotNet", FirstCase, SecondCase, CompareReports.PassedLine],
            files: new() { ["--artifacts/perfgate-report.json"] = CompareReports.Passed },
            sleepMilliseconds: 1500);
        File.WriteAllText(project.BaselinePath, "{}");

        var build = project.BuildInTerminal("PerfGate");

        Assert.True(build.ExitCode == 0, build.ToString());
        var screen = TerminalScreen.Text(build.Output);
        // The live status line: project, framework, the case's position and name, the elapsed time.
        Assert.Matches(@"Tiny net10\.0 \[2/2\] DataStreamerBenchmark\.Stream \[ServerCount=4\] \(\d+\.\ds\)", screen);
        // Lines that are not a case's start are printed once, as they come, and stay on the screen.
        Assert.Contains("PerfGate: found 2 benchmark(s); building them with BenchmarkDotNet", screen, StringComparison.Ordinal);
        Assert.Single(Regex.Matches(screen, Regex.Escape(CompareReports.PassedLine)));
        Assert.Matches(@"Tiny test net10\.0 succeeded[^\n]*→[^\n]*perfgate-report\.md", screen);
    }

    [Fact]
    public void In_the_same_runner_mode_the_status_line_counts_the_launches_of_the_whole_gate()
    {
        using var project = new GateProject();
        project.Tool.Script("gate",
            stdout: ["PerfGate: [launch 6/32] head CallChainBenchmark.TaskFastPath", "PerfGate: [launch 7/32] base DataStreamerBenchmark.Stream [ServerCount=4]", CompareReports.PassedLine],
            files: new() { ["--artifacts/perfgate-report.json"] = CompareReports.Passed },
            sleepMilliseconds: 1500);
        File.WriteAllText(project.BaselinePath, "{}");

        var build = project.BuildInTerminal("PerfGate");

        Assert.True(build.ExitCode == 0, build.ToString());
        Assert.Matches(@"Tiny net10\.0 \[launch 7/32\] base DataStreamerBenchmark\.Stream \[ServerCount=4\] \(\d+\.\ds\)", TerminalScreen.Text(build.Output));
    }

    [Fact]
    public void The_classic_console_logger_still_shows_every_progress_line_once()
    {
        using var project = new GateProject();
        project.Tool.Script("gate",
            stdout: [FirstCase, SecondCase, CompareReports.PassedLine],
            files: new() { ["--artifacts/perfgate-report.json"] = CompareReports.Passed });
        File.WriteAllText(project.BaselinePath, "{}");

        var build = project.Build("PerfGate", "-v:m");

        Assert.True(build.ExitCode == 0, build.ToString());
        foreach (var line in new[] { FirstCase, SecondCase, CompareReports.PassedLine })
        {
            Assert.Single(Regex.Matches(build.Output, Regex.Escape(line)));
        }
    }

    [Fact]
    public void Without_MSBuild_17_8s_extended_messages_a_line_is_an_ordinary_high_importance_message()
    {
        // The tests host MSBuild 17.7, as the .NET 8.0.1xx SDK does: no ExtendedBuildMessageEventArgs.
        Assert.Null(typeof(BuildMessageEventArgs).Assembly.GetType("Microsoft.Build.Framework.ExtendedBuildMessageEventArgs"));
        var engine = new RecordingBuildEngine();

        new TerminalProgress(engine, "RunPerfGate").Log(SecondCase);

        var message = Assert.Single(engine.Messages);
        Assert.Equal(typeof(BuildMessageEventArgs), message.GetType());
        Assert.Equal(MessageImportance.High, message.Importance);
        Assert.Equal(SecondCase, message.Message);
    }
}
