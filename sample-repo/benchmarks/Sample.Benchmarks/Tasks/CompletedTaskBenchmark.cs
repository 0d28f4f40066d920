using BenchmarkDotNet.Attributes;

namespace Sample.Tasks;

/// <summary>
/// Seed 004 (eliding async, cheaper completed tasks): a synchronous lookup behind a Task-returning API.
/// Task.FromResult allocates the task alone; completing a TaskCompletionSource adds an object of its own.
/// </summary>
[BenchmarkCategory("PerfGate")]
[MemoryDiagnoser]
public class CompletedTaskBenchmark
{
    private readonly string extension = ".csv";

    [Benchmark]
    public Task<string> SynchronousOperation() =>
        CompletedTasks.Run(extension, static ext => ext == ".csv" ? "text/csv" : "application/octet-stream");
}
