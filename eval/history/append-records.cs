#:project ../../src/ResultComparer/ResultComparer.csproj

// Appends synthetic but full-sized merge records to a repository's history branch through the shipped HistoryBranch,
// for eval/history/growth.sh. Usage: dotnet run eval/history/append-records.cs -- REPOSITORY COUNT
using PerfGate.History.Records;
using PerfGate.History.Store;
using PerfGate.Reports;

var repository = args[0];
var count = int.Parse(args[1], System.Globalization.CultureInfo.InvariantCulture);

// Seeded: the figure is of one fixed history, so a re-run gives the same objects.
var random = new Random(40);
var host = new ReportHost("10.0.0", "Ubuntu 24.04.1 LTS (Noble Numbat)", "AMD EPYC 7763 64-Core Processor", 2, 4, "0.15.4");
var benchmarks = Enumerable.Range(0, 10)
    .Select(b => $"Sample.Benchmarks.Serialization{b / 3}.Parse{b}(Size: {(b % 3 + 1) * 1000})")
    .ToArray();
var parent = RandomId();
var at = new DateTimeOffset(2026, 1, 1, 0, 0, 0, TimeSpan.Zero);
var branch = new HistoryBranch(repository);
for (var merge = 0; merge < count; merge++)
{
    var commit = RandomId();
    var record = new HistoryRecord(
        HistoryRecord.CurrentSchemaVersion,
        HistoryRecord.RecordKind,
        commit,
        parent,
        at,
        at.AddMinutes(12),
        "1.4.0",
        host,
        16,
        [.. benchmarks.Select(Benchmark)]);
    branch.Append(record);
    parent = commit;
    at = at.AddHours(7);
}

HistoryBenchmark Benchmark(string id)
{
    // Pairs of a same-runner gate: a few per cent of noise around a step that is usually none. Only the record's shape and
    // the entropy of its numbers matter to the size.
    var step = random.NextDouble() < 0.9 ? 1.0 : Math.Exp(Gaussian() * 0.05);
    var pairs = Enumerable.Range(0, 16).Select(_ => step * Math.Exp(Gaussian() * 0.02)).ToArray();
    long bytes = 1024 + random.Next(0, 64) * 8;
    return new HistoryBenchmark(id, bytes, bytes - random.Next(0, 2) * 8, pairs);
}

double Gaussian() => Math.Sqrt(-2 * Math.Log(1 - random.NextDouble())) * Math.Cos(2 * Math.PI * random.NextDouble());

string RandomId()
{
    var bytes = new byte[20];
    random.NextBytes(bytes);
    return Convert.ToHexStringLower(bytes);
}
