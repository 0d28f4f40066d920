using System.Text.Json;
using PerfGate.Ingest;

namespace PerfGate.Baseline;

/// <summary>A property value of a small object (the baseline's host or job) as read, so it can be validated once all
/// its properties are known: the kind of token, its text when a string, its value when a 32-bit integer.</summary>
internal readonly record struct JsonScalar(JsonTokenType Kind, string? Text, int? Int32)
{
    /// <summary>Reads the value whose first token was just read; objects and arrays are skipped.</summary>
    public static JsonScalar Read(ref JsonStreamReader json)
    {
        var kind = json.TokenType;
        var text = kind == JsonTokenType.String ? json.GetString() : null;
        int? number = kind == JsonTokenType.Number && json.TryGetInt32(out var value) ? value : null;
        json.SkipValue();
        return new JsonScalar(kind, text, number);
    }
}
