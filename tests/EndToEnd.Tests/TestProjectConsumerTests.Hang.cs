using System.Globalization;
using System.Text.Json;
using System.Text.RegularExpressions;

namespace PerfGate.EndToEnd.Tests;

/// <summary>
/// A pull request that makes a benchmarked method deadlock (issue 41, item 2). Before, the head's first launch was
/// aborted by BenchmarkDotNet's own in-process limit after about 5 minutes (exit code 134) and the whole gate failed with
/// PG0003, naming no method and judging nothing else.
/// </summary>
public sealed partial class TestProjectConsumerTests
{
    [Fact]
    public void A_method_that_deadlocks_in_the_head_fails_alone_by_name_side_and_limit_and_the_other_method_is_judged()
    {
        var repository = NewRepository("hang-repo");
        var project = Path.Combine(repository, "tests", "Inventory.Tests", "Inventory.Tests.csproj");
        var artifacts = Path.Combine(repository, "tests", "Inventory.Tests", "obj", "perfgate");

        // The head "parallelises" TotalsByCategory, which only the Report benchmark calls: the worker waits for the lock its
        // caller holds while the caller waits for the worker. A real deadlock, forever, on the head's side only.
        var stockReport = Path.Combine(repository, "src", "Inventory", "StockReport.cs");
        File.WriteAllText(stockReport, File.ReadAllText(stockReport)
            .Replace(
                "    public static IReadOnlyDictionary<string, int> TotalsByCategory(IEnumerable<string> lines)\n    {\n",
                "    private static readonly object Totals = new();\n\n" +
                "    public static IReadOnlyDictionary<string, int> TotalsByCategory(IEnumerable<string> lines)\n    {\n" +
                "        lock (Totals)\n        {\n            return Task.Run(() => { lock (Totals) { return Sum(lines); } }).Result;\n        }\n    }\n\n" +
                "    private static IReadOnlyDictionary<string, int> Sum(IEnumerable<string> lines)\n    {\n",
                StringComparison.Ordinal));
        // And a word in Parse's error message: Parse executes code the pull request changed, so the selection measures it,
        // and it must be judged while Report hangs. Report's deadlock hangs the selection's traced launch of its head
        // first: killed there at its limit, it fails without pairs.
        var sku = Path.Combine(repository, "src", "Inventory", "Sku.cs");
        File.WriteAllText(sku, File.ReadAllText(sku).Replace("is not a SKU (CATEGORY-NUMBER)", "is not a SKU (CATEGORY-NUMBER, e.g. TOOLS-000042)", StringComparison.Ordinal));
        Commit(repository, "head: TotalsByCategory deadlocks; Parse's message gives an example");

        // The floor is lowered so the test waits less; Report's limit comes from its baseline time anyway (no launch of it
        // has finished when its head's traced launch runs). Time gets a wide limit: other tests run beside this one.
        var gate = consumer.Run(
            "build", project, "-t:PerfGate", "-p:PerfGateCompareTo=HEAD~1", "-p:PerfGateSameRunnerPairs=8", "-p:PerfGateTimeThreshold=1000%", "-p:PerfGateCaseTimeout=20s");

        output.WriteLine($"gate: {gate.Elapsed.TotalSeconds.ToString("0.0", CultureInfo.InvariantCulture)} s");
        output.WriteLine(gate.Output);
        Assert.True(gate.ExitCode == 1, gate.ToString());
        // MSBuild repeats each error in its summary, after the project's name: one error, said twice.
        var error = Assert.Single(Regex.Matches(gate.Output, @"error PG0103: (?<message>.*?)(?: \[[^\]\r\n]*\])?\r?$", RegexOptions.Multiline)
            .Select(m => m.Groups["message"].Value).Distinct());
        Assert.Matches(
            $@"^{Regex.Escape(ReportBenchmark)} hung: its head launch ran past \d+ s \(5 × what its baseline's samples suggest, [\d.]+ s\) and was killed; its log is \S*selection.\d+-head.perfgate-run\.log$",
            error);
        Assert.DoesNotContain("PG0003", gate.Output, StringComparison.Ordinal);
        Assert.Matches($@"PerfGate: tracing what {Regex.Escape(ReportBenchmark)} executes \(\d+-head: Inventory\.Tests\.dll\)", gate.Output);
        var killed = Regex.Match(gate.Output, @"PerfGate: killed the benchmark process after (?<seconds>[\d.]+) s: SkuBenchmarks\.Report ran past its limit of \d+ s");
        Assert.True(killed.Success, "the gate says when it kills a launch");
        // Killed at its limit, well before BenchmarkDotNet's own 5 minutes; the gate as a whole does not wait for them either.
        Assert.InRange(double.Parse(killed.Groups["seconds"].Value, CultureInfo.InvariantCulture), 20, 120);
        Assert.True(gate.Elapsed < TimeSpan.FromMinutes(8), $"the gate took {gate.Elapsed}");
        Assert.Contains($"PerfGate: {ReportBenchmark} hung in the head's traced launch: it fails the gate and is launched no more; the other methods go on", gate.Output, StringComparison.Ordinal);
        Assert.DoesNotContain($"head {ReportBenchmark}", gate.Output, StringComparison.Ordinal); // no launch pair of it

        // Parse is judged as usual against the base revision's own launches: with a 1000 % threshold it is unchanged at
        // the first early look, so its 5 pairs are all the gate measured.
        using var report = JsonDocument.Parse(File.ReadAllText(Path.Combine(artifacts, "perfgate-report.json")));
        Assert.Equal(5, report.RootElement.GetProperty("comparison").GetProperty("pairs").GetInt32());
        var benchmarks = report.RootElement.GetProperty("benchmarks").EnumerateArray().ToList();
        var parse = Assert.Single(benchmarks, b => b.GetProperty("id").GetString() == ParseBenchmark);
        Assert.Equal("unchanged", parse.GetProperty("allocation").GetProperty("status").GetString());
        Assert.NotEqual(JsonValueKind.Null, parse.GetProperty("time").ValueKind);
        Assert.True(parse.GetProperty("selection").GetProperty("ran").GetBoolean());
        var hung = Assert.Single(benchmarks, b => b.GetProperty("id").GetString() == ReportBenchmark);
        Assert.Equal("failed", hung.GetProperty("status").GetString());
        Assert.Equal("head", hung.GetProperty("hang").GetProperty("side").GetString());
        Assert.True(hung.GetProperty("selection").GetProperty("ran").GetBoolean());
        Assert.StartsWith("it hung in the head's traced launch", hung.GetProperty("selection").GetProperty("reason").GetString(), StringComparison.Ordinal);
        Assert.Matches(@"PerfGate: FAILED: 1 failed, 1 (unchanged|inconclusive)", gate.Output);
    }
}
