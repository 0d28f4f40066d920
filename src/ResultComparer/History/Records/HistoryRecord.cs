using PerfGate.Reports;

namespace PerfGate.History.Records;

/// <summary>
/// One merge to the default branch, measured against its first parent on one runner (the same-runner mode): what main's
/// history keeps per merge (docs/history.md). A ratio of two builds measured side by side does not depend on which runner
/// measured it, so records from many runners chain into one drift; raw times from different machines would not.
/// </summary>
/// <param name="Kind">Always <see cref="RecordKind"/>: tells a PerfGate record from any other JSON file.</param>
/// <param name="Commit">The merged commit (the head that was measured).</param>
/// <param name="Parent">Its first parent (the base that was measured beside it).</param>
/// <param name="CommitDate">The merged commit's committer date.</param>
/// <param name="RecordedAt">When the record was made.</param>
/// <param name="PerfGateVersion">The version of the PerfGate that measured it.</param>
/// <param name="Host">The runner that measured both sides.</param>
/// <param name="Pairs">Base/head launch pairs the gate measured (the most any benchmark got).</param>
internal sealed record HistoryRecord(
    int SchemaVersion,
    string Kind,
    string Commit,
    string Parent,
    DateTimeOffset CommitDate,
    DateTimeOffset RecordedAt,
    string PerfGateVersion,
    ReportHost? Host,
    int Pairs,
    IReadOnlyList<HistoryBenchmark> Benchmarks)
{
    /// <summary>Bumped when a property is renamed or removed or changes meaning; new properties keep it. A PerfGate reads
    /// every version up to its own and refuses a newer one by name (exit 2), never guessing at it.
    /// 2: a benchmark's <c>ratio</c>, <c>lower</c>, <c>upper</c> and <c>timeStatus</c> are gone (<see cref="HistoryBenchmark"/>).</summary>
    public const int CurrentSchemaVersion = 2;

    public const string RecordKind = "perfgate-history-record";
}
