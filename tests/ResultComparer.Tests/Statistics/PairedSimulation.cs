using PerfGate.Options;
using PerfGate.Statistics;

namespace PerfGate.Tests.Statistics;

/// <summary>
/// Simulated same-runner gates of one benchmark case, driven exactly as the gate drives them: pairs in batches
/// (<see cref="PairedLooks"/>), <see cref="SequentialPairedTest"/> at each look, stopping once decided or once no
/// later look could decide (<see cref="PairedFutility"/>). Each pair's log
/// ratio is the true slowdown plus normal noise of spread σ, and now and then a wild launch (a pair 1.5–3× off either
/// way), as the recordings show on a quiet machine (docs/evaluation.md).
/// </summary>
internal sealed class PairedSimulation(int seed)
{
    private readonly Random _random = new(seed);

    /// <param name="stopWhenFutile">Stop an undecided case once no later look could decide it (<see cref="PairedFutility"/>), as the gate does.</param>
    public (PairedDecision Decision, int Pairs) Gate(
        double sigma, double slowdown, double outlierRate = 0.02, int budget = GateDefaults.SameRunnerPairs, bool stopWhenFutile = true) =>
        Judge([.. Enumerable.Range(0, budget).Select(_ => Pair(sigma, slowdown, outlierRate))], stopWhenFutile);

    /// <summary>One gate on pairs drawn up front (the budget's), so two rules can be compared on the very same pairs.</summary>
    public static (PairedDecision Decision, int Pairs) Judge(IReadOnlyList<double> ratios, bool stopWhenFutile = true)
    {
        var looks = new PairedLooks(ratios.Count);
        var margin = Math.Log(1.05);
        foreach (var size in looks.Sizes)
        {
            var taken = ratios.Take(size).ToList();
            var decision = looks.Decide(taken, margin, size);
            var stops = size < GateDefaults.SameRunnerFirstPairs
                ? decision == PairedDecision.Unchanged // the early look: it can only say unchanged
                : decision != PairedDecision.Undecided || size >= looks.Budget || (stopWhenFutile && PairedFutility.IsFutile(taken, margin, looks));
            if (stops)
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
