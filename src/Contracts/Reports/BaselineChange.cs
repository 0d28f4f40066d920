using System.Text.Json.Serialization;

namespace PerfGate.Reports;

/// <summary>One benchmark whose recorded figures a pull request changed in the baseline: the median of each side's
/// samples and its bytes per operation, null on a side without the entry (or, for bytes, not measured there).</summary>
public sealed record BaselineChange(
    string Id,
    BaselineChangeKind Kind,
    double? BaseMedianNs,
    double? PullRequestMedianNs,
    long? BaseBytes,
    long? PullRequestBytes)
{
    // Derived for renderings: the report carries the figures only.
    [JsonIgnore]
    public double? MedianRatio => BaseMedianNs is > 0 && PullRequestMedianNs is { } current ? current / BaseMedianNs : null;

    [JsonIgnore]
    public double? BytesRatio => BaseBytes is > 0 && PullRequestBytes is { } current ? (double)current / BaseBytes.Value : null;
}
