namespace PerfGate.Model;

/// <summary>
/// The figures a reviewer reads in a baseline diff, computed from the samples the file holds (all pooled runs), never
/// copied from one run's BenchmarkDotNet summary, so they describe what the gate compares against.
/// </summary>
internal sealed record SampleFigures(double MeanNs, double MedianNs, double StandardDeviationNs)
{
    public static SampleFigures Of(IReadOnlyList<double> samplesNs)
    {
        if (samplesNs.Count == 0)
        {
            throw new ArgumentException("At least one sample is needed.", nameof(samplesNs));
        }

        var sorted = samplesNs.Order().ToArray();
        var middle = sorted.Length / 2;
        var median = sorted.Length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
        return new SampleFigures(sorted.Average(), median, StandardDeviation(sorted));
    }

    /// <summary>The sample standard deviation (n − 1), as BenchmarkDotNet reports it; 0 for fewer than two values.</summary>
    public static double StandardDeviation(IReadOnlyCollection<double> values)
    {
        if (values.Count < 2)
        {
            return 0;
        }

        var mean = values.Average();
        return Math.Sqrt(values.Sum(x => (x - mean) * (x - mean)) / (values.Count - 1));
    }
}
