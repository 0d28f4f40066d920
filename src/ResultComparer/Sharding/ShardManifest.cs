using System.Text.Json;
using System.Text.Json.Serialization;

namespace PerfGate.Sharding;

/// <summary>What a shard leaves beside its results, so the join notices a shard that is missing, given twice, or planned
/// from another list of benchmarks.</summary>
/// <param name="Methods">The benchmark methods this shard ran, sorted.</param>
/// <param name="Failure">Why the benchmarks did not run; null when they did (or when the shard had none).</param>
internal sealed record ShardManifest(ShardSpec Shard, string Fingerprint, IReadOnlyList<string> Methods, string? Failure)
{
    public const string FileName = "perfgate-shard.json";

    /// <summary>Runs of the shard's methods (<see cref="Layout.RunLayout.RunFolder"/> 1…n), pooled by the join: a sharded
    /// recording runs as often as an unsharded one. A manifest without it: 1.</summary>
    public int Runs { get; init; } = 1;

    /// <summary>Null when the shard measured the head alone, for the committed baseline; set also when the same-runner mode
    /// found no benchmark project at the base revision (<see cref="SameRunnerShare.MissingBase"/>).</summary>
    public SameRunnerShare? SameRunner { get; init; }

    private const int SchemaVersion = 1;

    public void Write(string artifactsPath)
    {
        Directory.CreateDirectory(artifactsPath);
        using var stream = File.Create(Path.Combine(artifactsPath, FileName));
        JsonSerializer.Serialize(stream, new Stored(SchemaVersion, Shard.Index, Shard.Count, Fingerprint, Methods, Failure, Runs, SameRunner), ShardManifestJsonContext.Default.Stored);
    }

    public static ShardManifest Read(string artifactsPath)
    {
        var path = Path.Combine(artifactsPath, FileName);
        if (!File.Exists(path))
        {
            throw new PerfGateInputException(
                $"'{artifactsPath}' holds no {FileName}: it is not the artifacts folder of a gate run with --shard (PerfGateShard), or its job did not get that far.");
        }

        try
        {
            var stored = JsonSerializer.Deserialize(File.ReadAllBytes(path), ShardManifestJsonContext.Default.Stored) ?? throw new FormatException("the manifest is null");
            if (stored.SchemaVersion != SchemaVersion)
            {
                throw new FormatException($"schemaVersion {stored.SchemaVersion} is not {SchemaVersion}");
            }

            return new ShardManifest(new ShardSpec(stored.Shard, stored.ShardCount), stored.Fingerprint, stored.Methods, stored.Failure)
            {
                Runs = Math.Max(1, stored.Runs),
                SameRunner = stored.SameRunner,
            };
        }
        catch (Exception e) when (e is JsonException or FormatException or ArgumentOutOfRangeException or IOException)
        {
            throw new PerfGateInputException($"{path}: not a shard manifest this perfgate can read ({e.Message}). Re-run that shard's job with this perfgate version.", e);
        }
    }

    /// <summary>The manifest as its file has it: the shard as two numbers, the same-runner object only when there is one.
    /// What a manifest must say has no default, and is required (<see cref="ShardManifestJsonContext"/>); the order keeps
    /// the file's, the list of methods after the figures.</summary>
    internal sealed record Stored(
        int SchemaVersion,
        int Shard,
        int ShardCount,
        string Fingerprint,
        [property: JsonPropertyOrder(1)] IReadOnlyList<string> Methods,
        string? Failure = null,
        int Runs = 1,
        [property: JsonPropertyOrder(2), JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] SameRunnerShare? SameRunner = null);
}
