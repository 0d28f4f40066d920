namespace PerfGate.Tests.Running;

/// <summary>A fact that stands in a shell script for the benchmark app, so it needs /bin/sh.</summary>
internal sealed class UnixFactAttribute : FactAttribute
{
    public UnixFactAttribute()
    {
        if (OperatingSystem.IsWindows())
        {
            Skip = "Needs /bin/sh to stand in for a benchmark app.";
        }
    }
}
