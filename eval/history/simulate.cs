#:project ../../src/ResultComparer/ResultComparer.csproj

// How the history's drift flag behaves on simulated merges, through the shipped HistoryChain and HistoryAnalyzer
// (docs/history.md, "How well it works"). Each merge's pair ratios are log-normal around its true step with the spread
// σ (of ln) that the same-runner gate's pairs show on an idle runner (2-5 %: docs/evaluation.md) and the pair counts
// the gate measures (6 when a merge is decided unchanged at the early look, up to 16). Seeded: the same table every run.
// Usage: dotnet run eval/history/simulate.cs
using System.Globalization;
using PerfGate.History.Drift;
using PerfGate.History.Records;
using PerfGate.Thresholds;

const int Histories = 2000;
var random = new Random(40);
Console.WriteLine("| σ of a pair's ln ratio | pairs per merge | false flags, 10 unchanged merges | 30 unchanged merges | +4 % creep flagged after 3 / 4 / 5 / 6 merges | all six named, when flagged at 6 |");
Console.WriteLine("|---:|---:|---:|---:|---:|---:|");
foreach (var (sigma, pairs) in new[] { (0.02, 6), (0.03, 6), (0.03, 8), (0.05, 8), (0.05, 16), (0.08, 16) })
{
    var falseTen = Rate(() => Flagged(Chain(10, _ => 1.0, sigma, pairs)));
    var falseThirty = Rate(() => Flagged(Chain(30, _ => 1.0, sigma, pairs)));
    var caught = new[] { 3, 4, 5, 6 }.Select(k => Rate(() => Flagged(Chain(10 + k, i => i > 10 ? 1.04 : 1.0, sigma, pairs)))).ToList();
    var named = 0;
    var flaggedAtSix = 0;
    for (var h = 0; h < Histories; h++)
    {
        var analysis = Analyze(Chain(16, i => i > 10 ? 1.04 : 1.0, sigma, pairs));
        if (analysis.Benchmarks[0].Flag is { } flag)
        {
            flaggedAtSix++;
            named += Enumerable.Range(11, 6).Select(Commit).All(c => flag.Contributors.Any(x => x.Commit == c)) ? 1 : 0;
        }
    }

    Console.WriteLine(string.Create(CultureInfo.InvariantCulture,
        $"| {sigma:0.00} | {pairs} | {falseTen:P1} | {falseThirty:P1} | {string.Join(" / ", caught.Select(c => c.ToString("P0", CultureInfo.InvariantCulture)))} | {(double)named / Math.Max(1, flaggedAtSix):P0} |"));
}

double Rate(Func<bool> trial)
{
    var hits = 0;
    for (var h = 0; h < Histories; h++)
    {
        hits += trial() ? 1 : 0;
    }

    return (double)hits / Histories;
}

bool Flagged(IReadOnlyList<HistoryRecord> chain) => Analyze(chain).Benchmarks[0].Flag is not null;

HistoryAnalysis Analyze(IReadOnlyList<HistoryRecord> chain) =>
    HistoryAnalyzer.Analyze(HistoryChain.Build(chain, null, null), "anchor", PerfGate.Thresholds.GateSettings.Default);

IReadOnlyList<HistoryRecord> Chain(int merges, Func<int, double> step, double sigma, int pairs) =>
    [.. Enumerable.Range(1, merges).Select(i => new HistoryRecord(
        HistoryRecord.CurrentSchemaVersion, HistoryRecord.RecordKind, Commit(i), Commit(i - 1),
        DateTimeOffset.UnixEpoch.AddHours(i), DateTimeOffset.UnixEpoch.AddHours(i), "sim", null, pairs,
        [new HistoryBenchmark("M", 0, 0, [.. Enumerable.Range(0, pairs).Select(_ => step(i) * Math.Exp(sigma * Normal()))])]))];

string Commit(int i) => i.ToString("x40", CultureInfo.InvariantCulture);

double Normal() => Math.Sqrt(-2 * Math.Log(1 - random.NextDouble())) * Math.Cos(2 * Math.PI * random.NextDouble());
