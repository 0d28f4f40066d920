using System.Text.Json.Serialization;

namespace PerfGate.Sharding;

/// <summary>Source-generated camelCase contract of <see cref="ShardManifest"/>'s file. A constructor parameter without a
/// default is required and a non-nullable one never null: a damaged manifest is refused, not read as an empty shard.</summary>
[JsonSourceGenerationOptions(
    PropertyNamingPolicy = JsonKnownNamingPolicy.CamelCase,
    WriteIndented = true,
    RespectRequiredConstructorParameters = true,
    RespectNullableAnnotations = true)]
[JsonSerializable(typeof(ShardManifest.Stored))]
internal sealed partial class ShardManifestJsonContext : JsonSerializerContext;
