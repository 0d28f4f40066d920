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

    [Fact]
    public void A_record_says_only_what_is_read_and_one_of_schema_version_1_with_the_step_and_the_gates_status_still_reads()
    {
        var json = HistoryRecordFile.Serialize(SyntheticHistory.Record(1, [SyntheticHistory.Benchmark("N.T.M(X: 1)", [1.01, 0.99, 1.02])]));
        var version1 = """
            {
              "schemaVersion": 1, "kind": "perfgate-history-record", "commit": "c1", "parent": "c0",
              "commitDate": "2026-11-28T08:20:11+00:00", "recordedAt": "2026-11-28T08:22:40Z", "perfGateVersion": "0.1.0", "pairs": 3,
              "benchmarks": [{ "id": "N.T.M(X: 1)", "bytes": 72, "parentBytes": 48, "ratio": 1.01, "lower": 0.98, "upper": 1.04,
                "pairRatios": [1.01, 0.99, 1.02], "timeStatus": "unchanged" }]
            }
            """;

        var read = HistoryRecordFile.Parse("v1.json", version1);

        Assert.Contains("\"schemaVersion\": 2,", json, StringComparison.Ordinal);
        Assert.All(["\"ratio\"", "\"lower\"", "\"upper\"", "\"timeStatus\""], name => Assert.DoesNotContain(name, json, StringComparison.Ordinal));
        Assert.Equal(new HistoryBenchmark("N.T.M(X: 1)", 72, 48, [1.01, 0.99, 1.02]) with { PairRatios = read.Benchmarks.Single().PairRatios }, read.Benchmarks.Single());
        Assert.Equal([1.01, 0.99, 1.02], read.Benchmarks.Single().PairRatios!);
    }

    [Theory]
    [InlineData("", "the history record is empty")]
    [InlineData("{\"schemaVersion\": 1, \"kind\": \"perfgate-history-record\", \"commit\": ", "is not valid JSON")]
    [InlineData("{\"schemaVersion\": 1, \"benchmarks\": []}", "not a PerfGate history record (its \"kind\" is missing")]
    [InlineData("{\"schemaVersion\": 2, \"kind\": \"perfgate-baseline\"}", "not a PerfGate history record (its \"kind\" is 'perfgate-baseline'")]
    [InlineData("[1, 2]", "not a PerfGate history record")]
    [InlineData("{\"schemaVersion\": 99, \"kind\": \"perfgate-history-record\"}", "written by a newer PerfGate (history schema version 99; this PerfGate reads up to 2). Update PerfGate")]
    [InlineData("{\"schemaVersion\": 1, \"kind\": \"perfgate-history-record\", \"benchmarks\": []}", "lacks 'commit', 'parent' or 'benchmarks'")]
    public void A_corrupt_foreign_or_newer_record_is_refused_naming_it(string json, string expected)
    {
        var refused = Assert.Throws<PerfGateInputException>(() => HistoryRecordFile.Parse("perfgate-history:records/ab/abc.json", json));

        Assert.StartsWith("perfgate-history:records/ab/abc.json: ", refused.Message, StringComparison.Ordinal);
        Assert.Contains(expected, refused.Message, StringComparison.Ordinal);
    }
}
