namespace SelectionSuite.Library;

public static class Text
{
    public static int Score(string word)
    {
        var score = 0;
        foreach (var c in word)
        {
            score += Weight(c);
        }

        return score;

#if PG_LOCAL_FUNCTION
        static int Weight(char c) => char.IsUpper(c) ? 3 : 1;
#else
        static int Weight(char c) => char.IsUpper(c) ? 2 : 1;
#endif
    }
}
