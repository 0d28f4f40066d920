using PerfGate.Model;

namespace PerfGate.Ingest;

/// <summary>Which host results from several sources (report files, shards) speak for, and what differs between hosts,
/// in words for a warning.</summary>
internal static class HostMismatch
{
    /// <summary>
    /// The first known host speaks for all the sources, in their order; every source whose known host disagrees is
    /// named in a warning (<paramref name="warning"/>: the source, the first's, and what differs), since its times may
    /// then be judged against the wrong machine.
    /// </summary>
    public static HostInfo Choose(IEnumerable<(string Source, HostInfo Host)> sources, TextWriter warnings, Func<string, string, string, string> warning)
    {
        (string Source, HostInfo Host)? first = null;
        foreach (var (source, host) in sources.Where(s => s.Host != HostInfo.Unknown))
        {
            if (first is null)
            {
                first = (source, host);
            }
            else if (host != first.Value.Host)
            {
                warnings.WriteLine(warning(source, first.Value.Source, Describe(first.Value.Host, host)));
            }
        }

        return first?.Host ?? HostInfo.Unknown;
    }

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
