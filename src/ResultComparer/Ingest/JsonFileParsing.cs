using System.Text.Json;

namespace PerfGate.Ingest;

/// <summary>
/// Parsing shared by the baseline and report readers: both read files that people open, save and merge in
/// editors, so both meet the same byte-order marks and the same pathological nesting.
/// </summary>
internal static class JsonFileParsing
{
    /// <summary>System.Text.Json's default; neither file format comes anywhere near it.</summary>
    public const int MaxDepth = 64;

    /// <summary>The property <paramref name="name"/> of an object read whole; null when it has none.</summary>
    public static JsonElement? Property(JsonElement parent, string name) =>
        parent.TryGetProperty(name, out var value) ? value : null;

    /// <summary>
    /// Whether a parse failed because of <see cref="MaxDepth"/> rather than a syntax error: the two call for different
    /// advice, and the parser's exception does not say which. Reads the file again, on the error path only.
    /// </summary>
    public static bool NestsTooDeep(Func<Stream> open)
    {
        try
        {
            using var stream = open();
            // The reader keeps its depth in a bit stack, not on the call stack, so an unbounded depth is safe here.
            var json = new JsonStreamReader(stream, maxDepth: int.MaxValue);
            while (json.Read())
            {
                if (json.CurrentDepth >= MaxDepth)
                {
                    return true;
                }
            }
        }
        catch (Exception e) when (e is JsonException or IOException or UnauthorizedAccessException)
        {
            // A syntax error before the depth was exceeded, or a file that cannot be read again: not a nesting problem.
        }

        return false;
    }
}
