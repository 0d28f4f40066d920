using System.Text.RegularExpressions;
using PerfGate.Options;

namespace PerfGate.Thresholds;

/// <summary>
/// A per-benchmark exception to the global thresholds, e.g. <c>*DataStreamer*=time:15%</c> for a benchmark
/// known to be noisier than the rest. The pattern matches the whole benchmark id; <c>*</c> and <c>?</c> are wildcards.
/// </summary>
public sealed record ThresholdOverride(string Pattern, TimeThreshold? Time, AllocationThreshold? Allocation)
{
    private readonly Regex _matcher = new(
        "^" + Regex.Escape(Pattern).Replace("\\*", ".*", StringComparison.Ordinal).Replace("\\?", ".", StringComparison.Ordinal) + "$",
        RegexOptions.CultureInvariant | RegexOptions.Singleline);

    public bool Matches(string benchmarkId) => _matcher.IsMatch(benchmarkId);

    public static ThresholdOverride Parse(string text, GateOption option)
    {
        var separator = text.LastIndexOf('=');
        var colon = separator < 0 ? -1 : text.IndexOf(':', separator);
        if (separator <= 0 || colon < 0 || text[..separator].Trim() is not { Length: > 0 } pattern)
        {
            throw Usage(text, option);
        }

        var metric = text[(separator + 1)..colon].Trim();
        var value = text[(colon + 1)..];
        return metric.ToLowerInvariant() switch
        {
            "time" => new ThresholdOverride(pattern, TimeThreshold.Parse(value, option), null),
            "alloc" or "allocation" => new ThresholdOverride(pattern, null, AllocationThreshold.Parse(value, option)),
            _ => throw Usage(text, option),
        };
    }

    private static PerfGateInputException Usage(string text, GateOption option) =>
        new(option, $"'{text}' is not a threshold override. Use 'PATTERN=time:15%' or 'PATTERN=alloc:1%,64B'.");
}
