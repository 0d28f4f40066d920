using PerfGate.Options;
using PerfGate.Statistics;

namespace PerfGate.Tests.Statistics;

/// <summary>
/// Simulated same-runner gates of one benchmark case, driven exactly as the gate drives them: pairs in batches
/// (<see cref="PairedLooks"/>), <see cref="SequentialPairedTest"/> at each look, stopping once decided. Each pair's log
/// ratio is the true slowdown plus normal noise of spread σ, and now and then a wild launch (a pair 1.5–3× off either
/// way), as the recordings show on a quiet machine (docs/evaluation.md).
/// </summary>
internal sealed class PairedSimulation(int seed)
{
    private readonly Random _random = new(seed);

    public (PairedDecision Decision, int Pairs) Gate(double sigma, double slowdown, double outlierRate = 0.02, int budget = GateDefaults.SameRunnerPairs)
    {
        var looks = new PairedLooks(budget);
        var margin = Math.Log(1.05);
        var ratios = new List<double>();
        foreach (var size in looks.Sizes)
        {
            while (ratios.Count < size)
            {
                ratios.Add(Pair(sigma, slowdown, outlierRate));
            }

            var decision = SequentialPairedTest.Decide(ratios, margin, looks.LevelAt(size), GateDefaults.SameRunnerEquivalenceLevel);
            if (decision != PairedDecision.Undecided || looks.IsFinal(size))
            {
                return (decision, size);
            }
        }

        throw new InvalidOperationException("the last look is the budget");
    }

    public double Pair(double sigma, double slowdown, double outlierRate)
    {
        var noise = sigma * Normal();
        if (_random.NextDouble() < outlierRate)
        {
            noise += (_random.NextDouble() < 0.5 ? -1 : 1) * Math.Log(1.5 + (1.5 * _random.NextDouble()));
        }

        return Math.Log(1 + slowdown) + noise;
    }

    /// <summary>A standard normal deviate (Box–Muller).</summary>
    public double Normal() => Math.Sqrt(-2 * Math.Log(1 - _random.NextDouble())) * Math.Cos(2 * Math.PI * _random.NextDouble());
}
