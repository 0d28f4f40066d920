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

    private static readonly byte[] Utf8ByteOrderMark = [0xEF, 0xBB, 0xBF];

    /// <summary>The property <paramref name="name"/> of an object read whole; null when it has none.</summary>
    public static JsonElement? Property(JsonElement parent, string name) =>
        parent.TryGetProperty(name, out var value) ? value : null;

    /// <summary>Visual Studio saves JSON with a UTF-8 byte-order mark, which the UTF-8 parser refuses.</summary>
    public static ReadOnlyMemory<byte> WithoutByteOrderMark(byte[] bytes) =>
        bytes.AsSpan().StartsWith(Utf8ByteOrderMark) ? bytes.AsMemory(Utf8ByteOrderMark.Length) : bytes;

    /// <summary>Whether the file at <paramref name="path"/> nests too deep; read again, on the error path only.</summary>
    public static bool NestsTooDeep(string path)
    {
        try
        {
            return NestsTooDeep(WithoutByteOrderMark(File.ReadAllBytes(path)));
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            return false;
        }
    }

    /// <summary>
    /// Whether a parse failed because of <see cref="MaxDepth"/> rather than a syntax error: the two call for
    /// different advice, and the parser's exception does not say which it was.
    /// </summary>
    public static bool NestsTooDeep(ReadOnlyMemory<byte> json)
    {
        // The reader keeps its depth in a bit stack, not on the call stack, so an unbounded depth is safe here.
        var reader = new Utf8JsonReader(json.Span, new JsonReaderOptions { MaxDepth = int.MaxValue, AllowTrailingCommas = false });
        try
        {
            while (reader.Read())
            {
                if (reader.CurrentDepth >= MaxDepth)
                {
                    return true;
                }
            }
        }
        catch (JsonException)
        {
            // A syntax error before the depth was exceeded: not a nesting problem.
        }

        return false;
    }
}
