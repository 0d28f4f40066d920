using System.Diagnostics;
using System.Text.Json.Nodes;
using PerfGate.Baseline;
using PerfGate.Ingest;
using PerfGate.Reports;
using PerfGate.Statistics;
using PerfGate.Tests.Support;
using PerfGate.Thresholds;
using PerfGate.Verdicts;

namespace PerfGate.Tests.Statistics;

/// <summary>
/// GateEvaluator judges benchmarks in parallel, and TimeComparer calls Perfolizer's Mann–Whitney test without a
/// lock. Perfolizer 0.3.17 filled its binomial table lazily and without synchronisation, so the first tests of a
/// process, run concurrently, now and then threw ("value=-Infinity, but it should be in range [0;1]") or
/// returned a wrong p-value; 0.5.4 and later build it behind a Lazy. The race lives in the first use of a
/// process, so each round is a fresh <c>perfgate compare</c> over hundreds of small benchmarks (each test on
/// 4–6 samples reads the table), and every verdict must equal the one this process computes one by one.
/// The same 400 tests in a fresh process under Perfolizer 0.3.17 threw in 3 of 12 processes (nearly all 400
/// tests of an unlucky process fail, as they share the broken table), under 0.6.1 in none: 8 rounds catch such a
/// race nine times in ten.
/// </summary>
public sealed class TimeComparerConcurrencyTests
{
    private const int Rounds = 8;
    private const int BenchmarkCount = 400;

    [Fact]
    public void Hundreds_of_comparisons_in_parallel_in_a_fresh_process_equal_the_sequential_ones()
    {
        using var temp = new TempDirectory();
        var resultsFolder = Path.Combine(temp.Path, "results");
        Directory.CreateDirectory(resultsFolder);
        File.WriteAllText(Path.Combine(resultsFolder, "Sample.Concurrency-report-full-compressed.json"), Report(slowdown: 1.3));
        var baselineRun = ResultsLoader.Load(WriteBaselineReport(temp.Path));
        var baselinePath = Path.Combine(temp.Path, "baseline.json");
        BaselineWriter.WriteAtomically(baselinePath, BaselineDocument.FromRun(baselineRun));

        var current = ResultsLoader.Load(resultsFolder);
        var baselineById = baselineRun.Benchmarks.ToDictionary(b => b.Id);
        var expected = current.Benchmarks.ToDictionary(
            b => b.Id,
            b => TimeComparer.Compare(baselineById[b.Id], b, GateSettings.Default.TimeThresholdFor(b.Id), GateSettings.Default).Status);
        Assert.Contains(MetricStatus.Regressed, expected.Values);
        Assert.Contains(MetricStatus.Inconclusive, expected.Values);

        for (var round = 0; round < Rounds; round++)
        {
            var reportPath = Path.Combine(temp.Path, $"report{round}.json");
            var (exitCode, output) = Perfgate("compare", "--baseline", baselinePath, "--results", resultsFolder, "--report", "json=" + reportPath);

            Assert.True(exitCode == 1, $"round {round}: exit code {exitCode}, expected 1 (regressions):\n{output}");
            var report = GateReportFile.Read(reportPath);
            Assert.Equal(BenchmarkCount, report.Benchmarks.Count);
            Assert.All(report.Benchmarks, b => Assert.True(
                b.Time?.Status == expected[b.Id],
                $"round {round}, {b.Id}: {b.Time?.Status} in parallel, {expected[b.Id]} one by one"));
        }
    }

    private static (int ExitCode, string Output) Perfgate(params string[] arguments)
    {
        var startInfo = new ProcessStartInfo("dotnet") { RedirectStandardOutput = true, RedirectStandardError = true };
        startInfo.ArgumentList.Add(Path.Combine(AppContext.BaseDirectory, "perfgate.dll"));
        foreach (var argument in arguments)
        {
            startInfo.ArgumentList.Add(argument);
        }

        using var process = Process.Start(startInfo)!;
        var error = process.StandardError.ReadToEndAsync();
        var output = process.StandardOutput.ReadToEnd();
        if (!process.WaitForExit(TimeSpan.FromMinutes(2)))
        {
            process.Kill(entireProcessTree: true);
        }

        return (process.ExitCode, output + error.Result);
    }

    private static string WriteBaselineReport(string folder)
    {
        var path = Path.Combine(folder, "baseline-run");
        Directory.CreateDirectory(path);
        File.WriteAllText(Path.Combine(path, "Sample.Concurrency-report-full-compressed.json"), Report(slowdown: 1.0));
        return path;
    }

    /// <summary>
    /// A BenchmarkDotNet report in 0.15.8's format (the host of a real run) with <see cref="BenchmarkCount"/>
    /// benchmarks of 4, 5 or 6 samples; below <see cref="GateSettings.DefaultMinimumSamples"/> they are inconclusive.
    /// </summary>
    private static string Report(double slowdown)
    {
        var template = JsonNode.Parse(File.ReadAllText(Path.Combine(TestData.BdnVersion("0.15.8", "compressed"), "TinyBenchmarks.Hashing-report-full-compressed.json")))!;
        var benchmarks = new JsonArray();
        for (var i = 0; i < BenchmarkCount; i++)
        {
            var count = 4 + (i % 3);
            // Every other benchmark slowed: a whole run shifted alike would be the machine (ConditionShift), not a regression.
            var factor = i % 2 == 0 ? slowdown : 1.0;
            var samples = new JsonArray([.. Enumerable.Range(0, count).Select(k => JsonValue.Create(factor * (100 + i + (0.1 * k))))]);
            benchmarks.Add(new JsonObject
            {
                ["FullName"] = $"Sample.Concurrency.Bench{i:D3}(SampleCount: {count})",
                ["Statistics"] = new JsonObject { ["N"] = count, ["OriginalValues"] = samples },
                ["Memory"] = new JsonObject { ["BytesAllocatedPerOperation"] = 64 },
            });
        }

        return new JsonObject
        {
            ["Title"] = "Sample.Concurrency",
            ["HostEnvironmentInfo"] = template["HostEnvironmentInfo"]!.DeepClone(),
            ["Benchmarks"] = benchmarks,
        }.ToJsonString();
    }
}
