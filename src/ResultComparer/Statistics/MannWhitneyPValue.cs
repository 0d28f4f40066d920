using Perfolizer.Mathematics.Common;
using Perfolizer.Mathematics.SignificanceTesting.MannWhitney;
using Pragmastat;

namespace PerfGate.Statistics;

/// <summary>
/// The one-sided Mann–Whitney p-value for H1: x &gt; y × (1 + threshold), the very double Perfolizer 0.6.1's
/// <c>MannWhitneyTest.Instance.GetPValue(x, y, AlternativeHypothesis.Greater, threshold)</c> returns for a
/// percentage threshold: the same scaled y, the same ranks (values within 1e-9 tie), the same U and the same
/// distribution (Perfolizer's exact CDF up to <see cref="BinomialCoefficientHelper.MaxAcceptableN"/> values, its
/// Edgeworth approximation beyond).
/// </summary>
/// <remarks>
/// Perfolizer orders the pooled values by sorting an index array through a comparison delegate, and copies both
/// samples into new <see cref="Sample"/>s on the way; at 10,000 benchmarks × 2 tests that was a third of the
/// comparer's statistics time. Sorting the values with their origin as the item array gives the same order of
/// values, so the same ranks. Tested against the library value for value (MannWhitneyPValueTests).
/// </remarks>
internal static class MannWhitneyPValue
{
    private const double TieTolerance = 1e-9;

    public static double Greater(Sample x, Sample y, double thresholdPercent)
    {
        int n = x.Size, m = y.Size;
        var values = new double[n + m];
        var fromX = new bool[n + m];
        for (var i = 0; i < n; i++)
        {
            values[i] = x.Values[i];
            fromX[i] = true;
        }

        // As Perfolizer's Threshold.Apply computes it for a percentage, operation for operation.
        var scale = 1 + (thresholdPercent / 100.0);
        for (var i = 0; i < m; i++)
        {
            values[n + i] = y.Values[i] * scale;
        }

        Array.Sort(values, fromX);
        double ux = 0;
        for (var i = 0; i < values.Length;)
        {
            var j = i;
            while (j + 1 < values.Length && Math.Abs(values[j + 1] - values[i]) < TieTolerance)
            {
                j++;
            }

            var rank = (i + j + 2) / 2.0;
            for (var k = i; k <= j; k++)
            {
                if (fromX[k])
                {
                    ux += rank;
                }
            }

            i = j + 1;
        }

        ux -= n * (n + 1) / 2.0;
        IMannWhitneyCdf distribution = n + m <= BinomialCoefficientHelper.MaxAcceptableN
            ? MannWhitneyLoefflerExactCdf.Instance
            : MannWhitneyEdgeworthApproxCdf.Instance;
        return 1 - distribution.Cdf(n, m, (int)Math.Round(ux));
    }
}
