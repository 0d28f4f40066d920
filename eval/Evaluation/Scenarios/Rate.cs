using System.Globalization;

namespace PerfGate.Evaluation.Scenarios;

/// <summary>How many of so many comparisons came out a given way.</summary>
internal readonly record struct Rate(int Hits, int Total)
{
    public double Percent => Total == 0 ? double.NaN : 100.0 * Hits / Total;

    public static Rate operator +(Rate a, Rate b) => new(a.Hits + b.Hits, a.Total + b.Total);

    /// <summary>"1.2 % (3 / 250)"</summary>
    public override string ToString() => Total == 0
        ? "–"
        : string.Create(CultureInfo.InvariantCulture, $"{Percent:0.#} % ({Hits} / {Total})");
}
