using PerfGate.Layout;
using PerfGate.Running;

namespace PerfGate.Workflows;

/// <summary>Everything <c>perfgate baseline record</c> was asked to do, parsed and validated.</summary>
/// <param name="Run">How to run the benchmarks; null to record the results of the last run in <paramref name="Layout"/>.</param>
/// <param name="Runs">How many runs to pool (1 when reusing: a baseline from several runs needs them measured anew).</param>
internal sealed record BaselineRecordRequest(string BaselinePath, RunLayout Layout, BenchmarkRunOptions? Run, int Runs);
