namespace PerfGate.Statistics;

/// <summary>How the early looks (<see cref="EarlyUnchangedLooks"/>) show a case's change inside ± the threshold: each is
/// two one-sided tests at the equivalence level, on the pairs' log ratios.</summary>
internal enum UnchangedTest
{
    /// <summary>Exact signed-rank tests (<see cref="SequentialPairedTest"/>): no assumption on the pairs' noise but a
    /// floor, 2^-n, under which no p-value of n pairs goes (5 pairs reach 0.031, 4 pairs 0.0625).</summary>
    SignedRanks,

    /// <summary>Student's t interval of the mean log ratio inside ± the margin: no floor, but it takes the noise as normal.</summary>
    MeanInterval,

    /// <summary>The Hodges–Lehmann centre ± Student's t × the robust spread (Pragmastat's, as
    /// <see cref="PairedSensitivity"/> reads σ) ÷ √n: no floor, and one wild pair does not shrink or stretch it.</summary>
    CentreInterval,
}
