using PerfGate.Model;

namespace PerfGate.Ingest;

/// <summary>What differs between the hosts of two report files, in words for a warning.</summary>
internal static class HostMismatch
{
    /// <returns>"BenchmarkDotNet version '0.13.12' vs '0.14.0', …"; empty when the hosts agree.</returns>
    public static string Describe(HostInfo first, HostInfo other)
    {
        var differences = new List<string>();
        Add(differences, "runtime", first.RuntimeVersion, other.RuntimeVersion);
        Add(differences, "OS", first.OsVersion, other.OsVersion);
        Add(differences, "processor", first.ProcessorName, other.ProcessorName);
        Add(differences, "physical cores", Count(first.PhysicalCoreCount), Count(other.PhysicalCoreCount));
        Add(differences, "logical cores", Count(first.LogicalCoreCount), Count(other.LogicalCoreCount));
        Add(differences, "BenchmarkDotNet version", first.BenchmarkDotNetVersion, other.BenchmarkDotNetVersion);
        Add(differences, "architecture", first.Architecture, other.Architecture);
        return string.Join(", ", differences);
    }

    private static string Count(int? count) => count?.ToString(System.Globalization.CultureInfo.InvariantCulture) ?? "unknown";

    private static void Add(List<string> differences, string what, string first, string other)
    {
        if (!string.Equals(first, other, StringComparison.Ordinal))
        {
            differences.Add($"{what} '{other}' vs '{first}'");
        }
    }
}
