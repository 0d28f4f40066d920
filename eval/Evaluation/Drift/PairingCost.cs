using System.Text.Json;

namespace PerfGate.Evaluation.Drift;

/// <summary>
/// eval/same-runner/cost.sh's measurement, side by side in one run: per round, the seconds of the whole tagged suite in
/// one process and of every method in a process of its own.
/// </summary>
internal sealed record PairingCost(int Methods, IReadOnlyList<double> SuiteSeconds, IReadOnlyList<double> PerMethodSeconds, IReadOnlyList<double> Load)
{
    /// <summary>What a round of per-method launches costs against a round of whole-suite launches: the median of the
    /// rounds' ratios (each round measured both under the same load).</summary>
    public double RoundRatio => DriftReport.Median([.. PerMethodSeconds.Zip(SuiteSeconds, (m, s) => m / s)]);

    private static readonly JsonSerializerOptions Options = new() { PropertyNamingPolicy = JsonNamingPolicy.CamelCase };

    public static PairingCost Read(string path) =>
        JsonSerializer.Deserialize<PairingCost>(File.ReadAllText(path), Options)
        ?? throw new InvalidOperationException($"{path} is empty.");
}
