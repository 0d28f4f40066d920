using PerfGate.History.Records;

namespace PerfGate.Tests.History.Records;

/// <summary>A record is read back as written, and anything else is refused by name (exit 2 at the CLI), never taken as
/// "no history".</summary>
public sealed class HistoryRecordFileTests
{
    [Fact]
    public void A_record_reads_back_as_written_with_line_feeds_only()
    {
        var record = SyntheticHistory.Record(1, [SyntheticHistory.Benchmark("N.T.M(X: 1)", [1.01, 0.99, 1.02], bytes: 72, parentBytes: 48)]);

        var json = HistoryRecordFile.Serialize(record);
        var read = HistoryRecordFile.Parse("r.json", json);

        Assert.DoesNotContain("\r", json, StringComparison.Ordinal);
        Assert.Contains("\"kind\": \"perfgate-history-record\"", json, StringComparison.Ordinal);
        Assert.Equal(record.Commit, read.Commit);
        Assert.Equal(record.Benchmarks.Single().PairRatios, read.Benchmarks.Single().PairRatios);
        Assert.Equal(72, read.Benchmarks.Single().Bytes);
    }

    [Theory]
    [InlineData("", "the history record is empty")]
    [InlineData("{\"schemaVersion\": 1, \"kind\": \"perfgate-history-record\", \"commit\": ", "is not valid JSON")]
    [InlineData("{\"schemaVersion\": 1, \"benchmarks\": []}", "not a PerfGate history record (its \"kind\" is missing")]
    [InlineData("{\"schemaVersion\": 2, \"kind\": \"perfgate-baseline\"}", "not a PerfGate history record (its \"kind\" is 'perfgate-baseline'")]
    [InlineData("[1, 2]", "not a PerfGate history record")]
    [InlineData("{\"schemaVersion\": 99, \"kind\": \"perfgate-history-record\"}", "written by a newer PerfGate (history schema version 99; this PerfGate reads up to 1). Update PerfGate")]
    [InlineData("{\"schemaVersion\": 1, \"kind\": \"perfgate-history-record\", \"benchmarks\": []}", "lacks 'commit', 'parent' or 'benchmarks'")]
    public void A_corrupt_foreign_or_newer_record_is_refused_naming_it(string json, string expected)
    {
        var refused = Assert.Throws<PerfGateInputException>(() => HistoryRecordFile.Parse("perfgate-history:records/ab/abc.json", json));

        Assert.StartsWith("perfgate-history:records/ab/abc.json: ", refused.Message, StringComparison.Ordinal);
        Assert.Contains(expected, refused.Message, StringComparison.Ordinal);
    }
}
