using System.Text.Json.Nodes;

namespace PerfGate.Explaining;

/// <summary>A profile's measured samples as a speedscope file (https://www.speedscope.app/file-format-schema.json, a
/// "sampled" profile): opens in speedscope.app, and in the tools that read its format. Weighted in nanoseconds per
/// operation, so the head's and the base's files compare directly.</summary>
internal static class SpeedscopeFile
{
    public const string Extension = ".speedscope.json";

    public static void Write(string path, TimeProfile profile, string side)
    {
        var nsPerSample = profile.NsPerOperation / Math.Max(profile.Samples, 1);
        var file = new JsonObject
        {
            ["$schema"] = "https://www.speedscope.app/file-format-schema.json",
            ["name"] = $"{profile.Benchmark} ({side})",
            ["exporter"] = "PerfGate",
            ["activeProfileIndex"] = 0,
            ["shared"] = new JsonObject { ["frames"] = new JsonArray([.. profile.Methods.Select(method => new JsonObject { ["name"] = method.Name })]) },
            ["profiles"] = new JsonArray(new JsonObject
            {
                ["type"] = "sampled",
                ["name"] = $"{side}: the benchmark thread in the measured iterations, ns per operation",
                ["unit"] = "nanoseconds",
                ["startValue"] = 0,
                ["endValue"] = profile.NsPerOperation,
                ["samples"] = new JsonArray([.. profile.Stacks.Select(stack => new JsonArray([.. stack.Frames.Select(frame => JsonValue.Create(frame))]))]),
                ["weights"] = new JsonArray([.. profile.Stacks.Select(stack => JsonValue.Create(stack.Samples * nsPerSample))]),
            }),
        };
        File.WriteAllText(path, file.ToJsonString());
    }
}
