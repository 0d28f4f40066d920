using System.Text;
using System.Text.Json;

namespace PerfGate.Explaining;

/// <summary>A profile's measured samples as a speedscope file (https://www.speedscope.app/file-format-schema.json, a
/// "sampled" profile): opens in speedscope.app, and in the tools that read its format. Weighted in nanoseconds per
/// operation, so the head's and the base's files compare directly.</summary>
internal static class SpeedscopeFile
{
    public const string Extension = ".speedscope.json";

    public static void Write(string path, TimeProfile profile, string side)
    {
        using var stream = File.Create(path);
        using var json = new Utf8JsonWriter(stream, new JsonWriterOptions { Indented = false });
        json.WriteStartObject();
        json.WriteString("$schema", "https://www.speedscope.app/file-format-schema.json");
        json.WriteString("name", $"{profile.Benchmark} ({side})");
        json.WriteString("exporter", "PerfGate");
        json.WriteNumber("activeProfileIndex", 0);
        json.WriteStartObject("shared");
        json.WriteStartArray("frames");
        foreach (var method in profile.Methods)
        {
            json.WriteStartObject();
            json.WriteString("name", method.Name);
            json.WriteEndObject();
        }

        json.WriteEndArray();
        json.WriteEndObject();

        var samples = Math.Max(profile.Samples, 1);
        var nsPerSample = profile.NsPerOperation / samples;
        json.WriteStartArray("profiles");
        json.WriteStartObject();
        json.WriteString("type", "sampled");
        json.WriteString("name", $"{side}: the benchmark thread in the measured iterations, ns per operation");
        json.WriteString("unit", "nanoseconds");
        json.WriteNumber("startValue", 0);
        json.WriteNumber("endValue", profile.NsPerOperation);
        json.WriteStartArray("samples");
        foreach (var stack in profile.Stacks)
        {
            json.WriteStartArray();
            foreach (var frame in stack.Frames)
            {
                json.WriteNumberValue(frame);
            }

            json.WriteEndArray();
        }

        json.WriteEndArray();
        json.WriteStartArray("weights");
        foreach (var stack in profile.Stacks)
        {
            json.WriteNumberValue(stack.Samples * nsPerSample);
        }

        json.WriteEndArray();
        json.WriteEndObject();
        json.WriteEndArray();
        json.WriteEndObject();
    }
}
