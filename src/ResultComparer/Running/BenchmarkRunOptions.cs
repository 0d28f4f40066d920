using System.Globalization;
using PerfGate.Layout;

namespace PerfGate.Running;

/// <summary>What <c>perfgate run</c> was asked to do, parsed and validated.</summary>
/// <param name="AssemblyPath">Full path of the built BenchmarkDotNet console app (the .dll).</param>
/// <param name="ArtifactsPath">Full path of the folder that receives BenchmarkDotNet's output and the run log.</param>
/// <param name="Category">BenchmarkDotNet's <c>--anyCategories</c>.</param>
/// <param name="Verbose">Forward the benchmark process's whole output, not only progress lines.</param>
internal sealed record BenchmarkRunOptions(
    string AssemblyPath,
    string ArtifactsPath,
    string Category,
    BenchmarkJob Job,
    bool Verbose)
{
    /// <summary>BenchmarkDotNet's default, 120 s, was exceeded on a loaded 2-core machine (165 s seen), failing a sound run.</summary>
    public const int BuildTimeoutSeconds = 600;

    /// <summary>A GitHub-hosted job's own limit: a process hung past it would otherwise end with the job, killed without
    /// a report; here it is killed with its children and the gate says so.</summary>
    public static readonly TimeSpan ProcessTimeout = TimeSpan.FromHours(6);

    public string ResultsPath => RunLayout.ResultsFolder(ArtifactsPath);

    public string LogPath => RunLayout.LogPath(ArtifactsPath);

    /// <summary><c>--filter</c> globs over <c>Namespace.Type.Method</c>; a confirm re-run narrows them to the flagged methods.</summary>
    public IReadOnlyList<string> Filters { get; init; } = ["*"];

    /// <summary>This process's place among the gate's launches (same-runner mode), for progress lines only; null when it is the only run.</summary>
    public LaunchProgress? Launch { get; init; }

    /// <summary>Each case's time limit, past which the process is killed and the case taken as hung; null for none (the
    /// process keeps <see cref="ProcessTimeout"/> alone).</summary>
    public CaseTimeLimits? CaseLimits { get; init; }

    /// <summary>The arguments after <c>dotnet</c>.</summary>
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
        "--buildTimeout", BuildTimeoutSeconds.ToString(CultureInfo.InvariantCulture),
        .. Job.Arguments,
    ];
}
