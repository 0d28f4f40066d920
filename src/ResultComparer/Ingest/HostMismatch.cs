using PerfGate.Model;
using PerfGate.Reporting;

namespace PerfGate.Ingest;

/// <summary>Which host results from several sources (report files, shards) speak for, and what differs between hosts.</summary>
internal static class HostMismatch
{
    /// <summary>
    /// The first known host speaks for all the sources, in their order; every source whose known host disagrees is
    /// named in a warning (<paramref name="warning"/>: the source, the first's, and what differs), since its times may
    /// then be judged against the wrong machine.
    /// </summary>
    public static HostInfo Choose(IEnumerable<(string Source, HostInfo Host)> sources, TextWriter warnings, Func<string, string, string, string> warning)
    {
        var known = sources.Where(s => s.Host != HostInfo.Unknown).ToList();
        foreach (var (source, host) in known.Skip(1).Where(s => s.Host != known[0].Host))
        {
            warnings.WriteLine(ToolDiagnosticLine.Warning(null, warning(source, known[0].Source, Describe(known[0].Host, host))));
        }

        return known.Count == 0 ? HostInfo.Unknown : known[0].Host;
    }

    /// <returns>"BenchmarkDotNet version '0.13.12' vs '0.14.0', …"; empty when the hosts agree.</returns>
    public static string Describe(HostInfo first, HostInfo other) => string.Join(", ", new[]
    {
        ("runtime", first.RuntimeVersion, other.RuntimeVersion),
        ("OS", first.OsVersion, other.OsVersion),
        ("processor", first.ProcessorName, other.ProcessorName),
        ("physical cores", Count(first.PhysicalCoreCount), Count(other.PhysicalCoreCount)),
        ("logical cores", Count(first.LogicalCoreCount), Count(other.LogicalCoreCount)),
        ("BenchmarkDotNet version", first.BenchmarkDotNetVersion, other.BenchmarkDotNetVersion),
        ("architecture", first.Architecture, other.Architecture),
    }.Where(d => !string.Equals(d.Item2, d.Item3, StringComparison.Ordinal)).Select(d => $"{d.Item1} '{d.Item3}' vs '{d.Item2}'"));

    private static string Count(int? count) => count?.ToString(System.Globalization.CultureInfo.InvariantCulture) ?? "unknown";
}
