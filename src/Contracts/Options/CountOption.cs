using System.Globalization;

namespace PerfGate.Options;

/// <summary>A whole-number setting, defined once so the tool's option and the MSBuild property accept the same values.</summary>
public sealed record CountOption(GateOption Option, int Min, int Max, string Hint)
{
    public static readonly CountOption Pairs = new(GateOptions.Pairs, GateDefaults.MinSameRunnerPairs, GateDefaults.MaxSameRunnerPairs,
        $"It is the most pairs a method gets; every method gets {GateDefaults.SameRunnerEarlyUnchangedPairs}, {GateDefaults.SameRunnerLastEarlyUnchangedPairs} and then {GateDefaults.SameRunnerFirstPairs} unless every case is already unchanged, and only an undecided one more. More pairs cost more benchmark time.");

    public static readonly CountOption ConfirmReruns = new(GateOptions.ConfirmReruns, 0, GateDefaults.MaxConfirmReruns, "Use 0 to decide on the first run alone.");

    public static readonly CountOption BaselineRuns = new(GateOptions.Runs, 1, GateDefaults.MaxBaselineRuns, "Each run measures every tagged benchmark once more.");

    public int Parse(string text) =>
        int.TryParse(text.Trim(), NumberStyles.None, CultureInfo.InvariantCulture, out var count) && count >= Min && count <= Max
            ? count
            : throw new PerfGateInputException(Option, $"'{text}' is not a whole number from {Min} to {Max}. {Hint}");
}
