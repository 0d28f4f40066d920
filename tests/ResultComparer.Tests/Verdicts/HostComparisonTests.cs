using PerfGate.Ingest;
using PerfGate.Model;
using PerfGate.Tests.Support;
using PerfGate.Verdicts;

namespace PerfGate.Tests.Verdicts;

public sealed class HostComparisonTests
{
    /// <summary>
    /// Each version describes the same machine in its own words: 0.13.2 "debian 12", 0.14.0 "Debian GNU/Linux
    /// 12 (bookworm)", 0.15.8 "Linux Debian GNU/Linux 12 (bookworm)"; 0.15.8's runtime gains the runtime
    /// version inside the parentheses, ".NET 10.0.12 (10.0.12, 10.0.1226.42308)". None of it is another host.
    /// </summary>
    [Theory]
    [InlineData("0.14.0", "0.15.8")]
    [InlineData("0.13.2", "0.15.8")]
    [InlineData("0.13.2", "0.14.0")]
    [InlineData("0.15.8", "0.14.0")]
    public void Real_runs_of_two_versions_on_one_machine_are_the_same_host(string baselineVersion, string currentVersion)
    {
        var baseline = ResultsLoader.Load(TestData.BdnVersion(baselineVersion, "compressed")).Host;
        var current = ResultsLoader.Load(TestData.BdnVersion(currentVersion, "compressed")).Host;
        Assert.False(baseline.RuntimeVersion == current.RuntimeVersion && baseline.OsVersion == current.OsVersion, "the versions word the host differently");

        var hosts = HostComparison.Compare(baseline, current);

        Assert.Null(hosts.MismatchReason);
        Assert.False(hosts.TimeIsAdvisory);
    }

    [Theory]
    [InlineData(".NET 10.0.12 (10.0.12, 10.0.1226.42308)", ".NET 8.0.20 (8.0.20, 8.0.2025.41914)")]
    [InlineData(".NET 10.0.12 (10.0.1226.42308)", ".NET 9.0.9 (9.0.9, 9.0.925.41916)")]
    public void Another_runtime_major_or_minor_in_either_format_is_a_mismatch(string baselineRuntime, string currentRuntime)
    {
        var hosts = HostComparison.Compare(Host(baselineRuntime), Host(currentRuntime));

        Assert.True(hosts.TimeIsAdvisory);
        Assert.Contains("runtime", hosts.MismatchReason, StringComparison.Ordinal);
    }

    private static HostInfo Host(string runtime) => SyntheticRuns.Host with { RuntimeVersion = runtime };
}
