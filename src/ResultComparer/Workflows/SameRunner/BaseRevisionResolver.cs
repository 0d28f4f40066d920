using PerfGate.Git;
using PerfGate.Options;
using PerfGate.Reporting;

namespace PerfGate.Workflows.SameRunner;

/// <summary>
/// Finds the commit the same-runner mode measures as the base, in the head's own git checkout, before anything is
/// built: a missing git or a shallow clone costs a second, not a benchmark run.
/// </summary>
internal static class BaseRevisionResolver
{
    /// <param name="asked">The revision to measure; with <paramref name="mergeBase"/>, a pull request's target branch, whose
    /// merge base with HEAD is measured.</param>
    /// <param name="progress">Where a fetch of the pull request's branch says what it fetched (<see cref="BaseBranchFetch"/>).</param>
    /// <exception cref="SameRunnerException">No git or no checkout (PG0010); the revision or merge base is not in the clone
    /// and, for a pull request's branch, could not be fetched (PG0011).</exception>
    public static BaseRevision Resolve(string asked, bool mergeBase, string projectDirectory, TextWriter? progress = null)
    {
        var root = CheckoutRoot(projectDirectory);
        var head = Checked(projectDirectory, GitCommits.Resolve(projectDirectory, "HEAD"));
        var candidates = mergeBase ? GitNames.BranchCandidates(asked) : [asked];
        var found = candidates.Select(c => (Revision: c, Commit: Commit(projectDirectory, c))).FirstOrDefault(f => f.Commit is not null);
        var (revision, commit) = (found.Revision ?? candidates[0], found.Commit);

        // A pull request's branch that the clone lacks, or lacks the history of (a depth-1 checkout): fetched, once.
        var merge = mergeBase && commit is not null ? MergeBase(projectDirectory, commit, head) : null;
        string? fetchFailure = null;
        if (mergeBase && merge is null)
        {
            fetchFailure = BaseBranchFetch.Run(projectDirectory, asked, head, progress ?? TextWriter.Null);
            if (fetchFailure is null)
            {
                revision = GitNames.RemoteTracking(asked);
                commit = Commit(projectDirectory, revision);
                merge = commit is null ? null : MergeBase(projectDirectory, commit, head);
            }
        }

        var tried = fetchFailure is null ? string.Empty : $" PerfGate tried to fetch it from origin: {fetchFailure}.";
        if (commit is null)
        {
            throw new SameRunnerException(DiagnosticCodes.SameRunnerBaseNotFound,
                $"Same-runner comparison: the revision '{revision}' is not in this clone{ShallowHint(projectDirectory)}.{tried} " +
                "Fetch it (in GitHub Actions: actions/checkout with 'fetch-depth: 0'), or set PerfGateCompareTo (--compare-to) to a revision the clone has, " +
                $"or to '{CompareTo.BaselineValue}' to compare time with the committed baseline.");
        }

        if (!mergeBase)
        {
            return new BaseRevision(revision, commit, head, root, IsMergeBase: false);
        }

        if (merge is null)
        {
            throw new SameRunnerException(DiagnosticCodes.SameRunnerBaseNotFound,
                $"Same-runner comparison: HEAD and '{revision}' have no merge base in this clone{ShallowHint(projectDirectory)}.{tried} " +
                "The history between them is needed: in GitHub Actions, actions/checkout with 'fetch-depth: 0'.");
        }

        return new BaseRevision(revision, merge, head, root, IsMergeBase: true);
    }

    /// <summary>The merge base of <paramref name="revision"/> and <paramref name="head"/>, if the clone holds it.</summary>
    internal static string? MergeBase(string directory, string revision, string head) =>
        GitProcess.Run(directory, GitProcess.LocalTimeout, "merge-base", revision, head) is { Ok: true, Text.Length: > 0 } merge ? merge.Text : null;

    /// <summary>
    /// The checkout's top folder, spelled as the project's own path is: <c>--show-toplevel</c> answers with links resolved
    /// (and on Windows long names for 8.3 short ones), so on macOS a checkout under the temporary folder <c>/var/folders/…</c>
    /// came back as <c>/private/var/folders/…</c>, and no path of the project lay inside it. <c>--show-prefix</c> says how
    /// deep the project's folder lies instead, and the top is that many folders up from it.
    /// </summary>
    private static string CheckoutRoot(string projectDirectory)
    {
        var depth = Git(projectDirectory, "rev-parse", "--show-prefix").Split('/', StringSplitOptions.RemoveEmptyEntries).Length;
        var root = Path.TrimEndingDirectorySeparator(Path.GetFullPath(projectDirectory));
        for (var level = 0; level < depth; level++)
        {
            root = Path.GetDirectoryName(root)!;
        }

        return root;
    }

    private static string? Commit(string directory, string revision) =>
        GitCommits.Resolve(directory, revision) is { Ok: true, Text.Length: > 0 } outcome ? outcome.Text : null;

    private static string ShallowHint(string directory)
    {
        var shallow = GitProcess.Run(directory, GitProcess.LocalTimeout, "rev-parse", "--is-shallow-repository");
        return shallow.Ok && shallow.Text == "true"
            ? " (it is a shallow clone: actions/checkout fetches one commit unless told 'fetch-depth: 0')"
            : string.Empty;
    }

    private static string Git(string directory, params string[] arguments) => Checked(directory, GitProcess.Run(directory, GitProcess.LocalTimeout, arguments));

    private static string Checked(string directory, GitOutcome outcome)
    {
        if (outcome.Ok)
        {
            return outcome.Text;
        }

        var why = outcome.Failure ?? "git failed";
        throw new SameRunnerException(DiagnosticCodes.SameRunnerNoGit,
            why.StartsWith("git could not be started", StringComparison.Ordinal)
                ? $"Same-runner comparison needs git, and {why}. Install git on the runner, or set PerfGateCompareTo (--compare-to) to '{CompareTo.BaselineValue}' to compare time with the committed baseline."
                : $"Same-runner comparison needs the project in a git checkout, and '{directory}' is not in one that could be read ({why}). " +
                  $"Run the gate in a clone, or set PerfGateCompareTo (--compare-to) to '{CompareTo.BaselineValue}'.");
    }
}
