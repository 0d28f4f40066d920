using PerfGate.Model;

namespace PerfGate.Ingest;

/// <summary>The contents of one report file; a run is usually several of them, one per benchmark class.</summary>
public sealed record BdnReport(string Path, HostInfo Host, JobSettings Job, IReadOnlyList<BenchmarkResult> Benchmarks);
