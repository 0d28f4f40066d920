namespace PerfGate.Tasks;

/// <summary>The codes the tasks log themselves; the tool's own findings (PG01xx…) come from its report.</summary>
public static class DiagnosticCodes
{
    /// <summary>The tool failed or was given bad input (its exit code 2, a missing file, an unreadable report).</summary>
    public const string ToolFailed = "PG0001";

    /// <summary>An MSBuild property has a value PerfGate does not accept.</summary>
    public const string InvalidProperty = "PG0002";

    /// <summary>The benchmarks could not be run, or ran without leaving results.</summary>
    public const string BenchmarkRunFailed = "PG0003";

    /// <summary>The subcategory of every PerfGate diagnostic, shown before "error"/"warning" in the build log.</summary>
    public const string Subcategory = "PerfGate";
}
