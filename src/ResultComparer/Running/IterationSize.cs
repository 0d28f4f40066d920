using System.Globalization;
using PerfGate.Model;
using PerfGate.Statistics;

namespace PerfGate.Running;

/// <summary>
/// Pilot once: how many calls each measured iteration of a method's later same-runner launches makes, decided from its
/// first pair instead of by a pilot stage in every launch, and passed to base and head alike.
/// </summary>
/// <remarks>
/// BenchmarkDotNet's pilot sizes the iterations while the code is still tiering up, so it ran for 1–2 s of a ~3 s
/// launch and settled on a different count launch by launch (Polly's retry: 120,497 calls sized at 850 ns, then run at
/// 170 ns). Sized here on the speed the first pair's measured iterations reached, every later launch of both sides runs
/// iterations of the same length; the first pair, sized by its own pilots, is a pair like any other (a level both of
/// its sides share does not move its ratio). docs/evaluation.md, "Pilot once".
/// </remarks>
/// <param name="InvocationCount">Calls per iteration: the slowest case of the method fills one iteration of the target time.</param>
/// <param name="UnrollFactor">The unroll factor the first pair's pilot chose: 16 when its counts were multiples of 16, else 1.</param>
public sealed record IterationSize(long InvocationCount, int UnrollFactor)
{
    /// <summary>BenchmarkDotNet's default unroll factor, which its pilot keeps unless a call is too slow for it.</summary>
    public const int DefaultUnrollFactor = 16;

    /// <summary>The warmup of a sized launch: two iterations reach tiered-up code once the call-counting delay is off
    /// (<see cref="SteadyLaunch"/>), a third settles it; BenchmarkDotNet's automatic warmup went on for 6–12.</summary>
    public const int WarmupCount = 3;

    /// <returns>Null when no case of the method has a measured iteration to size from.</returns>
    public static IterationSize? FromFirstPair(IEnumerable<BenchmarkResult> cases, TimeSpan iterationTime)
    {
        var measured = cases.Where(c => !c.Failed && c.SamplesNs.Count > 0).ToList();
        if (measured.Count == 0)
        {
            return null;
        }

        // One call per iteration is what BenchmarkDotNet runs for an [IterationSetup] (the setup before each call) or a
        // call longer than the iteration: more calls would measure something else.
        if (measured.Any(c => c.InvocationCount == 1))
        {
            return new IterationSize(1, 1);
        }

        var slowestNs = measured.Max(c => SampleMedian.Of(c.SamplesNs));
        var unroll = measured.All(c => c.InvocationCount is { } n && n % DefaultUnrollFactor == 0) ? DefaultUnrollFactor : 1;
        var calls = slowestNs > 0 ? iterationTime.TotalNanoseconds / slowestNs : double.PositiveInfinity;
        if (calls < unroll)
        {
            unroll = 1; // a call longer than an iteration's 16th: BenchmarkDotNet's pilot does the same
        }

        var count = Math.Max(unroll, (long)Math.Ceiling(Math.Min(calls, long.MaxValue / 2) / unroll) * unroll);
        return new IterationSize(count, unroll);
    }

    /// <summary>BenchmarkDotNet's command-line arguments, after the job's.</summary>
    public IReadOnlyList<string> ToArguments() =>
    [
        "--invocationCount", InvocationCount.ToString(CultureInfo.InvariantCulture),
        "--unrollFactor", UnrollFactor.ToString(CultureInfo.InvariantCulture),
        "--warmupCount", WarmupCount.ToString(CultureInfo.InvariantCulture),
    ];
}
