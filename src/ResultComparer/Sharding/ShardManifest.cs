using System.Text.Json;

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
        using var json = new Utf8JsonWriter(stream, new JsonWriterOptions { Indented = true });
        json.WriteStartObject();
        json.WriteNumber("schemaVersion", SchemaVersion);
        json.WriteNumber("shard", Shard.Index);
        json.WriteNumber("shardCount", Shard.Count);
        json.WriteString("fingerprint", Fingerprint);
        json.WriteString("failure", Failure);
        json.WriteNumber("runs", Runs);
        json.WriteStartArray("methods");
        foreach (var method in Methods)
        {
            json.WriteStringValue(method);
        }

        json.WriteEndArray();
        if (SameRunner is { } pairs)
        {
            json.WriteStartObject("sameRunner");
            json.WriteString("ref", pairs.Ref);
            json.WriteString("commit", pairs.Commit);
            json.WriteString("headCommit", pairs.HeadCommit);
            json.WriteBoolean("isMergeBase", pairs.IsMergeBase);
            json.WriteNumber("pairs", pairs.Pairs);
            json.WriteBoolean("fixedPairs", pairs.FixedPairs);
            json.WriteString("category", pairs.Category);
            json.WriteString("missingBase", pairs.MissingBase);
            json.WriteEndObject();
        }

        json.WriteEndObject();
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
            using var document = JsonDocument.Parse(File.ReadAllBytes(path));
            var root = document.RootElement;
            if (root.GetProperty("schemaVersion").GetInt32() != SchemaVersion)
            {
                throw new FormatException($"schemaVersion {root.GetProperty("schemaVersion").GetInt32()} is not {SchemaVersion}");
            }

            return new ShardManifest(
                new ShardSpec(root.GetProperty("shard").GetInt32(), root.GetProperty("shardCount").GetInt32()),
                root.GetProperty("fingerprint").GetString()!,
                [.. root.GetProperty("methods").EnumerateArray().Select(m => m.GetString()!)],
                root.TryGetProperty("failure", out var failure) && failure.ValueKind == JsonValueKind.String ? failure.GetString() : null)
            {
                Runs = root.TryGetProperty("runs", out var runs) ? Math.Max(1, runs.GetInt32()) : 1,
                SameRunner = root.TryGetProperty("sameRunner", out var pairs) ? ReadSameRunner(pairs) : null,
            };
        }
        catch (Exception e) when (e is JsonException or KeyNotFoundException or InvalidOperationException or FormatException or ArgumentOutOfRangeException or IOException)
        {
            throw new PerfGateInputException($"{path}: not a shard manifest this perfgate can read ({e.Message}). Re-run that shard's job with this perfgate version.", e);
        }
    }

    private static SameRunnerShare ReadSameRunner(JsonElement pairs) => new(
        pairs.GetProperty("ref").GetString()!,
        pairs.GetProperty("commit").GetString()!,
        pairs.GetProperty("headCommit").GetString()!,
        pairs.GetProperty("isMergeBase").GetBoolean(),
        pairs.GetProperty("pairs").GetInt32(),
        pairs.GetProperty("fixedPairs").GetBoolean(),
        pairs.GetProperty("category").GetString()!,
        pairs.TryGetProperty("missingBase", out var missing) ? missing.GetString() : null);
}
