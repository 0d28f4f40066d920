using PerfGate.Layout;

namespace PerfGate.Running;

/// <summary>What <c>perfgate run</c> was asked to do, parsed and validated.</summary>
/// <param name="AssemblyPath">Full path of the built BenchmarkDotNet console app (the .dll).</param>
/// <param name="ArtifactsPath">Full path of the folder that receives BenchmarkDotNet's output and the run log
/// (one of <see cref="RunLayout"/>'s run or confirm folders).</param>
/// <param name="Category">The benchmark category to run (BenchmarkDotNet's <c>--anyCategories</c>).</param>
/// <param name="Job">The job preset.</param>
/// <param name="Verbose">Forward the benchmark process's whole output, not only progress lines.</param>
public sealed record BenchmarkRunOptions(
    string AssemblyPath,
    string ArtifactsPath,
    string Category,
    BenchmarkJob Job,
    bool Verbose)
{
    /// <summary>
    /// Seconds BenchmarkDotNet may spend building its generated project. Its default, 120 s, was exceeded on a
    /// loaded 2-core machine (165 s seen), which failed the run although nothing was wrong with the code.
    /// </summary>
    public const int BuildTimeoutSeconds = 600;

    /// <summary>
    /// The longest a benchmark process may run: a GitHub-hosted job's own limit (6 hours). A process hung past it would
    /// otherwise end with the job, killed without a report; here it is killed with its children and the gate says so.
    /// </summary>
    public static readonly TimeSpan ProcessTimeout = TimeSpan.FromHours(6);

    /// <summary>Where BenchmarkDotNet writes its reports: the <c>results</c> folder under the artifacts path.</summary>
    public string ResultsPath => RunLayout.ResultsFolder(ArtifactsPath);

    public string LogPath => RunLayout.LogPath(ArtifactsPath);

    /// <summary>BenchmarkDotNet <c>--filter</c> globs over <c>Namespace.Type.Method</c>; every tagged benchmark
    /// by default. A confirm re-run narrows them to the flagged methods.</summary>
    public IReadOnlyList<string> Filters { get; init; } = ["*"];

    /// <summary>This process's place among the gate's launches (same-runner mode); null when it is the only run.
    /// Progress only: nothing of it reaches the benchmark process.</summary>
    public LaunchProgress? Launch { get; init; }

    /// <summary>The arguments after <c>dotnet</c>: the assembly, then BenchmarkDotNet's own options.</summary>
    public IReadOnlyList<string> ToProcessArguments() =>
    [
        AssemblyPath,
        "--filter", .. Filters,
        "--anyCategories", Category,
        "--memory",
        // BenchmarkDotNet's "json" is its full report (Measurements included) without indentation: the same content as
        // "fulljson" in about half the bytes, which the comparer reads in about two thirds of the time (docs/scale.md).
        "--exporters", "json",
        "--artifacts", ArtifactsPath,
        "--buildTimeout", BuildTimeoutSeconds.ToString(System.Globalization.CultureInfo.InvariantCulture),
        .. Job.Arguments,
    ];
}
