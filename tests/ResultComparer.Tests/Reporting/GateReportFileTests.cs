using System.Text;
using PerfGate.Reports;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Reporting;

/// <summary>The JSON report is a contract between processes: what the tool writes, it (and the tasks) read back.</summary>
public sealed class GateReportFileTests
{
    [Fact]
    public void A_report_reads_back_to_the_same_document()
    {
        var report = SampleGateResult.CreateReport();
        var json = GateReportFile.Serialize(report);

        var read = GateReportFile.Deserialize(json, "report.json");

        Assert.Equal(json, GateReportFile.Serialize(read));
        Assert.Equal(report.Benchmarks.Select(b => b.Time), read.Benchmarks.Select(b => b.Time));
        Assert.Equal(report.Diagnostics, read.Diagnostics);
    }

    [Fact]
    public void The_streamed_report_is_byte_for_byte_the_serialised_one()
    {
        var report = SampleGateResult.CreateReport();
        using var stream = new MemoryStream();

        GateReportFile.Serialize(report, stream);

        Assert.Equal(new UTF8Encoding(false).GetBytes(GateReportFile.Serialize(report)), stream.ToArray());
        Assert.DoesNotContain((byte)'\r', stream.ToArray());
    }

    [Fact]
    public void The_json_reporter_writes_a_file_that_reads_back()
    {
        using var temp = new TempDirectory();
        var path = Path.Combine(temp.Path, "out", "report.json");
        var report = SampleGateResult.CreateReport();
        var output = new StringWriter();

        new PerfGate.Reporting.Json.JsonReporter().Publish(report, new PerfGate.Reporting.ReportTarget("json", path), PerfGate.Reporting.ReportingContext.None, output);

        Assert.Equal(GateReportFile.Serialize(report), File.ReadAllText(path));
        Assert.Contains($"PerfGate: json report: {path}", output.ToString(), StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("{ \"schemaVersion\": 2, \"passed\": true }", "schemaVersion 2")]
    [InlineData("{ \"schemaVersion\": 1, \"passed\": true }", "lacks")]
    [InlineData("[1, 2]", "not a PerfGate report")]
    [InlineData("{ \"schemaVersion\": 1, \"passed\": true, \"summary\": {}, \"thresholds\": {}, \"problems\": [], \"benchmarks\": [], \"diagnostics\": [ { \"severity\": \"fatal\", \"code\": \"PG0101\", \"message\": \"m\" } ] }", "not a PerfGate report")]
    public void A_foreign_or_damaged_report_is_refused_never_read_as_no_findings(string json, string expected)
    {
        var error = Assert.Throws<InvalidDataException>(() => GateReportFile.Deserialize(json, "report.json"));

        Assert.Contains(expected, error.Message, StringComparison.Ordinal);
        Assert.Contains("report.json", error.Message, StringComparison.Ordinal);
    }
}
