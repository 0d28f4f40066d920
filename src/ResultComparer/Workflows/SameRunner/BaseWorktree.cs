using PerfGate.Git;
using PerfGate.Reporting;

namespace PerfGate.Workflows.SameRunner;

/// <summary>
/// The base revision checked out next to the head, as a detached git worktree under the artifacts folder
/// (<c>git worktree add --detach</c>): it shares the clone's objects, so it costs a checkout, not a clone, and
/// the head's working tree is never touched. Disposing removes it again (the build logs live outside it).
/// </summary>
public sealed class BaseWorktree : IDisposable
{
    private static readonly TimeSpan Timeout = TimeSpan.FromMinutes(5);

    /// <summary>MSBuild and NuGet import them from the nearest folder above a project that has one.</summary>
    private static readonly string[] ImportSearchFiles = ["Directory.Build.props", "Directory.Build.targets", "Directory.Packages.props"];

    private readonly string _repositoryRoot;

    private BaseWorktree(string repositoryRoot, string path)
    {
        _repositoryRoot = repositoryRoot;
        Path = path;
    }

    /// <summary>The base's counterpart of the head checkout's top folder.</summary>
    public string Path { get; }

    /// <summary>Replaces a worktree an earlier gate left at <paramref name="path"/>.</summary>
    public static BaseWorktree Add(BaseRevision revision, string path)
    {
        var full = System.IO.Path.GetFullPath(path);
        RemoveAt(revision.RepositoryRoot, full);
        var parent = System.IO.Path.GetDirectoryName(full)!;
        Directory.CreateDirectory(parent);
        StopImportSearch(parent);
        var added = GitProcess.Run(revision.RepositoryRoot, Timeout, "worktree", "add", "--detach", full, revision.Commit);
        if (!added.Ok)
        {
            throw new SameRunnerException(DiagnosticCodes.SameRunnerBaseBuildFailed,
                $"Same-runner comparison: {revision.Describe()} could not be checked out at '{full}': {added.Failure}.");
        }

        return new BaseWorktree(revision.RepositoryRoot, full);
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

    public void Dispose() => RemoveAt(_repositoryRoot, Path);

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
            GitProcess.Run(repositoryRoot, Timeout, "worktree", "remove", "--force", path);
            if (Directory.Exists(path))
            {
                Directory.Delete(path, recursive: true);
            }
        }

        GitProcess.Run(repositoryRoot, Timeout, "worktree", "prune");
    }
}
