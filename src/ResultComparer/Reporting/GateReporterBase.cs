using System.Globalization;
using PerfGate.Reports;

namespace PerfGate.Reporting;

/// <summary>What every reporter needs besides its format: rendering to a string with LF line endings.</summary>
public abstract class GateReporterBase : IGateReporter
{
    public abstract string Name { get; }

    public abstract void Write(GateReport report, TextWriter writer);

    public string Render(GateReport report)
    {
        using var writer = new StringWriter(CultureInfo.InvariantCulture) { NewLine = "\n" };
        Write(report, writer);
        return writer.ToString();
    }
}
