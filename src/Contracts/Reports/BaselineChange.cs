using System.Text.Json.Serialization;

namespace PerfGate.Reports;

/// <summary>One benchmark whose recorded figures a pull request changed in the baseline.</summary>
/// <param name="Id">BenchmarkDotNet's FullName, parameters included.</param>
/// <param name="BaseMedianNs">The median of the base branch's samples; null when <see cref="BaselineChangeKind.Added"/>.</param>
/// <param name="PullRequestMedianNs">The median of the pull request's samples; null when <see cref="BaselineChangeKind.Removed"/>.</param>
/// <param name="BaseBytes">Bytes per operation in the base branch's baseline; null when not recorded there.</param>
/// <param name="PullRequestBytes">Bytes per operation in the pull request's baseline; null when not recorded there.</param>
public sealed record BaselineChange(
    string Id,
    BaselineChangeKind Kind,
    double? BaseMedianNs,
    double? PullRequestMedianNs,
    long? BaseBytes,
    long? PullRequestBytes)
{
    /// <summary>PR median / base median; null unless both exist and the base's is positive.</summary>
    // Derived for renderings: the report carries the figures only.
    [JsonIgnore]
    public double? MedianRatio => BaseMedianNs is > 0 && PullRequestMedianNs is { } current ? current / BaseMedianNs : null;

    /// <summary>PR bytes / base bytes; null unless both exist and the base's is positive.</summary>
    [JsonIgnore]
    public double? BytesRatio => BaseBytes is > 0 && PullRequestBytes is { } current ? (double)current / BaseBytes.Value : null;
}
