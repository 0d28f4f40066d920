using System.Text;
using PerfGate.Tests.Reporting.GitHub;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Actions;

/// <summary>
/// actions/history's "Read main's history" step (history.sh): the inputs as <c>perfgate history</c> options, the page
/// kept (and its outputs set) when something drifted, fail-on-drift, the Pages folder, and the token handed to git
/// through the child's environment only. A stand-in <c>perfgate</c> prints its arguments, writes the page and exits
/// with the history's code.
/// </summary>
public sealed class HistoryActionTests
{
    // Made at run time (FakeActions.Token): a literal shaped like a token is what secret scanners flag.
    private static readonly string Token = FakeActions.Token;

    [Fact]
    public void A_drift_fails_the_step_after_the_page_is_written_and_linked_from_the_runs_page()
    {
        using var temp = new TempDirectory();
        var environment = temp.File("git-environment");

        var history = ActionStep.Run(temp, "history", "history.sh", Variables(temp, FakePerfgate(temp, exitCode: 1, environment), "artifact", "true"));

        Assert.Equal(1, history.ExitCode);
        Assert.Equal(
            [
                "history", "--repository", ".", "--page", "perfgate-history.html", "--anchor", "v1.2", "--branch", "perf/history",
                "--page-url", "https://github.example/octo/bench/actions/runs/4242", "--time-threshold", "7.5%",
            ],
            Arguments(history));
        Assert.Equal(temp.File("perfgate-history.html"), history.Outputs["page"]);
        Assert.True(File.Exists(history.Outputs["page"]));
        Assert.Equal("true", history.Outputs["drifted"]);
        Assert.False(history.Outputs.ContainsKey("pages-directory"));
        var credential = Convert.ToBase64String(Encoding.UTF8.GetBytes($"x-access-token:{Token}"));
        Assert.Equal(
            ["1", "http.https://github.example/.extraheader", $"AUTHORIZATION: basic {credential}"],
            File.ReadAllLines(environment));
        Assert.DoesNotContain(Token, history.Output, StringComparison.Ordinal);
    }

    [Fact]
    public void With_fail_on_drift_false_a_drift_is_reported_and_the_job_stays_green()
    {
        using var temp = new TempDirectory();

        var history = ActionStep.Run(temp, "history", "history.sh", Variables(temp, FakePerfgate(temp, exitCode: 1, temp.File("env")), "artifact", "false"));

        Assert.True(history.ExitCode == 0, history.ToString());
        Assert.Equal("true", history.Outputs["drifted"]);
        Assert.Contains("::notice title=PerfGate::Main drifted since the anchor (see the summary); fail-on-drift: false keeps this job green.", history.Output, StringComparison.Ordinal);
    }

    [Fact]
    public void Published_to_pages_the_page_is_also_the_sites_index_and_is_linked_only_when_its_address_is_given()
    {
        using var temp = new TempDirectory();

        var history = ActionStep.Run(temp, "history", "history.sh", Variables(temp, FakePerfgate(temp, exitCode: 0, temp.File("env")), "pages", "true"));

        Assert.True(history.ExitCode == 0, history.ToString());
        Assert.Equal("false", history.Outputs["drifted"]);
        Assert.DoesNotContain("--page-url", Arguments(history));
        Assert.Equal(Path.Combine(history.RunnerTemp, "perfgate-pages"), history.Outputs["pages-directory"]);
        Assert.Equal("<html>page</html>", File.ReadAllText(Path.Combine(history.Outputs["pages-directory"], "index.html")).Trim());
    }

    [Fact]
    public void Bad_input_fails_without_a_page()
    {
        using var temp = new TempDirectory();

        var history = ActionStep.Run(temp, "history", "history.sh", Variables(temp, FakePerfgate(temp, exitCode: 2, temp.File("env"), writePage: false), "artifact", "false"));
        var badPublish = ActionStep.Run(temp, "history", "history.sh", Variables(temp, FakePerfgate(temp, exitCode: 0, temp.File("env")), "site", "true"));

        Assert.Equal(2, history.ExitCode);
        Assert.False(history.Outputs.ContainsKey("page"));
        Assert.False(history.Outputs.ContainsKey("drifted"));
        Assert.Equal(2, badPublish.ExitCode);
        Assert.Contains("::error title=PerfGate::The history action's input 'publish' is 'site': artifact or pages.", badPublish.Output, StringComparison.Ordinal);
        Assert.Empty(Arguments(badPublish));
    }

    private static Dictionary<string, string?> Variables(TempDirectory temp, string path, string publish, string failOnDrift) => new()
    {
        ["PATH"] = path,
        ["GIT_CONFIG_COUNT"] = null,
        ["GITHUB_SERVER_URL"] = "https://github.example",
        ["GITHUB_REPOSITORY"] = "octo/bench",
        ["GITHUB_RUN_ID"] = "4242",
        ["PERFGATE_ANCHOR"] = "v1.2",
        ["PERFGATE_HISTORY_BRANCH"] = "perf/history",
        ["PERFGATE_PAGE_PATH"] = "perfgate-history.html",
        ["PERFGATE_PAGE_URL"] = "",
        ["PERFGATE_PUBLISH"] = publish,
        ["PERFGATE_FAIL_ON_DRIFT"] = failOnDrift,
        ["PERFGATE_TIME_THRESHOLD"] = "7.5%",
        ["PERFGATE_ALLOCATION_THRESHOLD"] = "",
        ["PERFGATE_TOKEN"] = Token,
    };

    /// <summary>A <c>perfgate</c> that prints its arguments, writes git's configuration variables to
    /// <paramref name="environment"/>, writes the page named by --page and exits with <paramref name="exitCode"/>.</summary>
    private static string FakePerfgate(TempDirectory temp, int exitCode, string environment, bool writePage = true) =>
        ActionStep.PathWith(ActionStep.Executable(temp, "perfgate", $$"""
            page=""
            previous=""
            for a in "$@"; do
              printf 'arg:%s\n' "$a"
              if [ "$previous" = --page ]; then page="$a"; fi
              previous="$a"
            done
            printf '%s\n' "$GIT_CONFIG_COUNT" "$GIT_CONFIG_KEY_0" "$GIT_CONFIG_VALUE_0" > '{{environment}}'
            if {{(writePage ? "true" : "false")}}; then echo '<html>page</html>' > "$page"; fi
            exit {{exitCode}}
            """));

    private static string[] Arguments(ActionStepResult result) =>
        [.. result.Output.Split('\n').Where(l => l.StartsWith("arg:", StringComparison.Ordinal)).Select(l => l["arg:".Length..].TrimEnd('\r'))];
}
