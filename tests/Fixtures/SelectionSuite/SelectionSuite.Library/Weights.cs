namespace SelectionSuite.Library;

public interface IWeighted
{
    int Weight { get; }
}

public readonly record struct Parcel(int Weight) : IWeighted;

public static class Aggregator
{
    public static long Total<T>(IReadOnlyList<T> items)
        where T : IWeighted
    {
        long total = 0;
        foreach (var item in items)
        {
#if PG_GENERIC_OVER_USER_TYPE
            total += item.Weight + 1;
#else
            total += item.Weight;
#endif
        }

        return total;
    }
}
