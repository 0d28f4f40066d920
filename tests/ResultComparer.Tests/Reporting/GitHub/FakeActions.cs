using PerfGate.Options;
using PerfGate.Reporting;
using PerfGate.Reporting.GitHub;
using PerfGate.Reports;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Reporting.GitHub;

/// <summary>A fake GitHub Actions environment around a <see cref="FakeGitHubServer"/>, and reports to publish.</summary>
internal static class FakeActions
{
    /// <summary>
    /// Shaped like an installation token, but made at run time: a literal would be committed as what secret
    /// scanners flag, and a fresh value per run cannot be matched by anything written before the test.
    /// </summary>
    public static readonly string Token = "ghs" + "_" + Guid.NewGuid().ToString("N");
    public const int PullRequest = 7;

    /// <summary>Short waits, so retries cost the tests little.</summary>
    public static readonly GitHubRetryPolicy FastRetry = new(3, TimeSpan.FromMilliseconds(20), TimeSpan.FromSeconds(3), TimeSpan.FromSeconds(5));

    public static Dictionary<string, string?> Variables(TempDirectory temp, FakeGitHubServer? server, string eventName = "pull_request", bool token = true)
    {
        var eventPath = temp.File("event.json");
        File.WriteAllText(eventPath, $$"""{ "action": "synchronize", "number": {{PullRequest}}, "pull_request": { "number": {{PullRequest}} } }""");
        return new Dictionary<string, string?>
        {
            ["GITHUB_ACTIONS"] = "true",
            ["GITHUB_EVENT_NAME"] = eventName,
            ["GITHUB_EVENT_PATH"] = eventPath,
            ["GITHUB_REPOSITORY"] = $"{FakeGitHubServer.Owner}/{FakeGitHubServer.Repository}",
            ["GITHUB_API_URL"] = server?.ApiUrl ?? "http://127.0.0.1:9/api/v3",
            ["GITHUB_SERVER_URL"] = "https://github.example",
            ["GITHUB_RUN_ID"] = "4242",
            ["GITHUB_STEP_SUMMARY"] = temp.File("step-summary.md"),
            ["GITHUB_WORKSPACE"] = temp.Path,
            ["GITHUB_TOKEN"] = token ? Token : null,
        };
    }

    public static ReportingContext Context(Dictionary<string, string?> variables, CommentMode? mode = null) =>
        new(GitHubActionsEnvironment.From(variables), new CommentSettings(mode ?? CommentMode.Auto)) { Retry = FastRetry };

    /// <summary>The sample report (4 regressed, 1 failed…) of the project whose baseline is <paramref name="baseline"/>.</summary>
    public static GateReport Failing(string baseline = "benchmarks/A/perfgate-baseline.json") =>
        SampleGateResult.CreateReport() with { BaselinePath = baseline };

    public static GateReport Passing(string baseline = "benchmarks/A/perfgate-baseline.json")
    {
        var report = SampleGateResult.CreateReport();
        var unchanged = report.Benchmarks.Where(b => b.Status == PerfGate.Verdicts.BenchmarkStatus.Unchanged).ToList();
        return report with
        {
            Passed = true,
            Summary = report.Summary with { Line = "PerfGate: passed: 2 unchanged", Regressed = 0, Failed = 0 },
            Problems = [],
            Diagnostics = [],
            Benchmarks = unchanged,
            BaselinePath = baseline,
        };
    }

    /// <summary>Publishes <paramref name="report"/> to the pull-request comment only, as the gate does.</summary>
    public static (string Output, string Error) Comment(GateReport report, ReportingContext context)
    {
        using var output = new StringWriter();
        using var error = new StringWriter();
        new ReportPublisher(output, error, context).Publish(report, [new ReportTarget(ReportKinds.GitHubComment, null)]);
        return (output.ToString(), error.ToString());
    }
}
