namespace PerfGate.Model;

/// <summary>
/// One benchmark case of one run. <see cref="Id"/> is BenchmarkDotNet's FullName, parameters included, so
/// <c>Stream(ServerCount: 1)</c> and <c>Stream(ServerCount: 4)</c> are different benchmarks.
/// </summary>
public sealed record BenchmarkResult(
    string Id,
    IReadOnlyList<double> SamplesNs,
    long? BytesAllocatedPerOperation)
{
    /// <summary>
    /// The benchmark threw or produced no measurement (BenchmarkDotNet writes null statistics then). No data is
    /// never a pass: the gate fails on it, and a baseline refuses it.
    /// </summary>
    public bool Failed { get; init; }

    /// <summary>
    /// How many of <see cref="SamplesNs"/> each benchmark process (launch) measured, in order; null when the
    /// report does not say. Launches differ more from each other than iterations within one launch do, so
    /// the time test compares launches when it knows them (see <c>Statistics/TimeComparer</c>).
    /// </summary>
    public IReadOnlyList<int>? LaunchSizes { get; init; }

    /// <summary>How many launches <see cref="SamplesByLaunch"/> gives, without copying them; null when it gives none.</summary>
    public int? LaunchCount => LaunchSizesAddUp() ? LaunchSizes!.Count : null;

    /// <summary>The samples of each launch, or null when the launch sizes are unknown or do not add up.</summary>
    public IReadOnlyList<double[]>? SamplesByLaunch()
    {
        if (!LaunchSizesAddUp())
        {
            return null;
        }

        var sizes = LaunchSizes!;
        var launches = new double[sizes.Count][];
        var start = 0;
        for (var i = 0; i < launches.Length; i++)
        {
            var launch = new double[sizes[i]];
            for (var j = 0; j < launch.Length; j++)
            {
                launch[j] = SamplesNs[start + j];
            }

            launches[i] = launch;
            start += launch.Length;
        }

        return launches;
    }

    private bool LaunchSizesAddUp()
    {
        if (LaunchSizes is not { Count: > 0 } sizes)
        {
            return false;
        }

        var total = 0L;
        foreach (var size in sizes)
        {
            if (size <= 0)
            {
                return false;
            }

            total += size;
        }

        return total == SamplesNs.Count;
    }

    public static BenchmarkResult FailedCase(string id) => new(id, Array.Empty<double>(), null) { Failed = true };
}
