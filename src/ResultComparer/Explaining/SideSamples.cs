namespace PerfGate.Explaining;

/// <summary>One side's measured iterations as counts per method of a shared list of methods, so both sides and every
/// bootstrap replicate index methods alike.</summary>
internal sealed class SideSamples(int[] samples, int[][] exclusive, int[][] inclusive, double[] nsPerOperation)
{
    /// <param name="names">Every method of both sides, in the order the comparison indexes them.</param>
    public static SideSamples Of(TimeProfile profile, IReadOnlyList<string> names)
    {
        var index = names.Select((name, i) => (name, i)).ToDictionary(n => n.name, n => n.i, StringComparer.Ordinal);
        var local = profile.Methods.Select(m => index[m.Name]).ToArray();
        int[] Counts(IReadOnlyDictionary<int, int> counts)
        {
            var row = new int[names.Count];
            foreach (var (method, count) in counts)
            {
                row[local[method]] += count;
            }

            return row;
        }

        return new SideSamples(
            [.. profile.Iterations.Select(i => i.Samples)],
            [.. profile.Iterations.Select(i => Counts(i.Exclusive))],
            [.. profile.Iterations.Select(i => Counts(i.Inclusive))],
            [.. profile.Iterations.Select(i => i.NsPerOperation)]);
    }

    public int ExclusiveTotal(int method) => exclusive.Sum(row => row[method]);

    public int InclusiveTotal(int method) => inclusive.Sum(row => row[method]);

    public double ExclusiveNs(int method) => Share(exclusive, method) * nsPerOperation.Average();

    public double InclusiveNs(int method) => Share(inclusive, method) * nsPerOperation.Average();

    /// <summary>As many iterations, drawn with replacement: one bootstrap replicate of this side.</summary>
    public SideSamples Draw(Random random)
    {
        var drawn = Enumerable.Range(0, samples.Length).Select(_ => random.Next(samples.Length)).ToArray();
        return new SideSamples(
            [.. drawn.Select(i => samples[i])],
            [.. drawn.Select(i => exclusive[i])],
            [.. drawn.Select(i => inclusive[i])],
            [.. drawn.Select(i => nsPerOperation[i])]);
    }

    private double Share(int[][] counts, int method)
    {
        var total = samples.Sum();
        return total == 0 ? 0 : (double)counts.Sum(row => row[method]) / total;
    }
}
