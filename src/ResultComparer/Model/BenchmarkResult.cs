namespace PerfGate.Model;

/// <summary>
/// One benchmark case of one run. <see cref="Id"/> is BenchmarkDotNet's FullName, parameters included, so
/// <c>Stream(ServerCount: 1)</c> and <c>Stream(ServerCount: 4)</c> are different benchmarks.
/// </summary>
internal sealed record BenchmarkResult(
    string Id,
    IReadOnlyList<double> SamplesNs,
    long? BytesAllocatedPerOperation)
{
    /// <summary>The benchmark threw or produced no measurement (BenchmarkDotNet writes null statistics then): the gate
    /// fails on it, and a baseline refuses it.</summary>
    public bool Failed { get; init; }

    /// <summary>How many of <see cref="SamplesNs"/> each benchmark process (launch) measured, in order; null when the
    /// report does not say.</summary>
    public IReadOnlyList<int>? LaunchSizes { get; init; }

    /// <summary>How many launches <see cref="SamplesByLaunch"/> gives, without copying them.</summary>
    public int? LaunchCount => LaunchSizesAddUp() ? LaunchSizes!.Count : null;

    /// <returns>Null when the launch sizes are unknown or do not add up. Views of <see cref="SamplesNs"/>, not copies:
    /// a baseline benchmark can hold millions of samples.</returns>
    public IReadOnlyList<IReadOnlyList<double>>? SamplesByLaunch()
    {
        if (!LaunchSizesAddUp())
        {
            return null;
        }

        var samples = SamplesNs as double[] ?? [.. SamplesNs];
        var launches = new List<IReadOnlyList<double>>(LaunchSizes!.Count);
        var start = 0;
        foreach (var size in LaunchSizes)
        {
            launches.Add(new ArraySegment<double>(samples, start, size));
            start += size;
        }

        return launches;
    }

    private bool LaunchSizesAddUp() =>
        LaunchSizes is { Count: > 0 } sizes && sizes.All(size => size > 0) && sizes.Sum(size => (long)size) == SamplesNs.Count;

    public static BenchmarkResult FailedCase(string id) => new(id, Array.Empty<double>(), null) { Failed = true };
}
