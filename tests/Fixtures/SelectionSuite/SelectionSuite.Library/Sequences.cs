namespace SelectionSuite.Library;

public static class Sequences
{
    public static IEnumerable<int> Evens(int count)
    {
        for (var i = 0; i < count; i++)
        {
#if PG_ITERATOR
            yield return (i * 2) + 2;
#else
            yield return i * 2;
#endif
        }
    }
}
