namespace PerfGate.History.Drift;

/// <summary>The merges named as having made a drift, in time or in bytes: the largest steps the same way first, as many as
/// it takes to make up the total, at most ten.</summary>
internal static class LargestSteps
{
    public static List<T> MakingUp<T>(IEnumerable<T> steps, Func<T, double> size, double total)
    {
        var named = new List<T>();
        var sum = 0.0;
        foreach (var step in steps.Where(s => size(s) > 0).OrderByDescending(size).TakeWhile(_ => sum < total && named.Count < 10))
        {
            named.Add(step);
            sum += size(step);
        }

        return named;
    }
}
