using System.Text;
using PerfGate.Reports;

namespace PerfGate.Reporting;

/// <summary>
/// Writes one <see cref="GateReport"/> to every requested target. A target that fails (a bad path, a full disk)
/// is reported as a warning and never stops the others nor changes the verdict: the verdict was decided before
/// publishing, and a gate that could not write its Markdown still has regressions to report.
/// </summary>
public sealed class ReportPublisher(TextWriter output, TextWriter error)
{
    /// <returns>The targets that could not be written.</returns>
    public IReadOnlyList<ReportTarget> Publish(GateReport report, IReadOnlyList<ReportTarget> targets)
    {
        var failed = new List<ReportTarget>();
        foreach (var target in targets)
        {
            try
            {
                Write(report, target);
            }
            catch (Exception e) when (e is not OutOfMemoryException)
            {
                failed.Add(target);
                error.WriteLine($"PerfGate: warning: the {target.Kind} report could not be written{(target.Path is null ? "" : $" to '{target.Path}'")}: {e.Message} The verdict stands.");
            }
        }

        return failed;
    }

    private void Write(GateReport report, ReportTarget target)
    {
        var reporter = ReporterRegistry.Create(target.Kind)
            ?? throw new InvalidOperationException($"No reporter is registered as '{target.Kind}'.");
        if (target.Path is null)
        {
            reporter.Write(report, output);
            return;
        }

        var text = reporter.Render(report);
        Directory.CreateDirectory(Path.GetDirectoryName(target.Path)!);
        File.WriteAllText(target.Path, text, new UTF8Encoding(encoderShouldEmitUTF8Identifier: false));
        output.WriteLine($"PerfGate: {target.Kind} report: {target.Path}");
    }
}
