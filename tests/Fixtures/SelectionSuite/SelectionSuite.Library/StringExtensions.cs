namespace SelectionSuite.Library;

public static class StringExtensions
{
    public static int VowelCount(this string text)
    {
        var count = 0;
        foreach (var c in text)
        {
#if PG_EXTENSION_METHOD
            if ("aeiouy".Contains(c, StringComparison.Ordinal))
#else
            if ("aeiou".Contains(c, StringComparison.Ordinal))
#endif
            {
                count++;
            }
        }

        return count;
    }
}
