namespace SelectionSuite.Library;

public static class Formatting
{
#if PG_COMMENT_ONLY
    // A comment and blank lines only (PG_COMMENT_ONLY): line numbers move, the IL does not.


#endif
    public static string Pad(int value) => value.ToString(System.Globalization.CultureInfo.InvariantCulture).PadLeft(8);
}
