using System.Reflection;
using PerfGate.Baseline;
using PerfGate.Model;
using PerfGate.Statistics;
using PerfGate.Thresholds;
using PerfGate.Verdicts;
using Perfolizer.Mathematics.Common;

namespace PerfGate.Tests.Statistics;

/// <summary>
/// Perfolizer 0.3.17 fills its table of binomial coefficients lazily and without synchronisation; a Mann–Whitney
/// test that reads it while another thread is still filling it divides by zero and throws
/// "value=-Infinity, but it should be in range [0;1]". GateEvaluator judges benchmarks in parallel, so
/// TimeComparer serialises the test. The table is filled once per process, so each round empties it again
/// (under TimeComparer's lock, so no other test is mid-comparison) to put the first, racy use back in play.
/// The race window is a few microseconds: this test cannot prove the absence of the race, only fail when the
/// serialisation is gone and the threads happen to collide.
/// </summary>
public sealed class TimeComparerConcurrencyTests
{
    private const int Rounds = 5;
    private const int BenchmarkCount = 400;
    private static readonly HostInfo Host = new(".NET 10.0.0 (10.0.25.52411)", "Linux", "Test CPU", 2, 2, "0.14.0", "X64");

    [Fact]
    public void Evaluating_hundreds_of_small_benchmarks_in_parallel_never_throws()
    {
        var baseline = BaselineDocument.FromRun(Run(slowdown: 1.0));
        var current = Run(slowdown: 1.3);

        for (var round = 0; round < Rounds; round++)
        {
            ForgetBinomialCoefficients();

            var result = GateEvaluator.Evaluate(baseline, current, GateSettings.Default);

            Assert.Equal(BenchmarkCount, result.Benchmarks.Count);
            Assert.Equal(result.Benchmarks.Select(b => b.Id).Order(StringComparer.Ordinal), result.Benchmarks.Select(b => b.Id));
            foreach (var verdict in result.Benchmarks)
            {
                var expected = SampleCount(verdict.Id) < GateSettings.DefaultMinimumSamples ? MetricStatus.Inconclusive : MetricStatus.Regressed;
                Assert.True(verdict.Time?.Status == expected, $"{verdict.Id}: {verdict.Time?.Status}, expected {expected}");
            }
        }
    }

    private static BenchmarkRun Run(double slowdown)
    {
        var benchmarks = Enumerable.Range(0, BenchmarkCount).Select(i =>
        {
            var count = 4 + (i % 3);
            var samples = Enumerable.Range(0, count).Select(k => slowdown * (100 + i + (0.1 * k))).ToArray();
            return new BenchmarkResult(
                $"Sample.Concurrency.Bench{i:D3}(SampleCount: {count})",
                samples,
                64);
        });
        return new BenchmarkRun(Host, new JobSettings(1, 6), benchmarks.ToList());
    }

    private static int SampleCount(string id) => id[^2] - '0';

    // Both fields are private; if either is gone (a newer Perfolizer without the lazy table, or another way of
    // serialising), the rounds still run, just without re-arming the first use.
    private static void ForgetBinomialCoefficients()
    {
        var table = typeof(BinomialCoefficientHelper).GetField("pascalTriangle", BindingFlags.NonPublic | BindingFlags.Static);
        var gate = typeof(TimeComparer).GetField("TestLock", BindingFlags.NonPublic | BindingFlags.Static)?.GetValue(null);
        if (table is null || gate is null)
        {
            return;
        }

        lock (gate)
        {
            table.SetValue(null, null);
        }
    }
}
