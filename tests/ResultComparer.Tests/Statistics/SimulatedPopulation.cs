namespace PerfGate.Tests.Statistics;

/// <summary>Draws per-operation times from a <see cref="PopulationShape"/> with a seeded generator, so every run sees the same data.</summary>
internal sealed class SimulatedPopulation
{
    private const double MedianNs = 1_000;
    private const double OutlierProbability = 0.05;
    private const double SecondModeProbability = 0.30;
    private const double SecondModeRatio = 1.08;

    private readonly PopulationShape _shape;
    private readonly double _sigma;
    private readonly Random _random;

    public SimulatedPopulation(PopulationShape shape, double coefficientOfVariation, int seed)
    {
        _shape = shape;
        // For a log-normal distribution CV² = exp(σ²) − 1.
        _sigma = Math.Sqrt(Math.Log(1 + (coefficientOfVariation * coefficientOfVariation)));
        _random = new Random(seed);
    }

    public double[] Draw(int count, double scale = 1)
    {
        var samples = new double[count];
        for (var i = 0; i < count; i++)
        {
            samples[i] = scale * Next();
        }

        return samples;
    }

    private double Next()
    {
        var value = MedianNs * Math.Exp(_sigma * StandardNormal());
        return _shape switch
        {
            PopulationShape.UpperOutliers when _random.NextDouble() < OutlierProbability => value * (1.5 + (1.5 * _random.NextDouble())),
            PopulationShape.Bimodal when _random.NextDouble() < SecondModeProbability => value * SecondModeRatio,
            _ => value,
        };
    }

    // Box–Muller; the cosine branch alone keeps the draw sequence simple to reason about.
    private double StandardNormal()
    {
        var u1 = 1.0 - _random.NextDouble();
        var u2 = _random.NextDouble();
        return Math.Sqrt(-2.0 * Math.Log(u1)) * Math.Cos(2.0 * Math.PI * u2);
    }
}
