namespace PerfGate.Tests.Support;

/// <summary>Paths of the committed fixtures (see TestData/bdn/README.md for how they were produced).</summary>
internal static class TestData
{
    public static string Root => Path.Combine(AppContext.BaseDirectory, "TestData");

    /// <summary>A file or folder under TestData/.</summary>
    public static string In(params string[] parts) => System.IO.Path.Combine([Root, .. parts]);

    public static string Bdn(string flavour) => Path.Combine(Root, "bdn", flavour);

    /// <summary>One short run of TinyBenchmarks under BenchmarkDotNet <paramref name="version"/> (regenerate.sh VERSION).</summary>
    public static string BdnVersion(string version, string flavour) => Path.Combine(Root, "bdn", "versions", version, flavour);

    /// <summary>The source folder of this test project, for snapshots that are updated in place.</summary>
    public static string SourceDirectory() =>
        typeof(TestData).Assembly
            .GetCustomAttributes(typeof(System.Reflection.AssemblyMetadataAttribute), inherit: false)
            .Cast<System.Reflection.AssemblyMetadataAttribute>()
            .Single(a => a.Key == "PerfGateTestProjectDirectory").Value!;
}
