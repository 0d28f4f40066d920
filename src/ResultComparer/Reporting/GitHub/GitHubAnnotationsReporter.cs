using System.Globalization;
using PerfGate.Reports;

namespace PerfGate.Reporting.GitHub;

/// <summary><c>github-annotations</c>: each error and warning of the report as a GitHub Actions workflow command on
/// standard output, on the benchmark method's line when the report knows it, so it shows on the pull request's diff. GitHub
/// displays only 10 errors and 10 warnings per step; the first <see cref="MaximumAnnotations"/> findings (errors first) are
/// annotated and one line says how many more the report has.</summary>
internal sealed class GitHubAnnotationsReporter : GateReporterBase
{
    public const int MaximumAnnotations = 10;

    /// <summary>Without a GitHub Actions run: file paths as the report has them.</summary>
    public override void Write(GateReport report, TextWriter writer) => Write(report, writer, GitHubActionsEnvironment.None);

    /// <summary>Always to standard output, where the runner reads workflow commands; paths relative to the workspace.</summary>
    public override void Publish(GateReport report, ReportTarget target, ReportingContext context, TextWriter output) =>
        Write(report, output, context.GitHub);

    private static void Write(GateReport report, TextWriter writer, GitHubActionsEnvironment environment)
    {
        var findings = report.Diagnostics
            .Where(d => d.Severity is DiagnosticSeverity.Error or DiagnosticSeverity.Warning)
            .OrderBy(d => d.Severity == DiagnosticSeverity.Error ? 0 : 1)
            .ToList();
        foreach (var diagnostic in findings.Take(MaximumAnnotations))
        {
            writer.WriteLine(Annotation(diagnostic, environment));
        }

        if (findings.Count > MaximumAnnotations)
        {
            var more = findings.Count - MaximumAnnotations;
            writer.WriteLine(WorkflowCommand.Format("notice", [new("title", "PerfGate")],
                string.Create(CultureInfo.InvariantCulture, $"{more} more PerfGate finding{(more == 1 ? " is" : "s are")} not annotated (GitHub shows {MaximumAnnotations} per step); see the build log or perfgate-report.md.")));
        }
    }

    private static string Annotation(ReportDiagnostic diagnostic, GitHubActionsEnvironment environment)
    {
        (string Name, string? Value)[] location = diagnostic.SourceFile is { } file
            ? [("file", environment.RelativeToWorkspace(file).Replace('\\', '/')),
                ("line", diagnostic.SourceLine?.ToString(CultureInfo.InvariantCulture)),
                ("col", diagnostic.SourceColumn?.ToString(CultureInfo.InvariantCulture))]
            : [];
        var title = diagnostic.BenchmarkId is { } id ? $"PerfGate {diagnostic.Code}: {id}" : $"PerfGate {diagnostic.Code}";
        List<KeyValuePair<string, string>> properties =
            [.. location.Where(p => p.Value is not null).Select(p => KeyValuePair.Create(p.Name, p.Value!)), new("title", title)];
        var command = diagnostic.Severity == DiagnosticSeverity.Error ? "error" : "warning";
        return WorkflowCommand.Format(command, properties, $"{diagnostic.Code}: {diagnostic.Message}");
    }
}
