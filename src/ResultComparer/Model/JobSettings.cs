namespace PerfGate.Model;

/// <summary>How the samples were taken, recovered from the measurements BenchmarkDotNet recorded.</summary>
internal sealed record JobSettings(int LaunchCount, int IterationCount)
{
    public static JobSettings Unknown { get; } = new(0, 0);
}
