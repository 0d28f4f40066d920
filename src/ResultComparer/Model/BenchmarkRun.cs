namespace PerfGate.Model;

/// <summary>Everything one benchmark run produced, merged over the report files BenchmarkDotNet wrote (one per class).</summary>
internal sealed record BenchmarkRun(HostInfo Host, JobSettings Job, IReadOnlyList<BenchmarkResult> Benchmarks);
