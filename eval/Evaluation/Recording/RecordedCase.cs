namespace PerfGate.Evaluation.Recording;

/// <summary>
/// One benchmark case of one recorded run: its per-operation times launch by launch, its allocation, and
/// what each launch cost, so that a smaller job can be cut out of it and priced.
/// </summary>
/// <param name="Id">BenchmarkDotNet's full name, as the gate keys benchmarks.</param>
/// <param name="Launches">Nanoseconds per operation of each measured iteration (overhead subtracted, as in
/// BenchmarkDotNet's <c>OriginalValues</c>), one array per launch, in iteration order.</param>
/// <param name="BytesPerOperation">Allocated bytes per operation, or null when not measured.</param>
/// <param name="FixedSecondsPerLaunch">Seconds each launch spends outside the measured iterations: process
/// start, jitting, pilot, overhead and warmup stages.</param>
/// <param name="IterationSeconds">Mean duration of one measured iteration.</param>
/// <param name="RawLaunches">The same iterations before BenchmarkDotNet subtracted its overhead estimate (its
/// "Workload Actual" stage): what a job without overhead evaluation would report.</param>
/// <param name="OverheadSecondsPerLaunch">The part of <paramref name="FixedSecondsPerLaunch"/> spent measuring
/// that overhead, which a job without overhead evaluation saves.</param>
internal sealed record RecordedCase(
    string Id,
    IReadOnlyList<double[]> Launches,
    long? BytesPerOperation,
    double FixedSecondsPerLaunch,
    double IterationSeconds,
    IReadOnlyList<double[]> RawLaunches,
    double OverheadSecondsPerLaunch);
