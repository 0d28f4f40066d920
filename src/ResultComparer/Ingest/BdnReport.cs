using PerfGate.Model;

namespace PerfGate.Ingest;

/// <summary>The contents of one report file; a run is usually several of them, one per benchmark class.</summary>
internal sealed record BdnReport(string Path, HostInfo Host, JobSettings Job, IReadOnlyList<BenchmarkResult> Benchmarks);
