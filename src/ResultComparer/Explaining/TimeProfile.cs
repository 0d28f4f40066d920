namespace PerfGate.Explaining;

/// <summary>One benchmark case's CPU samples of its benchmark thread, taken in a profiled run's measured (Workload Actual)
/// iterations, iteration by iteration: the bootstrap resamples iterations.</summary>
/// <param name="Benchmark">The case as BenchmarkDotNet names it, e.g. <c>Ns.Type.Method(Param: 1)</c>: the gate's benchmark id.</param>
/// <param name="Methods">Every method on a measured sample's stack; the iterations and stacks refer to them by index.</param>
/// <param name="Stacks">The measured samples' stacks, root first, each with how many samples had it: the flame graph and
/// the speedscope files are drawn from them.</param>
/// <param name="KnownMethods">Every method the process ran code of (jitted, or loaded precompiled), sampled or not: a
/// method the base never had is new, one it had but was never sampled in is not.</param>
/// <param name="Inlinees">Per method (<see cref="MethodKey"/>), the methods the JIT inlined into its code.</param>
internal sealed record TimeProfile(
    string Benchmark,
    IReadOnlyList<SampledIteration> Iterations,
    IReadOnlyList<ProfiledMethod> Methods,
    IReadOnlyList<SampledStack> Stacks,
    IReadOnlySet<string> KnownMethods,
    IReadOnlyDictionary<string, IReadOnlySet<string>> Inlinees)
{
    public int Samples => Iterations.Sum(i => i.Samples);

    public double NsPerOperation => Iterations.Count == 0 ? 0 : Iterations.Average(i => i.NsPerOperation);

    /// <summary>This profile with each iteration's time per operation taken from the launch's own results (BenchmarkDotNet's
    /// measurements, overhead subtracted), when they are as many as the iterations traced; else the trace's own.</summary>
    public TimeProfile WithMeasuredTimes(IReadOnlyList<double>? nsPerOperation) =>
        nsPerOperation is null || nsPerOperation.Count != Iterations.Count ? this : this with
        {
            Iterations = [.. Iterations.Select((iteration, i) => iteration with { NsPerOperation = nsPerOperation[i] })],
        };

    /// <summary>This profile with every iteration's time per operation set to <paramref name="nsPerOperation"/>: the
    /// verdict's median over all its launches, where the profile is one launch. The profile then says only how the time
    /// divides between methods; a profiled launch that ran slow as a whole (in an A/A gate of the sample's streamer, the
    /// head's profiled launch took 1.30–1.40 × the base's, where the sixteen pairs spread by a sd of 0.10–0.15) no longer
    /// hands its slowness to its largest method. Unchanged when the verdict measured no time.</summary>
    public TimeProfile WithTimeOf(double nsPerOperation) =>
        !(nsPerOperation > 0) || double.IsInfinity(nsPerOperation) ? this : this with
        {
            Iterations = [.. Iterations.Select(iteration => iteration with { NsPerOperation = nsPerOperation })],
        };

    /// <summary><c>Ns.Type.Method</c>: a frame's name without its signature, as the JIT's inlining events name a method.</summary>
    public static string MethodKey(string fullMethodName) => fullMethodName.Split('(')[0];
}

/// <param name="Samples">The benchmark thread's samples in this iteration.</param>
/// <param name="Exclusive">Per method index, samples whose innermost frame it is.</param>
/// <param name="Inclusive">Per method index, samples with it anywhere on the stack (once per sample).</param>
internal sealed record SampledIteration(int Samples, IReadOnlyDictionary<int, int> Exclusive, IReadOnlyDictionary<int, int> Inclusive, double NsPerOperation);

/// <param name="Name">As TraceEvent names the frame, e.g. <c>Sample.CallChain.GetAsync(int32)</c>.</param>
/// <param name="UserCode">Loaded from the benchmark's folder (BenchmarkDotNet's own excepted).</param>
/// <param name="Site">Where its exclusive samples are most often: its own hottest instruction, or for a method outside the
/// user's code the call in the user's code under it; null when no sample reached the user's code.</param>
internal sealed record ProfiledMethod(string Name, bool UserCode, HotSite? Site = null);

/// <summary>An instruction of the user's code, to be looked up in its PDB only when the method is named (reading PDBs is
/// the slow part).</summary>
/// <param name="Method">The frame's method as TraceEvent names it.</param>
internal sealed record HotSite(string Method, string ModulePath, int MethodToken, int ILOffset);

/// <param name="Frames">Method indexes, the outermost frame first.</param>
internal sealed record SampledStack(IReadOnlyList<int> Frames, int Samples);
