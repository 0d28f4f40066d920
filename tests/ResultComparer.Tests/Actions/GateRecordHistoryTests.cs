using System.Text;
using PerfGate.Tests.Reporting.GitHub;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Actions;

/// <summary>
/// actions/gate's "Record main's history" step (record-history.sh): the perfgate of the restored package (found by
/// evaluating the project, no restore), <c>history record</c> with the gate's report, and the token handed to git
/// through the child's environment only. A stand-in <c>dotnet</c> answers the evaluation and prints the rest.
/// </summary>
public sealed class GateRecordHistoryTests
{
    // Made at run time (FakeActions.Token): a literal shaped like a token is what secret scanners flag.
    private static readonly string Token = FakeActions.Token;

    [Fact]
    public void The_report_is_recorded_with_the_packages_perfgate_and_the_token_reaches_git_only_through_the_environment()
    {
        using var temp = new TempDirectory();
        var report = Report(temp);
        var tool = ToolDll(temp);
        var environment = temp.File("git-environment");

        var record = ActionStep.Run(temp, "gate", "record-history.sh", Variables(temp, report, FakeDotnet(temp, tool, environment), branch: "perf/history"));

        Assert.True(record.ExitCode == 0, record.ToString());
        Assert.Equal(["msbuild", "bench", "-nologo", "-getProperty:_PerfGateToolPath"], Lines(record, "msbuild-arg:"));
        Assert.Equal(
            [tool, "history", "record", "--report", report, "--repository", temp.Path, "--branch", "perf/history"],
            Lines(record, "arg:"));
        var credential = Convert.ToBase64String(Encoding.UTF8.GetBytes($"x-access-token:{Token}"));
        Assert.Equal(
            ["1", "http.https://github.com/.extraheader", $"AUTHORIZATION: basic {credential}"],
            File.ReadAllLines(environment));
        Assert.DoesNotContain(Token, record.Output, StringComparison.Ordinal);
        // The encoded credential appears once, in the command that masks it in the log.
        Assert.Equal([$"::add-mask::{credential}"], record.Output.Split('\n').Select(l => l.TrimEnd('\r')).Where(l => l.Contains(credential, StringComparison.Ordinal)));
    }

    [Fact]
    public void Without_a_branch_the_tools_default_branch_is_written()
    {
        using var temp = new TempDirectory();
        var report = Report(temp);

        var record = ActionStep.Run(temp, "gate", "record-history.sh", Variables(temp, report, FakeDotnet(temp, ToolDll(temp), temp.File("env")), branch: ""));

        Assert.True(record.ExitCode == 0, record.ToString());
        Assert.DoesNotContain("--branch", Lines(record, "arg:"));
    }

    [Theory]
    [InlineData("")]
    [InlineData("missing.json")]
    public void A_gate_that_wrote_no_report_records_nothing(string report)
    {
        using var temp = new TempDirectory();

        var record = ActionStep.Run(temp, "gate", "record-history.sh", Variables(temp, report, FakeDotnet(temp, ToolDll(temp), temp.File("env")), branch: ""));

        Assert.True(record.ExitCode == 0, record.ToString());
        Assert.Contains("::warning title=PerfGate::The gate wrote no report: this push is not recorded in main's history", record.Output, StringComparison.Ordinal);
        Assert.Empty(Lines(record, "msbuild-arg:"));
        Assert.Empty(Lines(record, "arg:"));
    }

    [Fact]
    public void A_project_without_the_package_is_named()
    {
        using var temp = new TempDirectory();

        var record = ActionStep.Run(temp, "gate", "record-history.sh", Variables(temp, Report(temp), FakeDotnet(temp, "", temp.File("env")), branch: ""));

        Assert.Equal(2, record.ExitCode);
        Assert.Contains("::error title=PerfGate::Could not find the perfgate tool of the PerfGate package restored for bench", record.Output, StringComparison.Ordinal);
        Assert.Empty(Lines(record, "arg:"));
        Assert.DoesNotContain(Token, record.Output, StringComparison.Ordinal);
    }

    private static Dictionary<string, string?> Variables(TempDirectory temp, string report, string path, string branch) => new()
    {
        ["PATH"] = path,
        ["GIT_CONFIG_COUNT"] = null,
        ["PERFGATE_PROJECT"] = "bench",
        ["PERFGATE_REPORT"] = report,
        ["PERFGATE_REPOSITORY"] = temp.Path,
        ["PERFGATE_HISTORY_BRANCH"] = branch,
        ["PERFGATE_TOKEN"] = Token,
    };

    private static string Report(TempDirectory temp)
    {
        var report = temp.File("perfgate-report.json");
        File.WriteAllText(report, "{}");
        return report;
    }

    private static string ToolDll(TempDirectory temp)
    {
        var tool = temp.File("perfgate.dll");
        File.WriteAllText(tool, string.Empty);
        return tool;
    }

    /// <summary>A <c>dotnet</c> that answers <c>msbuild -getProperty:_PerfGateToolPath</c> with <paramref name="tool"/>, and
    /// otherwise prints its arguments and writes git's configuration variables to <paramref name="environment"/>.</summary>
    private static string FakeDotnet(TempDirectory temp, string tool, string environment) =>
        ActionStep.PathWith(ActionStep.Executable(temp, "dotnet", $$"""
            if [ "$1" = msbuild ]; then
              for a in "$@"; do printf 'msbuild-arg:%s\n' "$a"; done >&2
              printf '%s\r\n' '{{tool}}'
              exit 0
            fi
            for a in "$@"; do printf 'arg:%s\n' "$a"; done
            printf '%s\n' "$GIT_CONFIG_COUNT" "$GIT_CONFIG_KEY_0" "$GIT_CONFIG_VALUE_0" > '{{environment}}'
            """));

    private static string[] Lines(ActionStepResult result, string prefix) =>
        [.. result.Output.Split('\n').Where(l => l.StartsWith(prefix, StringComparison.Ordinal)).Select(l => l[prefix.Length..].TrimEnd('\r'))];
}
