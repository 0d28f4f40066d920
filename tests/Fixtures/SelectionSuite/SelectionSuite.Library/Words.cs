namespace SelectionSuite.Library;

/// <summary>Reads an embedded resource: PG_EMBEDDED_RESOURCE embeds another text under the same name.</summary>
public static class Words
{
    public static string[] Load()
    {
        using var stream = typeof(Words).Assembly.GetManifestResourceStream("SelectionSuite.Library.words.txt")!;
        using var reader = new StreamReader(stream);
        return reader.ReadToEnd().Split('\n', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries);
    }
}
