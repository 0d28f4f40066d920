using System.Globalization;

namespace PerfGate.Options;

/// <summary>
/// A setting that is a whole number within bounds, defined once for the tool's option and the MSBuild property
/// alike, so both accept the same values and say the same thing about the others.
/// </summary>
public sealed record CountOption(GateOption Option, int Min, int Max, string Hint)
{
    public static readonly CountOption Pairs = new(GateOptions.Pairs, GateDefaults.MinSameRunnerPairs, GateDefaults.MaxSameRunnerPairs,
        $"It is the most pairs a method gets; every method gets {GateDefaults.SameRunnerFirstPairs} before its first verdict, and only an undecided one more. More pairs cost more benchmark time.");

    public static readonly CountOption ConfirmReruns = new(GateOptions.ConfirmReruns, 0, GateDefaults.MaxConfirmReruns, "Use 0 to decide on the first run alone.");

    public static readonly CountOption BaselineRuns = new(GateOptions.Runs, 1, GateDefaults.MaxBaselineRuns, "Each run measures every tagged benchmark once more.");

    /// <exception cref="PerfGateInputException">Not a whole number from <see cref="Min"/> to <see cref="Max"/>.</exception>
    public int Parse(string text) =>
        int.TryParse(text.Trim(), NumberStyles.None, CultureInfo.InvariantCulture, out var count) && count >= Min && count <= Max
            ? count
            : throw new PerfGateInputException(Option, $"'{text}' is not a whole number from {Min} to {Max}. {Hint}");
}
