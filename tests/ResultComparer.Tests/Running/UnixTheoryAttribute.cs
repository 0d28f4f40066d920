namespace PerfGate.Tests.Running;

/// <summary>A theory that stands in a shell script for the benchmark app, so it needs /bin/sh.</summary>
internal sealed class UnixTheoryAttribute : TheoryAttribute
{
    public UnixTheoryAttribute()
    {
        if (OperatingSystem.IsWindows())
        {
            Skip = "Needs /bin/sh to stand in for a benchmark app.";
        }
    }
}
