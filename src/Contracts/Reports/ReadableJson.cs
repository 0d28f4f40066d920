using System.Text;
using System.Text.Encodings.Web;
using System.Text.Json;
using System.Text.Json.Serialization.Metadata;

namespace PerfGate.Reports;

/// <summary>
/// The form of every JSON file PerfGate writes for people and tools alike (the gate's report, the history's records):
/// "→", "×" and "–" stay readable (no file is ever embedded in HTML), LF line endings and a final one on every platform,
/// UTF-8 without BOM.
/// </summary>
public static class ReadableJson
{
    /// <param name="generated">A source-generated context's options, which the returned ones copy.</param>
    public static JsonSerializerOptions Options(JsonSerializerOptions generated) =>
        new(generated) { Encoder = JavaScriptEncoder.UnsafeRelaxedJsonEscaping };

    public static string Serialize<T>(T value, JsonTypeInfo<T> type) =>
        JsonSerializer.Serialize(value, type).Replace("\r\n", "\n", StringComparison.Ordinal) + "\n";

    /// <param name="unreadable">The exception that says, in the caller's terms, that <paramref name="path"/> cannot be read.</param>
    public static string ReadText(string path, Func<Exception, Exception> unreadable)
    {
        try
        {
            return File.ReadAllText(path, Encoding.UTF8);
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            throw unreadable(e);
        }
    }
}
