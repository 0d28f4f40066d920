using PerfGate.Explaining;

namespace PerfGate.Tests.Explaining;

/// <summary>Time profiles drawn from a known truth: each method's nanoseconds per operation. Each sample of an iteration
/// lands in a method with probability its share of the total (a multinomial draw, as a sampler that ticks independently of
/// the code would see it), under one root frame; each iteration's time per operation varies by a few percent.</summary>
internal static class SyntheticProfiles
{
    public const string Root = "Sample.Bench.Run()";

    public const int Iterations = 12;

    public const int SamplesPerIteration = 250;

    /// <param name="nsPerOperation">Each method's exclusive time per operation, by TraceEvent's full name.</param>
    /// <param name="iterationSpread">One standard deviation of an iteration's time per operation, relative.</param>
    public static TimeProfile Draw(
        IReadOnlyDictionary<string, double> nsPerOperation, int seed, double iterationSpread = 0.02, int samplesPerIteration = SamplesPerIteration,
        IReadOnlyDictionary<string, IReadOnlySet<string>>? inlinees = null, IEnumerable<string>? alsoKnown = null)
    {
        var random = new Random(seed);
        var names = nsPerOperation.Keys.ToList();
        var total = nsPerOperation.Values.Sum();
        var cumulative = names.Select((_, i) => names.Take(i + 1).Sum(n => nsPerOperation[n]) / total).ToArray();
        var methods = new List<ProfiledMethod> { new(Root, UserCode: true) };
        methods.AddRange(names.Select(n => new ProfiledMethod(n, UserCode: !n.StartsWith("System.", StringComparison.Ordinal),
            new HotSite(n.StartsWith("System.", StringComparison.Ordinal) ? Root : n, "/repo/bin/Sample.dll", 0x06000001, 4))));
        var stackCounts = new int[names.Count];
        var iterations = new List<SampledIteration>();
        for (var i = 0; i < Iterations; i++)
        {
            var exclusive = new Dictionary<int, int>();
            for (var s = 0; s < samplesPerIteration; s++)
            {
                var u = random.NextDouble();
                var method = Math.Max(0, Array.FindIndex(cumulative, c => u < c));
                exclusive[method + 1] = exclusive.GetValueOrDefault(method + 1) + 1;
                stackCounts[method]++;
            }

            var inclusive = new Dictionary<int, int>(exclusive) { [0] = samplesPerIteration };
            var noise = 1 + iterationSpread * Gaussian(random);
            iterations.Add(new SampledIteration(samplesPerIteration, exclusive, inclusive, total * noise));
        }

        return new TimeProfile(
            "Sample.Bench.Run",
            iterations,
            methods,
            [.. names.Select((_, i) => new SampledStack([0, i + 1], stackCounts[i])).Where(s => s.Samples > 0)],
            names.Select(TimeProfile.MethodKey).Append(TimeProfile.MethodKey(Root)).Concat(alsoKnown ?? []).ToHashSet(StringComparer.Ordinal),
            inlinees ?? new Dictionary<string, IReadOnlySet<string>>());
    }

    private static double Gaussian(Random random) =>
        Math.Sqrt(-2 * Math.Log(1 - random.NextDouble())) * Math.Cos(2 * Math.PI * random.NextDouble());
}
