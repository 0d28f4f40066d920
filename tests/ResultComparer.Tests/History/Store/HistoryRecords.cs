using System.Globalization;
using System.Security.Cryptography;
using System.Text;
using PerfGate.History.Records;
using PerfGate.Reports;

namespace PerfGate.Tests.History.Store;

/// <summary>Records as <c>perfgate history record</c> makes them, each for its own merged commit.</summary>
internal static class HistoryRecords
{
    public static HistoryRecord For(string name, int pairs = 8)
    {
        var commit = Convert.ToHexStringLower(SHA1.HashData(Encoding.UTF8.GetBytes(name)));
        var parent = Convert.ToHexStringLower(SHA1.HashData(Encoding.UTF8.GetBytes(name + "^")));
        var at = new DateTimeOffset(2026, 11, 28, 8, 0, 0, TimeSpan.Zero);
        return new HistoryRecord(
            HistoryRecord.CurrentSchemaVersion,
            HistoryRecord.RecordKind,
            commit,
            parent,
            at,
            at.AddMinutes(5),
            "1.0.0",
            new ReportHost("10.0.0", "Linux", "Runner CPU", 2, 2, "0.15.0"),
            pairs,
            [new HistoryBenchmark("Sample.Parse(N: 1000)", 512, 480, [1.01, 1.03, 1.02])]);
    }

    /// <summary>Records compare by their file: the record's lists compare by reference.</summary>
    public static IEnumerable<string> Serialized(IEnumerable<HistoryRecord> records) =>
        records.Select(HistoryRecordFile.Serialize).Order(StringComparer.Ordinal);

    public static string PathOf(HistoryRecord record) =>
        string.Create(CultureInfo.InvariantCulture, $"records/{record.Commit[..2]}/{record.Commit}.json");
}
