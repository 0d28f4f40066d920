namespace PerfGate.EndToEnd.Tests;

/// <summary>
/// A consumer shaped like a real library's repository (tests/Fixtures/TestProjectConsumer): a library and its
/// xunit test project, both targeting net8.0 and net10.0, the test project hosting BenchmarkDotNet benchmarks
/// and referencing PerfGate, with a committed baseline. Puts the packed PerfGate (<see cref="PackedPerfGate"/>) in
/// the copy's folder feed and gates it once, the way a person at a terminal does: <c>dotnet build -t:PerfGate</c> under a
/// pseudo-terminal, with the .NET SDK's terminal logger at its default verbosity.
/// </summary>
public sealed class TestProjectConsumerFixture : IDisposable
{
    private static readonly TimeSpan BuildTimeout = TimeSpan.FromMinutes(15);

    public TestProjectConsumerFixture()
    {
        Root = Path.Combine(Path.GetTempPath(), "perfgate-e2e", "consumer-" + Guid.NewGuid().ToString("N")[..8]);
        Version = PackedPerfGate.Version;
        Repository = Path.Combine(Root, "repo");
        SampleRepoFixture.CopyDirectory(Path.Combine(SampleRepoFixture.RepositoryRoot, "tests", "Fixtures", "TestProjectConsumer"), Repository);
        File.Copy(PackedPerfGate.Package, Path.Combine(Repository, ".packages", Path.GetFileName(PackedPerfGate.Package)));

        CommittedBaseline = File.ReadAllText(BaselinePath);
        // Only allocations, which are exact, decide here; timing on a shared machine is the statistics' tests' business.
        Gate = InTerminal("build", TestProject, "-t:PerfGate", "-p:PerfGateTimeThreshold=1000%");
    }

    public string Root { get; }

    public string Version { get; }

    public string Repository { get; }

    public string TestProject => Path.Combine(Repository, "tests", "Inventory.Tests", "Inventory.Tests.csproj");

    public string BaselinePath => Path.Combine(Repository, "tests", "Inventory.Tests", "perfgate-baseline.json");

    public string ArtifactsPath => Path.Combine(Repository, "tests", "Inventory.Tests", "obj", "perfgate");

    public string CommittedBaseline { get; }

    /// <summary>The gate run, as the terminal showed it (escape codes and all).</summary>
    public DotnetResult Gate { get; }

    /// <summary><c>dotnet …</c> in the copy with the classic console logger.</summary>
    public DotnetResult Run(params string[] arguments) => Run(new Dictionary<string, string>(), arguments);

    /// <summary><c>dotnet …</c> with variables added to the environment (a pull request's <c>GITHUB_BASE_REF</c>, say).</summary>
    public DotnetResult Run(IReadOnlyDictionary<string, string> environment, params string[] arguments) =>
        DotnetCli.Run(Repository, new Dictionary<string, string>(Environment().Concat(environment)), BuildTimeout, [.. arguments, "-nr:false", "-tl:off"]);

    /// <summary><c>dotnet …</c> under a pseudo-terminal (util-linux <c>script</c>) with the terminal logger.</summary>
    public DotnetResult InTerminal(params string[] arguments)
    {
        string[] command =
        [
            System.Environment.GetEnvironmentVariable("DOTNET_HOST_PATH") is { Length: > 0 } host && File.Exists(host) ? host : "dotnet",
            .. arguments, "-nr:false", "-tl:on",
        ];
        return DotnetCli.RunProgram(
            "script",
            Repository,
            new Dictionary<string, string>(Environment()) { ["TERM"] = "xterm", ["COLUMNS"] = "200" },
            BuildTimeout,
            "-qec", string.Join(' ', command.Select(a => "'" + a.Replace("'", "'\\''", StringComparison.Ordinal) + "'")), "/dev/null");
    }

    public void Dispose()
    {
        PackedPerfGate.CleanUp(Root);
    }

    /// <summary>The test project references PerfGate when PerfGateVersion is set: in the environment, so that
    /// BenchmarkDotNet's own child build of the project sees it too.</summary>
    private Dictionary<string, string> Environment() => new() { ["PerfGateVersion"] = Version };
}
