using System.Globalization;
using PerfGate.Options;

namespace PerfGate.Thresholds;

/// <summary>
/// How much more a benchmark may allocate per operation before it counts as a regression: a relative part
/// (<c>1%</c>), an absolute part (<c>64B</c>), or both (<c>1%,64B</c>), in which case an increase must exceed
/// both. A baseline of 0 B/op tolerates nothing: any allocation on a zero-allocation path is the regression
/// this gate exists to catch.
/// </summary>
public readonly record struct AllocationThreshold
{
    public static readonly AllocationThreshold Default = new(0.01, 0);

    public AllocationThreshold(double relative, long absoluteBytes)
    {
        if (!double.IsFinite(relative) || relative < 0)
        {
            throw new ArgumentOutOfRangeException(nameof(relative), relative, "The relative part must be a non-negative fraction.");
        }

        if (absoluteBytes < 0)
        {
            throw new ArgumentOutOfRangeException(nameof(absoluteBytes), absoluteBytes, "The absolute part must be non-negative.");
        }

        Relative = relative;
        AbsoluteBytes = absoluteBytes;
    }

    /// <summary>0.01 for 1%.</summary>
    public double Relative { get; }

    public long AbsoluteBytes { get; }

    /// <summary>The largest change, in bytes per operation, that still counts as unchanged.</summary>
    public double ToleranceFor(long baselineBytes) =>
        baselineBytes == 0 ? 0 : Math.Max(Relative * baselineBytes, AbsoluteBytes);

    public static AllocationThreshold Parse(string text, GateOption option)
    {
        var parts = text.Split(',', StringSplitOptions.TrimEntries);
        double? relative = null;
        long? absolute = null;
        foreach (var part in parts)
        {
            if (part.EndsWith('%') && relative is null && TryParsePercent(part[..^1], out var percent))
            {
                relative = percent / 100;
            }
            else if (absolute is null && ByteSize.TryParse(part, out var bytes))
            {
                absolute = bytes;
            }
            else
            {
                throw new PerfGateInputException(
                    option,
                    $"'{text}' is not an allocation threshold. Use a percentage ('1%'), a size ('64B', '1KB'), or both ('1%,64B').");
            }
        }

        return new AllocationThreshold(relative ?? 0, absolute ?? 0);
    }

    public override string ToString()
    {
        var relative = (Relative * 100).ToString("0.##", CultureInfo.InvariantCulture) + "%";
        return (Relative, AbsoluteBytes) switch
        {
            (_, 0) => relative,
            (0, _) => ByteSize.Format(AbsoluteBytes),
            _ => $"{relative},{ByteSize.Format(AbsoluteBytes)}",
        };
    }

    private static bool TryParsePercent(string text, out double percent) =>
        double.TryParse(text.Trim(), NumberStyles.Float, CultureInfo.InvariantCulture, out percent)
        && double.IsFinite(percent) && percent >= 0 && percent <= 10_000;
}
