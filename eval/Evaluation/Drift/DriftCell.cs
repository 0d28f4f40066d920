using PerfGate.Evaluation.Scenarios;

namespace PerfGate.Evaluation.Drift;

/// <summary>How often one mode flagged a time regression on one recording, for one gate size and one seeded slowdown.</summary>
/// <param name="Mode">One of <see cref="DriftModes"/>.</param>
/// <param name="Pairs">Same-runner: pairs per gate; committed baseline: 0.</param>
/// <param name="Slowdown">The seeded slowdown (0.10 = +10 %), multiplied into the head side's samples; 0 for A/A.</param>
/// <param name="Nanosecond">Cases below a microsecond per operation.</param>
/// <param name="Failed">Comparisons where the time verdict failed the gate (a regression that is not advisory).</param>
/// <param name="Warned">Comparisons with a raw "regressed" time verdict, advisory or not.</param>
/// <param name="PairsUsed">Same-runner: the pairs the replayed gates took in all (early-decided methods stop); 0 otherwise.</param>
internal sealed record DriftCell(string Recording, string Mode, int Pairs, double Slowdown, bool Nanosecond, Rate Failed, Rate Warned, int PairsUsed = 0)
{
    /// <summary>Mean pairs per replayed gate; NaN without any.</summary>
    public double MeanPairs => Failed.Total == 0 ? double.NaN : (double)PairsUsed / Failed.Total;
}
