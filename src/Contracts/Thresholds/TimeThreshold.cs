using System.Globalization;
using PerfGate.Options;

namespace PerfGate.Thresholds;

/// <summary>
/// The smallest slowdown worth failing a build for, relative to the baseline: <c>5%</c> means "fail only when
/// the current time is, with statistical certainty, more than 1.05 × the baseline".
/// </summary>
public readonly record struct TimeThreshold
{
    public static readonly TimeThreshold Default = new(0.05);

    public TimeThreshold(double fraction)
    {
        if (!double.IsFinite(fraction) || fraction <= 0 || fraction > 100)
        {
            throw new ArgumentOutOfRangeException(nameof(fraction), fraction, "A time threshold is a positive fraction, e.g. 0.05 for 5%.");
        }

        Fraction = fraction;
    }

    /// <summary>0.05 for 5%.</summary>
    public double Fraction { get; }

    public double Percent => Fraction * 100;

    // Invariant culture: the decimal separator is always a dot.
    public static TimeThreshold Parse(string text, GateOption option)
    {
        var trimmed = text.Trim();
        if (trimmed.EndsWith('%')
            && double.TryParse(trimmed[..^1].Trim(), NumberStyles.Float, CultureInfo.InvariantCulture, out var percent)
            && double.IsFinite(percent) && percent > 0 && percent <= 10_000)
        {
            return new TimeThreshold(percent / 100);
        }

        throw new PerfGateInputException(
            option,
            $"'{text}' is not a time threshold. Use a positive percentage such as '5%' or '12.5%'.");
    }

    public override string ToString() => Percent.ToString("0.##", CultureInfo.InvariantCulture) + "%";
}
