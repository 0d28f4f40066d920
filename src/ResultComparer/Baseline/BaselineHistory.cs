using PerfGate.Git;
using PerfGate.Model;
using PerfGate.Reports;

namespace PerfGate.Baseline;

/// <summary>
/// What a pull request did to the baseline: the base branch's version (read with <c>git show</c>) against the file
/// the gate used. Re-recording the baseline is how a regression is made to pass, so the reviewer is shown it.
/// Never an error: when the base's version cannot be read, the report says so in plain words and the gate goes on.
/// </summary>
internal static class BaselineHistory
{
    /// <param name="baseBranch">The pull request's target branch (<c>GITHUB_BASE_REF</c>); null outside a pull request.</param>
    /// <returns>Null outside a pull request (no <c>GITHUB_BASE_REF</c>) and when no benchmark's figures changed.</returns>
    public static ReportBaselineEdits? Compare(string baselinePath, BaselineDocument inPullRequest, string? baseBranch)
    {
        if (baseBranch is not { } baseRef)
        {
            return null;
        }

        var fullPath = Path.GetFullPath(baselinePath);
        var folder = Path.GetDirectoryName(fullPath)!;
        // --show-prefix rather than a path made relative to --show-toplevel: a symlinked temp or checkout folder
        // (/tmp → /private/tmp) would make those two disagree, while git resolves the prefix itself.
        var prefix = GitProcess.Run(folder, GitProcess.LocalTimeout, "rev-parse", "--show-prefix");
        if (!prefix.Ok)
        {
            return Unreadable(baseRef, $"the baseline's folder is not in a git checkout that could be read ({prefix.Failure})");
        }

        var pathInRepository = prefix.Text + Path.GetFileName(fullPath);
        string? lastFailure = null;
        foreach (var candidate in GitNames.BranchCandidates(baseRef))
        {
            var content = GitProcess.Run(folder, GitProcess.LocalTimeout, "show", $"{candidate}:{pathInRepository}");
            if (content.Ok)
            {
                return Compare(candidate, pathInRepository, System.Text.Encoding.UTF8.GetBytes(content.Output!), inPullRequest);
            }

            lastFailure = content.Failure;
        }

        return Unreadable(
            baseRef,
            $"'{pathInRepository}' was not found at {string.Join(" or ", GitNames.BranchCandidates(baseRef))} ({lastFailure}): the checkout may be shallow " +
            $"(actions/checkout: 'fetch-depth: 0', or fetch the base branch), or the baseline is new in this pull request");
    }

    private static List<BaselineChange> Changes(BaselineDocument inBase, BaselineDocument inPullRequest)
    {
        var before = inBase.Benchmarks.ToDictionary(b => b.Id, StringComparer.Ordinal);
        var after = inPullRequest.Benchmarks.ToDictionary(b => b.Id, StringComparer.Ordinal);
        var changes = new List<BaselineChange>();
        foreach (var id in before.Keys.Union(after.Keys, StringComparer.Ordinal).Order(StringComparer.Ordinal))
        {
            var old = before.GetValueOrDefault(id);
            var current = after.GetValueOrDefault(id);
            if (old is not null && current is not null && old.SamplesNs.SequenceEqual(current.SamplesNs) && old.BytesAllocatedPerOperation == current.BytesAllocatedPerOperation)
            {
                continue;
            }

            var kind = old is null ? BaselineChangeKind.Added : current is null ? BaselineChangeKind.Removed : BaselineChangeKind.Changed;
            changes.Add(new BaselineChange(id, kind, Median(old), Median(current), old?.BytesAllocatedPerOperation, current?.BytesAllocatedPerOperation));
        }

        return changes;
    }

    private static ReportBaselineEdits? Compare(string baseRef, string pathInRepository, byte[] content, BaselineDocument inPullRequest)
    {
        BaselineDocument inBase;
        try
        {
            inBase = BaselineReader.Parse($"{baseRef}:{pathInRepository}", content);
        }
        catch (PerfGateInputException e)
        {
            return Unreadable(baseRef, e.Message);
        }

        var changes = Changes(inBase, inPullRequest);
        return changes.Count == 0 ? null : new ReportBaselineEdits(baseRef, null, changes);
    }

    private static double? Median(BenchmarkResult? benchmark) =>
        benchmark is { SamplesNs.Count: > 0 } ? SampleFigures.Of(benchmark.SamplesNs).MedianNs : null;

    private static ReportBaselineEdits Unreadable(string baseRef, string why) => new(baseRef, why, []);
}
