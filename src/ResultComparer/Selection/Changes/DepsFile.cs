using System.Text.Json;
using System.Text.Json.Nodes;

namespace PerfGate.Selection.Changes;

/// <summary>A <c>*.deps.json</c> compared without the versions of the build's own projects. Versioning tools stamp a
/// version that counts commits ("8.7.1-alpha.0.85") into every project, and the deps file names each project with it;
/// the host reads those entries to find the project's assembly in the output folder, never to choose code by the
/// version. Every package's version, every path, every runtime setting is still compared.</summary>
internal static class DepsFile
{
    private const string Suffix = ".deps.json";
    private const string ProjectVersion = "(project)";

    public static bool Is(string file) => file.EndsWith(Suffix, StringComparison.Ordinal);

    /// <summary>True when the two files differ in their projects' versions only; false when anything else differs or
    /// either cannot be read.</summary>
    public static bool EqualApartFromProjectVersions(byte[] baseBytes, byte[] headBytes) =>
        WithoutProjectVersions(baseBytes) is { } before && before == WithoutProjectVersions(headBytes);

    private static string? WithoutProjectVersions(byte[] bytes)
    {
        JsonObject? deps;
        try
        {
            deps = JsonNode.Parse(bytes) as JsonObject;
        }
        catch (JsonException)
        {
            return null;
        }

        if (deps?["libraries"] is not JsonObject libraries)
        {
            return null;
        }

        var projects = libraries
            .Where(l => l.Value?["type"]?.GetValueKind() == JsonValueKind.String && (string?)l.Value["type"] == "project")
            .Select(l => NameOf(l.Key))
            .ToHashSet(StringComparer.Ordinal);
        Rename(libraries, projects);
        if (deps["targets"] is JsonObject targets)
        {
            foreach (var target in targets.Select(t => t.Value).OfType<JsonObject>())
            {
                Rename(target, projects);
                foreach (var dependencies in target.Select(l => l.Value).OfType<JsonObject>().Select(l => l["dependencies"]).OfType<JsonObject>())
                {
                    foreach (var name in dependencies.Select(d => d.Key).Where(projects.Contains).ToList())
                    {
                        dependencies[name] = ProjectVersion;
                    }
                }
            }
        }

        return deps.ToJsonString();
    }

    // "Name/Version" → "Name/(project)" for the projects, in place and in order.
    private static void Rename(JsonObject entries, HashSet<string> projects)
    {
        foreach (var (key, index) in entries.Select((e, i) => (e.Key, i)).Where(e => projects.Contains(NameOf(e.Key))).ToList())
        {
            var value = entries[key];
            entries.Remove(key);
            entries.Insert(index, $"{NameOf(key)}/{ProjectVersion}", value);
        }
    }

    private static string NameOf(string key) => key.IndexOf('/', StringComparison.Ordinal) is var slash and >= 0 ? key[..slash] : key;
}
