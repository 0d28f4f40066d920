namespace PerfGate.Model;

/// <summary>Per-operation time figures of one benchmark, in nanoseconds, as BenchmarkDotNet computed them.</summary>
public sealed record SummaryFigures(double MeanNs, double MedianNs, double StandardDeviationNs);
