using System.Reflection;
using System.Text.RegularExpressions;

namespace PerfGate.EndToEnd.Tests;

/// <summary>
/// Shared by the end-to-end tests, because each benchmark run takes minutes: copies sample-repo/ into a temporary
/// folder with the packed PerfGate (<see cref="PackedPerfGate"/>) in its folder feed, references the package, and
/// records a baseline with the default (ci) job, pooling <see cref="BaselineRuns"/> runs.
/// </summary>
public sealed partial class SampleRepoFixture : IDisposable
{
    public static readonly string RepositoryRoot = typeof(SampleRepoFixture).Assembly
        .GetCustomAttributes<AssemblyMetadataAttribute>()
        .Single(a => a.Key == "PerfGateRepositoryRoot").Value!;

    /// <summary>
    /// Runs pooled into the fixture's baseline: two, not the default three. Two still pool runs (the second into
    /// <c>run-2/</c>), and their 6 launches let the first confirm-test run flag a slowdown against 3 (the smallest
    /// one-sided p-value of 6 against 3 launch medians is 1/84; 3 against 3 could never go below 0.05); a third run
    /// would cost a full benchmark run of the eight cases and add nothing a test checks.
    /// </summary>
    public const int BaselineRuns = 2;

    private static readonly TimeSpan BuildTimeout = TimeSpan.FromMinutes(15);

    public SampleRepoFixture()
    {
        Root = Path.Combine(Path.GetTempPath(), "perfgate-e2e", Guid.NewGuid().ToString("N")[..8]);
        Version = PackedPerfGate.Version;
        var repository = Path.Combine(Root, "sample-repo");
        CopyDirectory(Path.Combine(RepositoryRoot, "sample-repo"), repository);
        File.Copy(PackedPerfGate.Package, Path.Combine(repository, ".packages", Path.GetFileName(PackedPerfGate.Package)));
        ProjectDirectory = Path.Combine(repository, "benchmarks", "Sample.Benchmarks");

        BaselineRun = Build("PerfGateUpdateBaseline", $"-p:PerfGateBaselineRuns={BaselineRuns}");
        if (BaselineRun.ExitCode == 0)
        {
            // Later runs replace the artifacts folder's results; keep the baseline run's for inspection.
            BaselineRunResults = Path.Combine(Root, "baseline-run-results");
            CopyDirectory(Path.Combine(ArtifactsPath, "results"), BaselineRunResults);
        }
    }

    public string Root { get; }

    /// <summary>The unique version of this run's package, so the global NuGet cache never serves a stale one.</summary>
    public string Version { get; }

    public string ProjectDirectory { get; }

    public string ArtifactsPath => Path.Combine(ProjectDirectory, "obj", "perfgate");

    public string BaselinePath => Path.Combine(ProjectDirectory, "perfgate-baseline.json");

    public DotnetResult BaselineRun { get; }

    public string? BaselineRunResults { get; }

    /// <summary><c>dotnet build -t:&lt;target&gt;</c> in the sample benchmark project, as a user runs it.</summary>
    /// The sample references PerfGate when PerfGateVersion is set, as eng/sample-gate.sh sets it: in the
    /// environment, so BenchmarkDotNet's own child build of the project sees it too.
    public DotnetResult Build(string target, params string[] properties) =>
        Build(new Dictionary<string, string>(), target, properties);

    /// <summary>As <see cref="Build(string, string[])"/>, with more variables in the build's environment (a CI service's).</summary>
    public DotnetResult Build(IReadOnlyDictionary<string, string> environment, string target, params string[] properties) =>
        DotnetCli.Run(
            ProjectDirectory,
            new Dictionary<string, string>(environment) { ["PerfGateVersion"] = Version },
            BuildTimeout,
            ["build", $"-t:{target}", "-nr:false", "-tl:off", .. properties]);

    /// <summary>The benchmark process's own wall time, as <c>perfgate run</c> reports it.</summary>
    public static TimeSpan? BenchmarkProcessTime(DotnetResult build)
    {
        var match = BenchmarkProcessSeconds().Match(build.Output);
        return match.Success ? TimeSpan.FromSeconds(double.Parse(match.Groups[1].Value, System.Globalization.CultureInfo.InvariantCulture)) : null;
    }

    public void Dispose()
    {
        PackedPerfGate.CleanUp(Root);
    }

    internal static void CopyDirectory(string source, string target)
    {
        Directory.CreateDirectory(target);
        foreach (var file in Directory.EnumerateFiles(source))
        {
            File.Copy(file, Path.Combine(target, Path.GetFileName(file)));
        }

        foreach (var directory in Directory.EnumerateDirectories(source))
        {
            var name = Path.GetFileName(directory);
            // .nuget-packages is eng/sample-gate.sh's private packages folder: gigabytes, and none of the sample.
            if (name is not ("bin" or "obj" or "BenchmarkDotNet.Artifacts" or ".nuget-packages"))
            {
                CopyDirectory(directory, Path.Combine(target, name));
            }
        }
    }

    [GeneratedRegex(@"benchmark process (\d+(?:\.\d+)?) s")]
    private static partial Regex BenchmarkProcessSeconds();
}
