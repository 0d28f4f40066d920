namespace PerfGate.Statistics;

/// <summary>
/// The exact one-sided Wilcoxon signed-rank test: are paired differences shifted above zero? Perfolizer 0.6.1
/// has no one-sample rank test (its one-sample test is Student's, which assumes normal differences) and
/// Pragmastat 3.2.4 only estimates (<c>Toolkit.Center</c> is this test's Hodges–Lehmann estimator), so the
/// p-value is computed here: exact, from the distribution of the signed-rank sum over every sign pattern.
/// </summary>
/// <remarks>
/// Zeros are dropped and tied magnitudes get their mean rank (R's <c>wilcox.test</c> conventions); the exact
/// distribution is then the one of the ranks actually present, counted with doubled ranks so mean ranks stay
/// integers. With n pairs the smallest possible p-value is 2^-n: 4 pairs can reach 0.0625, 5 pairs 0.031.
/// </remarks>
internal static class SignedRankTest
{
    // Guards against misuse only: the gate pairs a handful of launches, and 2^n sign patterns outgrow a double.
    public const int MaximumCount = 1000;

    /// <summary>P(W+ ≥ observed W+) under "the differences are symmetric about zero"; 1 when every difference is zero.</summary>
    /// <exception cref="ArgumentException">A difference is not finite, or there are more than <see cref="MaximumCount"/>.</exception>
    public static double GreaterPValue(IReadOnlyList<double> differences)
    {
        if (differences.Any(d => !double.IsFinite(d)))
        {
            throw new ArgumentException("Every difference must be finite.", nameof(differences));
        }

        var nonzero = differences.Where(d => d != 0).ToArray();
        if (nonzero.Length == 0)
        {
            return 1;
        }

        if (nonzero.Length > MaximumCount)
        {
            throw new ArgumentException($"At most {MaximumCount} differences are supported.", nameof(differences));
        }

        var doubledRanks = DoubledMeanRanks(nonzero.Select(Math.Abs).ToArray());
        var observed = nonzero.Select((difference, i) => difference > 0 ? doubledRanks[i] : 0).Sum();

        // ways[s]: how many sign patterns give a doubled positive-rank sum of s; each of the 2^n is equally likely.
        var total = doubledRanks.Sum();
        var ways = new double[total + 1];
        ways[0] = 1;
        var reach = 0;
        foreach (var rank in doubledRanks)
        {
            for (var s = reach; s >= 0; s--)
            {
                if (ways[s] != 0)
                {
                    ways[s + rank] += ways[s];
                }
            }

            reach += rank;
        }

        var atLeast = ways.Skip(observed).Sum();
        return Math.Min(1, atLeast / Math.Pow(2, nonzero.Length));
    }

    // Twice the 1-based rank of each magnitude, ties sharing twice their mean rank (always an integer).
    private static int[] DoubledMeanRanks(double[] magnitudes)
    {
        var order = Enumerable.Range(0, magnitudes.Length).OrderBy(i => magnitudes[i]).ToArray();
        var ranks = new int[magnitudes.Length];
        for (var start = 0; start < order.Length;)
        {
            var end = start;
            while (end + 1 < order.Length && magnitudes[order[end + 1]] == magnitudes[order[start]])
            {
                end++;
            }

            // Ranks start + 1 … end + 1 share their mean; doubled: (start + 1) + (end + 1).
            var doubled = start + end + 2;
            for (var k = start; k <= end; k++)
            {
                ranks[order[k]] = doubled;
            }

            start = end + 1;
        }

        return ranks;
    }
}
