namespace SelectionSuite.Library;

/// <summary>No benchmark calls this: PG_UNRELATED edits it and must select nothing but itself.</summary>
public static class Unused
{
    public static string Describe(int value)
    {
#if PG_UNRELATED
        return "value: " + value.ToString(System.Globalization.CultureInfo.InvariantCulture);
#else
        return "value " + value.ToString(System.Globalization.CultureInfo.InvariantCulture);
#endif
    }
}
