using System.Globalization;
using System.Text;
using PerfGate.Reports;

namespace PerfGate.Reporting;

/// <summary>What every reporter needs besides its format: rendering to a string with LF line endings, and
/// publishing to its target (standard output or a file; reporters that post elsewhere override it).</summary>
public abstract class GateReporterBase : IGateReporter
{
    public abstract void Write(GateReport report, TextWriter writer);

    /// <summary>
    /// The diagnostics a human-readable report repeats as notes above its tables (an unmatched override, time not on
    /// launches, what the same-runner mode compared with), without the comparison note the report states anyway.
    /// </summary>
    protected static IEnumerable<ReportDiagnostic> Notes(GateReport report) =>
        report.Diagnostics.Where(d => d.Code is DiagnosticCodes.UnmatchedOverride or DiagnosticCodes.TimeNotOnLaunches or DiagnosticCodes.NotInBaseRevision or DiagnosticCodes.AllocationsJudgedAgainst
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

        var text = Render(report);
        Directory.CreateDirectory(Path.GetDirectoryName(target.Path)!);
        File.WriteAllText(target.Path, text, new UTF8Encoding(encoderShouldEmitUTF8Identifier: false));
        output.WriteLine($"PerfGate: {target.Kind} report: {target.Path}");
    }
}
