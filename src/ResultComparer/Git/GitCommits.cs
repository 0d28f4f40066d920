namespace PerfGate.Git;

/// <summary>Which commit a name (a branch, a tag, a short commit) stands for: the one question the same-runner mode and
/// main's history both ask before they measure or read anything.</summary>
internal static class GitCommits
{
    /// <returns>The full commit as <see cref="GitOutcome.Text"/>, or why there is none (not a commit, no such name).</returns>
    public static GitOutcome Resolve(string directory, string revision) =>
        GitProcess.Run(directory, GitProcess.LocalTimeout, "rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}");
}
