using System.Globalization;
using PerfGate.Reporting;
using PerfGate.Reporting.Console;
using PerfGate.Reporting.Json;
using PerfGate.Reporting.Markdown;
using PerfGate.Reports;
using PerfGate.Tests.Support;
using PerfGate.Verdicts;

namespace PerfGate.Tests.Reporting;

/// <summary>
/// "Where the time went" as each reporter renders it, compared with committed snapshots under the invariant culture and
/// German (comma decimals): one explained regression naming methods (a new one, one outside the user's code, one with an
/// inlined callee), one whose methods all stayed inside their intervals. PERFGATE_UPDATE_SNAPSHOTS=1 accepts a change.
/// </summary>
public sealed class TimeExplanationSnapshotTests
{
    private const string Streamer = "Sample.Streaming.DataStreamerBenchmark.Stream(ServerCount: 4)";
    private const string AwaitPath = "Sample.FastPaths.AsyncChainBenchmark.AwaitPathWithValueTask(Deep: True)";

    public static TheoryData<string, string> Cases()
    {
        var data = new TheoryData<string, string>();
        foreach (var culture in new[] { "", "de-DE" })
        {
            data.Add("time-explanation.md", culture);
            data.Add("time-explanation.txt", culture);
            data.Add("time-explanation.json", culture);
        }

        return data;
    }

    [Theory]
    [MemberData(nameof(Cases))]
    public void Rendered_explanation_matches_the_snapshot(string snapshot, string culture)
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
            var rendered = reporter.Render(CreateReport());

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

    [Fact]
    public void The_table_sits_under_the_regressions_and_names_the_methods_in_order()
    {
        var markdown = new MarkdownReporter().Render(CreateReport());

        var table = markdown.IndexOf("| Method | Base | Head | Change | Interval | Inclusive change | Where |", StringComparison.Ordinal);
        Assert.True(table > markdown.IndexOf("### Regressions", StringComparison.Ordinal), markdown);
        Assert.True(markdown.IndexOf("DataStreamer.AddWithRetryAsync", table, StringComparison.Ordinal) < markdown.IndexOf("Monitor.Enter", table, StringComparison.Ordinal));
        Assert.Contains("no method's time changed beyond noise", markdown, StringComparison.Ordinal);
    }

    private static GateReport CreateReport()
    {
        var result = SampleGateResult.Create();
        return GateReportBuilder.From(result with
        {
            Benchmarks = [.. result.Benchmarks.Select(b => b.Id switch
            {
                Streamer => Explained(b, Named()),
                AwaitPath => Explained(b, NoneBeyondNoise()),
                _ => b,
            })],
        });
    }

    private static BenchmarkVerdict Explained(BenchmarkVerdict verdict, ReportTimeExplanation explanation) =>
        verdict with { Time = verdict.Time! with { Explanation = explanation } };

    private static ReportTimeExplanation Named() => new(
        ReportTimeExplanation.HeadAndBase, 6_012, 5_987, 36_410_000, 32_640_000, 0.95,
        [
            new("DataStreamer.AddWithRetryAsync", 2_410_000.5, 1_980_000, 2_840_000, 6_120_000, 3_710_000, 3_650_000, 9_900_000, 6_250_000, false,
                "/repo/src/Sample/Streaming/DataStreamer.cs", 86, InlinedCallees: ["PartitionBuffer.Append (newly inlined)"]),
            new("Monitor.Enter", 912_345.25, 402_000, 1_422_690, 912_345.25, 0, 912_345.25, 912_345.25, 0, true,
                "/repo/src/Sample/Streaming/DataStreamer.cs", 91, CalledFrom: "DataStreamer.FlushAsync"),
        ],
        Files: new("time-profiles/01-case1/head.speedscope.json", "time-profiles/01-case1/base.speedscope.json", "time-profiles/01-case1/flamegraph.svg"));

    private static ReportTimeExplanation NoneBeyondNoise() => new(
        ReportTimeExplanation.HeadAndBase, 2_731, 2_650, 180.25, 138.5, 0.95, [], ReportTimeExplanation.NoMethodBeyondNoise,
        new("time-profiles/02-case1/head.speedscope.json", "time-profiles/02-case1/base.speedscope.json", "time-profiles/02-case1/flamegraph.svg"));
}
