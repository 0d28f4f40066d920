using PerfGate.FileSystem;
using PerfGate.Git;
using PerfGate.Reporting;

namespace PerfGate.Workflows.SameRunner;

/// <summary>
/// The base revision checked out next to the head, as a detached git worktree under the artifacts folder
/// (<c>git worktree add --detach</c>): it shares the clone's objects, so it costs a checkout, not a clone, and
/// the head's working tree is never touched. Disposing removes it again (the build logs live outside it).
/// </summary>
/// <remarks>
/// On Windows a file some process still holds cannot be deleted: removal retries for a few seconds (<see cref="LockedFiles"/>),
/// and a worktree that still cannot go after the gate is left with a warning, for the next gate to replace; it never
/// turns a finished gate into a failed one. Git for Windows refuses paths beyond 260 characters unless told
/// <c>core.longpaths</c>, and a worktree nested under the project's obj/ folder reaches that sooner than the checkout.
/// </remarks>
internal sealed class BaseWorktree : IDisposable
{
    private static readonly TimeSpan Timeout = TimeSpan.FromMinutes(5);

    /// <summary>MSBuild and NuGet import them from the nearest folder above a project that has one.</summary>
    private static readonly string[] ImportSearchFiles = ["Directory.Build.props", "Directory.Build.targets", "Directory.Packages.props"];

    private readonly string _repositoryRoot;
    private readonly TextWriter? _warnings;

    private BaseWorktree(string repositoryRoot, string path, TextWriter? warnings)
    {
        _repositoryRoot = repositoryRoot;
        Path = path;
        _warnings = warnings;
    }

    /// <summary>The base's counterpart of the head checkout's top folder.</summary>
    public string Path { get; }

    /// <summary>Replaces a worktree an earlier gate left at <paramref name="path"/>.</summary>
    /// <param name="warnings">Where <see cref="Dispose"/> says that the worktree could not be removed.</param>
    public static BaseWorktree Add(BaseRevision revision, string path, TextWriter? warnings = null)
    {
        var full = System.IO.Path.GetFullPath(path);
        try
        {
            RemoveAt(revision.RepositoryRoot, full);
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            throw new SameRunnerException(DiagnosticCodes.SameRunnerBaseBuildFailed,
                $"Same-runner comparison: the base revision's worktree an earlier gate left at '{full}' could not be removed ({e.Message.TrimEnd('.')}): " +
                "a process still has a file in it open (on Windows: a benchmark or build process of that gate that is still running). Delete the folder, then gate again.");
        }

        var parent = System.IO.Path.GetDirectoryName(full)!;
        Directory.CreateDirectory(parent);
        StopImportSearch(parent);
        if (Git(revision.RepositoryRoot, "worktree", "add", "--detach", full, revision.Commit) is { Ok: false } added)
        {
            throw new SameRunnerException(DiagnosticCodes.SameRunnerBaseBuildFailed,
                $"Same-runner comparison: {revision.Describe()} could not be checked out at '{full}': {added.Failure}.");
        }

        return new BaseWorktree(revision.RepositoryRoot, full, warnings);
    }

    /// <returns>Where <paramref name="headPath"/> lies in the base; null when it lies outside the head checkout.</returns>
    public string? Counterpart(string headPath)
    {
        var relative = System.IO.Path.GetRelativePath(_repositoryRoot, System.IO.Path.GetFullPath(headPath));
        return relative.StartsWith("..", StringComparison.Ordinal) || System.IO.Path.IsPathFullyQualified(relative)
            ? null
            : System.IO.Path.Combine(Path, relative);
    }

    /// <summary>A property value that is an absolute path inside the head checkout, as its base counterpart; any other
    /// value as it is (a framework name, a switch, a path outside the checkout, a list).</summary>
    public string CounterpartOfValue(string value) =>
        value.Length > 0 && !value.Contains(';', StringComparison.Ordinal) && System.IO.Path.IsPathFullyQualified(value)
            ? Counterpart(value) is { } moved ? KeepTrailingSeparator(value, moved) : value
            : value;

    /// <summary>Removes the worktree; never throws for one that cannot be removed (the gate's verdict stands), says so.</summary>
    public void Dispose()
    {
        try
        {
            RemoveAt(_repositoryRoot, Path);
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            _warnings?.WriteLine(ToolDiagnosticLine.Warning(null,
                $"the base revision's worktree at '{Path}' could not be removed ({e.Message.TrimEnd('.')}); the next gate replaces it."));
        }
    }

    private static string KeepTrailingSeparator(string original, string moved) =>
        original.EndsWith('/') || original.EndsWith('\\') ? System.IO.Path.TrimEndingDirectorySeparator(moved) + System.IO.Path.DirectorySeparatorChar : moved;

    /// <summary>
    /// The worktree lies inside the head's checkout: a base revision without one of these files (a pull request that adds
    /// its first Directory.Build.props) would otherwise build with the head's, found by walking out of the worktree. An
    /// empty file right above the worktree ends every such search there.
    /// </summary>
    private static void StopImportSearch(string folder)
    {
        foreach (var name in ImportSearchFiles)
        {
            File.WriteAllText(System.IO.Path.Combine(folder, name),
                "<!-- PerfGate: ends MSBuild's search for this file above the base revision's worktree (see BaseWorktree). -->\n<Project />\n");
        }
    }

    private static void RemoveAt(string repositoryRoot, string path)
    {
        if (Directory.Exists(path))
        {
            // --force: the base build left bin/ and obj/ in it. Should git refuse (not a worktree of this clone),
            // the folder is ours (under the artifacts folder) and goes anyway.
            Git(repositoryRoot, "worktree", "remove", "--force", path);
            LockedFiles.DeleteFolder(path);
        }

        Git(repositoryRoot, "worktree", "prune");
    }

    // core.longpaths: Git for Windows' own setting (other gits ignore it), without which it refuses to check out or delete
    // a file whose path exceeds 260 characters: obj/perfgate/same-runner/base/ repeats the project's path inside the checkout.
    private static GitOutcome Git(string repositoryRoot, params string[] arguments) =>
        GitProcess.Run(repositoryRoot, Timeout, ["-c", "core.longpaths=true", .. arguments]);
}
