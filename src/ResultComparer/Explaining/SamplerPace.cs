namespace PerfGate.Explaining;

/// <summary>How fast a sampler samples the benchmark's thread, and so how long a profiled side runs to get
/// <see cref="TimeSampling.MinimumSamples"/> with <see cref="TimeSampling.Margin"/>, in iterations of
/// <see cref="IterationTimeMilliseconds"/>. Iterations, not one long one, because the intervals are a bootstrap over them
/// (<see cref="IterationBootstrap"/>).</summary>
/// <param name="SamplesPerMillisecond">The rate a run is sized for: about half of what an idle machine gives.</param>
internal sealed record SamplerPace(double SamplesPerMillisecond, int IterationTimeMilliseconds)
{
    /// <summary>The runtime's sampler wakes about once a millisecond and samples each managed thread while it holds the
    /// runtime suspended, so an idle machine gives the benchmark's thread up to one sample per millisecond measured: 0.83 on
    /// the sample's streamer, but 0.52 on its nanosecond benchmarks (quiet 2-core machine, 2026-11-29), a thread in a
    /// tight loop reaching the runtime's suspension later; on a busy 2-core machine (other builds and tests beside it)
    /// 0.34–0.7 were seen, a thread the kernel has descheduled missing ticks. Runs are sized for half: sized for 0.7, three
    /// of five methods in an A/A gate ran their head twice, which costs a whole launch more than six iterations do.
    /// 24 iterations of 250 ms: 6 s per case and side.</summary>
    public static SamplerPace EventPipe { get; } = new(0.5, 250);

    /// <summary><c>perf</c> samples on a timer of the thread's own CPU time (<see cref="PerfSampler.Frequency"/>), so the rate
    /// does not fall with the code's shape, and a thread the kernel deschedules is neither sampled nor measured then. At
    /// 999 a second it gave 0.94 a millisecond on the tests' fixture (2026-11-30); at four times that a side needs a
    /// quarter of the time. Sized, as EventPipe's, below what it gives, and in shorter iterations so the bootstrap still
    /// draws from a dozen: 12 iterations of 100 ms, 1.2 s per case and side.</summary>
    public static SamplerPace Perf { get; } = new(2.5, 100);

    /// <summary>Measured iterations of a first profiled run.</summary>
    public int Iterations =>
        (int)Math.Ceiling(TimeSampling.Margin * TimeSampling.MinimumSamples / (SamplesPerMillisecond * IterationTimeMilliseconds));
}
