using System.CommandLine;
using PerfGate.CiServices;
using PerfGate.Options;
using PerfGate.Reporting;
using PerfGate.Reporting.GitHub;

namespace PerfGate.Cli;

/// <summary>
/// Reports the CI itself asks for. In GitHub Actions, <c>perfgate</c> run from a workflow step annotates the
/// offending methods with workflow commands; started by the MSBuild task (<c>--option-names msbuild</c>) it does
/// not, because the task's <c>file(line,col): error</c> lines are annotated by the problem matcher
/// <c>actions/setup-dotnet</c> registers, and every finding would show twice.
/// </summary>
internal static class EnvironmentReports
{
    public static IReadOnlyList<ReportTarget> For(ParseResult parseResult, GitHubActionsEnvironment actions) =>
        actions.IsActive && CliConventions.Naming(parseResult) != OptionNaming.MSBuild
            ? [new ReportTarget(GitHubAnnotationsReporter.KindName, null)]
            : [];
}
