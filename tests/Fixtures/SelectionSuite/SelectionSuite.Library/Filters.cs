namespace SelectionSuite.Library;

public static class Filters
{
    public static int CountMatches(int[] values)
    {
#if PG_LAMBDA
        Func<int, bool> match = v => v % 5 == 0;
#else
        Func<int, bool> match = v => v % 3 == 0;
#endif
        var count = 0;
        foreach (var value in values)
        {
            if (match(value))
            {
                count++;
            }
        }

        return count;
    }
}
