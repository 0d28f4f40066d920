#:project ../../src/ResultComparer/ResultComparer.csproj

// Every benchmark's drift since the anchor, with its band, after each merge of a recorded history (eval/history/creep.sh's
// records/ and anchor.txt), through the shipped HistoryChain and HistoryAnalyzer: the figures docs/history.md quotes.
// Usage: dotnet run eval/history/summarize.cs -- eval/recordings/history/creep-2026-11-28
using System.Globalization;
using PerfGate.Formatting;
using PerfGate.History.Drift;
using PerfGate.History.Store;
using PerfGate.Thresholds;

var run = args[0];
var anchor = File.ReadAllText(Path.Combine(run, "anchor.txt")).Trim();
var records = HistoryFolder.ReadAll(Path.Combine(run, "records"));
var analysis = HistoryAnalyzer.Analyze(HistoryChain.Build(records, anchor, null), "v1.0", GateSettings.Default);
Console.WriteLine("| merge | " + string.Join(" | ", analysis.Benchmarks.Select(b => $"{b.Id}: step, drift [95 % band]")) + " |");
Console.WriteLine("|---:|" + string.Concat(analysis.Benchmarks.Select(_ => "---|")));
for (var i = 0; i < analysis.Merges.Count; i++)
{
    var cells = analysis.Benchmarks.Select(b => b.Points[i] is var p && p.Drift is { } drift
        ? $"{Units.Change(p.Ratio)} ({p.Pairs} pairs), {Units.Change(drift)} [{Units.Change(p.DriftLower)}, {Units.Change(p.DriftUpper)}]{(b.ChangePoints.Contains(i) ? " ↑level" : "")}"
        : "not measured");
    Console.WriteLine(string.Create(CultureInfo.InvariantCulture, $"| {i + 1} {analysis.Merges[i].Commit[..7]} | {string.Join(" | ", cells)} |"));
}

Console.WriteLine();
foreach (var line in HistoryText.Lines(analysis))
{
    Console.WriteLine(line);
}
