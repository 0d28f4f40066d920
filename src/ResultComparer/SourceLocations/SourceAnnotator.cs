using PerfGate.Reports;

namespace PerfGate.SourceLocations;

/// <summary>Gives each benchmark finding of a report its method's source location, so a build log and a pull
/// request can point at the line instead of the project.</summary>
internal static class SourceAnnotator
{
    public static GateReport Annotate(GateReport report, BenchmarkSourceMap sources)
    {
        if (sources.Count == 0)
        {
            return report;
        }

        var diagnostics = report.Diagnostics
            .Select(d => d.BenchmarkId is { } id && sources.Find(id) is { } location
                ? d with { SourceFile = location.File, SourceLine = location.Line, SourceColumn = location.Column }
                : d)
            .ToList();
        return report with { Diagnostics = diagnostics };
    }
}
