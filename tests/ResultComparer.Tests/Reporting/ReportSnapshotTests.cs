using System.Globalization;
using PerfGate.Reporting;
using PerfGate.Reporting.Console;
using PerfGate.Reporting.Json;
using PerfGate.Reporting.Markdown;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Reporting;

/// <summary>
/// Rendered reports are compared with committed snapshots, under the invariant culture and under German
/// (comma decimal separator): the output must not change with the build agent's locale. To accept an
/// intended change, run the tests with PERFGATE_UPDATE_SNAPSHOTS=1 and review the diff.
/// </summary>
public sealed class ReportSnapshotTests
{
    public static TheoryData<string, string> Cases()
    {
        var data = new TheoryData<string, string>();
        foreach (var culture in new[] { "", "de-DE" })
        {
            data.Add("report.md", culture);
            data.Add("report.txt", culture);
            data.Add("report.json", culture);
        }

        return data;
    }

    [Theory]
    [MemberData(nameof(Cases))]
    public void Rendered_report_matches_the_snapshot(string snapshot, string culture)
    {
        var previous = CultureInfo.CurrentCulture;
        CultureInfo.CurrentCulture = CultureInfo.GetCultureInfo(culture);
        try
        {
            GateReporterBase reporter = Path.GetExtension(snapshot) switch
            {
                ".md" => new MarkdownReporter(),
                ".txt" => new ConsoleTableReporter(),
                _ => new JsonReporter(),
            };
            var rendered = reporter.Render(SampleGateResult.CreateReport());

            var path = Path.Combine(TestData.SourceDirectory(), "Reporting", "Snapshots", snapshot);
            if (Environment.GetEnvironmentVariable("PERFGATE_UPDATE_SNAPSHOTS") == "1" && culture.Length == 0)
            {
                File.WriteAllText(path, rendered);
            }

            Assert.Equal(File.ReadAllText(path), rendered);
        }
        finally
        {
            CultureInfo.CurrentCulture = previous;
        }
    }
}
