using System.Globalization;
using System.Text;
using PerfGate.Reports;

namespace PerfGate.Reporting;

/// <summary>One rendering of a <see cref="GateReport"/>, by the kind users name (<see cref="ReporterRegistry"/>); each
/// format lives in its own folder. Published to standard output or a file unless the reporter posts elsewhere.</summary>
internal abstract class GateReporterBase
{
    public abstract void Write(GateReport report, TextWriter writer);

    /// <summary>The diagnostics a human-readable report repeats as notes above its tables (unmatched overrides, time not on
    /// launches, what the same-runner mode compared with, a method that hung on the base revision), without the comparison note
    /// it states anyway.</summary>
    protected static IEnumerable<ReportDiagnostic> Notes(GateReport report) =>
        report.Diagnostics.Where(d => d.Code is DiagnosticCodes.UnmatchedOverride or DiagnosticCodes.TimeNotOnLaunches or DiagnosticCodes.NotInBaseRevision or DiagnosticCodes.AllocationsJudgedAgainst
                or DiagnosticCodes.SameRunnerBaseRunFailed
            && !(d.BenchmarkId is null && d.Message == LogText.OneLine(report.Comparison?.Note)));

    public string Render(GateReport report)
    {
        using var writer = new StringWriter(CultureInfo.InvariantCulture) { NewLine = "\n" };
        Write(report, writer);
        return writer.ToString();
    }

    /// <exception cref="Exception">Anything: <see cref="ReportPublisher"/> turns it into a warning.</exception>
    public virtual void Publish(GateReport report, ReportTarget target, ReportingContext context, TextWriter output)
    {
        if (target.Path is null)
        {
            Write(report, output);
            return;
        }

        Directory.CreateDirectory(Path.GetDirectoryName(Path.GetFullPath(target.Path))!);
        WriteFile(report, target.Path);
        output.WriteLine($"PerfGate: {target.Kind} report: {target.Path}");
    }

    protected virtual void WriteFile(GateReport report, string path) =>
        File.WriteAllText(path, Render(report), new UTF8Encoding(encoderShouldEmitUTF8Identifier: false));
}
