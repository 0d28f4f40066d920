namespace PerfGate.Explaining;

/// <summary>The frames a sample has because of where the runtime stopped the thread, not where the thread spent its time.
/// EventPipe's sampler suspends the runtime and reads each thread's stack where the thread stopped; code without calls (a
/// loop of arithmetic) stops only at the poll the JIT placed in it, which calls <c>Thread.PollGC</c> through a native stub
/// that has no managed name. The time is the method's that polled: on Polly's retry benchmark every sample of both sides
/// was in that poll, and the report named "Thread.PollGC" for a loop written into the retry strategy.</summary>
internal static class SafePointFrames
{
    /// <summary>How many of a sample's innermost frames (given innermost first, as TraceEvent names them, an unnamed frame
    /// as <c>?!module</c>) are the poll's: the poll and the stub under it. The outermost frame always stays, and so does a
    /// poll made by BenchmarkDotNet's loop: the benchmark inlined there (the sample's seeded spin, <c>Thread.SpinWait</c> in
    /// <c>Runnable_0.__Workload</c>) would hand its time to a frame no explanation names, and the poll, named, says more.</summary>
    public static int Innermost(IReadOnlyList<string> innermostFirst)
    {
        var callers = innermostFirst.Take(innermostFirst.Count - 1);
        var poll = callers.TakeWhile(IsPoll).Count();
        var stub = poll == 0 ? 0 : poll + callers.Skip(poll).TakeWhile(f => f.StartsWith("?!", StringComparison.Ordinal)).Count();
        return poll > 0 && innermostFirst[stub].StartsWith("BenchmarkDotNet.", StringComparison.Ordinal) ? 0 : stub;
    }

    private static bool IsPoll(string frame) =>
        frame.StartsWith("System.Threading.Thread.PollGC(", StringComparison.Ordinal)
            || frame.StartsWith("System.Threading.Thread.<PollGC>", StringComparison.Ordinal);
}
