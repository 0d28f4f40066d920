using System.Globalization;

namespace PerfGate.Sharding;

/// <param name="SuiteMethods">How many benchmark methods the whole suite has.</param>
internal sealed record ShardShareResult(ShardManifest Manifest, int SuiteMethods)
{
    /// <summary>"PerfGate: shard 2/3: 7 of 20 benchmark methods{detail}{, why they did not run}; {next}".</summary>
    public string Summary(string detail, string next) => string.Create(
        CultureInfo.InvariantCulture,
        $"PerfGate: shard {Manifest.Shard}: {Manifest.Methods.Count} of {SuiteMethods} benchmark methods{detail}{(Manifest.Failure is null ? "" : $", {Manifest.Failure}")}; {next}");
}
