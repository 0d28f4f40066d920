using System.Globalization;
using PerfGate.Options;

namespace PerfGate.Sharding;

/// <summary>One matrix job's share of the benchmarks: shard <see cref="Index"/> of <see cref="Count"/>, 1-based as
/// users write it (<c>--shard 2/4</c>, <c>PerfGateShard=2/4</c>). In the contracts so the MSBuild task validates
/// <c>PerfGateShard</c> with the tool's own grammar before anything is built.</summary>
public readonly record struct ShardSpec
{
    /// <summary>More jobs than this is a typo, not a matrix (GitHub caps a matrix at 256 jobs).</summary>
    public const int MaxCount = 256;

    public ShardSpec(int index, int count)
    {
        if (!IsValid(index, count))
        {
            throw new ArgumentOutOfRangeException(nameof(index), $"shard {index}/{count} is not between 1/1 and {MaxCount}/{MaxCount}");
        }

        Index = index;
        Count = count;
    }

    public int Index { get; }

    public int Count { get; }

    public static ShardSpec Parse(string text, GateOption option)
    {
        var parts = text.Trim().Split('/');
        if (parts.Length == 2
            && int.TryParse(parts[0], NumberStyles.None, CultureInfo.InvariantCulture, out var index)
            && int.TryParse(parts[1], NumberStyles.None, CultureInfo.InvariantCulture, out var count)
            && IsValid(index, count))
        {
            return new ShardSpec(index, count);
        }

        throw new PerfGateInputException(
            option,
            $"'{text}' is not a shard: write i/n with 1 ≤ i ≤ n ≤ {MaxCount}, e.g. 1/2 for the first of two matrix jobs (${{{{ matrix.shard }}}}/2).");
    }

    public override string ToString() => string.Create(CultureInfo.InvariantCulture, $"{Index}/{Count}");

    private static bool IsValid(int index, int count) => index >= 1 && index <= count && count <= MaxCount;
}
