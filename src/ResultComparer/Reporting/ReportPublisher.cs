using PerfGate.Reports;

namespace PerfGate.Reporting;

/// <summary>Writes one <see cref="GateReport"/> to every requested target. A target that fails (a bad path, a full disk, a
/// read-only token) is a warning that never stops the others nor changes the verdict: a gate that could not write its
/// Markdown still has regressions to report. Warnings are scrubbed of the token and made one log line (an exception
/// message may quote a path or a server's answer).</summary>
internal sealed class ReportPublisher(TextWriter output, TextWriter error, ReportingContext context)
{
    /// <returns>The targets that could not be written.</returns>
    public IReadOnlyList<ReportTarget> Publish(GateReport report, IReadOnlyList<ReportTarget> targets)
    {
        var failed = new List<ReportTarget>();
        foreach (var target in targets)
        {
            try
            {
                var reporter = ReporterRegistry.Create(target.Kind)
                    ?? throw new InvalidOperationException($"No reporter is registered as '{target.Kind}'.");
                reporter.Publish(report, target, context, output);
            }
            catch (Exception e) when (e is not OutOfMemoryException)
            {
                failed.Add(target);
                var code = (e as ReportPublishingException)?.Code;
                var reason = code is not null ? e.Message : $"the {target.Kind} report could not be written{(target.Path is null ? "" : $" to '{target.Path}'")}: {e.Message}";
                error.WriteLine(context.GitHub.Scrub(ToolDiagnosticLine.Warning(code, $"{reason} The verdict stands.").ToString()));
            }
        }

        return failed;
    }
}
