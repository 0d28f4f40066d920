using System.Formats.Tar;
using System.Globalization;
using System.Text;
using PerfGate.Git;
using PerfGate.History.Records;

namespace PerfGate.History.Store;

/// <summary>
/// Main's performance history on a data branch of the user's repository, one <c>records/ab/abcdef….json</c> per merge
/// (docs/history.md). It is written with git's plumbing only (a private index, <c>commit-tree</c>, a push), so recording
/// from a checkout never touches its working tree, HEAD, index or branches. Without the remote the branch is local only.
/// </summary>
/// <param name="repository">A folder of the user's repository (a checkout; bare works too).</param>
internal sealed class HistoryBranch(string repository, string branch = HistoryBranch.DefaultBranch, string remote = HistoryBranch.DefaultRemote)
{
    public const string DefaultBranch = "perfgate-history";

    public const string DefaultRemote = GitNames.Remote;

    /// <summary>Recordings of merges close together race for the branch; each lost race costs one fetch and push.</summary>
    private const int MaxAttempts = 8;

    /// <summary>A fetch that fails may be a blip of the network or the remote: tried again after a pause, then reported.</summary>
    private const int FetchAttempts = 3;

    private static readonly TimeSpan FetchPause = TimeSpan.FromSeconds(1);

    /// <summary>A fetch or push of a few small objects; the bound is for a stalled connection, not a slow one.</summary>
    private static readonly TimeSpan NetworkTimeout = TimeSpan.FromMinutes(2);

    /// <summary>
    /// The history's commits are the tool's, not a person's: a CI runner often has no identity configured, and a
    /// configured one would claim that somebody wrote them.
    /// </summary>
    private static readonly IReadOnlyDictionary<string, string> Identity = new Dictionary<string, string>
    {
        ["GIT_AUTHOR_NAME"] = "perfgate",
        ["GIT_AUTHOR_EMAIL"] = "perfgate@users.noreply.github.com",
        ["GIT_COMMITTER_NAME"] = "perfgate",
        ["GIT_COMMITTER_EMAIL"] = "perfgate@users.noreply.github.com",
    };

    private string? _topLevel;

    /// <summary>Where <see cref="ReadAll"/> and <see cref="Append"/> leave the remote's branch as last fetched.</summary>
    private string FetchedRef => $"refs/perfgate/{branch}";

    private string LocalRef => $"refs/heads/{branch}";

    /// <summary>
    /// Adds <paramref name="record"/> on top of the branch's current tip (or starts the branch). Recording the same
    /// commit again replaces its file: a re-run of the merge's recording is the newer word on it.
    /// </summary>
    /// <exception cref="HistoryStoreException">git failed, or every attempt lost the race to another recording.</exception>
    public HistoryAppendResult Append(HistoryRecord record)
    {
        var path = HistoryRecordPath.Of(record.Commit);
        using var scratch = new ScratchFolder();
        var recordFile = scratch.File("record.json");
        File.WriteAllText(recordFile, HistoryRecordFile.Serialize(record), new UTF8Encoding(encoderShouldEmitUTF8Identifier: false));

        // --no-filters: the record is stored byte for byte as serialised, whatever eol attributes the repository has.
        var blob = Require(Git(GitProcess.LocalTimeout, "hash-object", "-w", "--no-filters", "--", recordFile), "store the record");
        var hasRemote = HasRemote();
        var failure = string.Empty;
        for (var attempt = 1; attempt <= MaxAttempts; attempt++)
        {
            var tip = hasRemote ? FetchTip() : LocalTip();
            var commit = CommitOnto(tip, path, blob, record.Commit, scratch);

            // Never forced: a push that is not a fast-forward, or an update-ref whose old value is stale, means another
            // recording moved the branch first, and this one starts again from the new tip rather than dropping its record.
            var published = hasRemote
                ? Git(NetworkTimeout, "push", "--quiet", "--no-verify", remote, $"{commit}:{LocalRef}")
                : Git(GitProcess.LocalTimeout, "update-ref", LocalRef, commit, tip ?? new string('0', commit.Length));
            if (published.Ok)
            {
                return new HistoryAppendResult(commit, attempt);
            }

            failure = published.Failure ?? string.Empty;

            // Random and growing, so that two recordings that collided do not collide again in step.
            Thread.Sleep(TimeSpan.FromMilliseconds(Random.Shared.Next(50, 200 * attempt)));
        }

        throw new HistoryStoreException(
            $"Could not add {path} to the history branch '{branch}'{(hasRemote ? $" of '{remote}'" : "")} in {MaxAttempts} attempts: " +
            $"other recordings kept moving it, or git refuses the update ({failure}). Run the recording again.",
            transient: true);
    }

    /// <summary>Every record on the branch (the remote's, freshly fetched, when there is the remote); none before the first.</summary>
    /// <exception cref="PerfGateInputException">A record is corrupt, foreign or newer; the message names it as <c>branch:path</c>.</exception>
    public IReadOnlyList<HistoryRecord> ReadAll()
    {
        if ((HasRemote() ? FetchTip() : LocalTip()) is not { } tip)
        {
            return [];
        }

        // One git archive reads any number of records in one process, where a cat-file per record would start a
        // thousand; its tar is read with the framework's reader, byte for byte, which git's line-oriented output is not.
        using var scratch = new ScratchFolder();
        var archive = scratch.File("history.tar");
        Require(Git(GitProcess.LocalTimeout, "archive", "--format=tar", "-o", archive, tip), "read the history");
        return ReadArchive(archive);
    }

    private IReadOnlyList<HistoryRecord> ReadArchive(string archive)
    {
        var records = new List<HistoryRecord>();
        using var stream = File.OpenRead(archive);
        using var reader = new TarReader(stream);
        while (reader.GetNextEntry() is { } entry)
        {
            if (entry.EntryType is TarEntryType.RegularFile or TarEntryType.V7RegularFile
                && entry.Name.EndsWith(".json", StringComparison.OrdinalIgnoreCase))
            {
                using var text = new StreamReader(entry.DataStream ?? Stream.Null, Encoding.UTF8);
                var json = text.ReadToEnd();
                records.Add(HistoryRecordFile.Parse($"{branch}:{entry.Name}", json));
            }
        }

        return records;
    }

    private string CommitOnto(string? tip, string path, string blob, string recordedCommit, ScratchFolder scratch)
    {
        var index = scratch.File("index");
        File.Delete(index);
        var environment = new Dictionary<string, string>(Identity) { ["GIT_INDEX_FILE"] = index };
        if (tip is not null)
        {
            Require(Git(environment, GitProcess.LocalTimeout, "read-tree", tip), "read the history's tree");
        }

        Require(Git(environment, GitProcess.LocalTimeout, "update-index", "--add", "--cacheinfo", $"100644,{blob},{path}"), "add the record");
        var tree = Require(Git(environment, GitProcess.LocalTimeout, "write-tree"), "write the history's tree");
        var message = $"perfgate history: {GitNames.ShortCommit(recordedCommit)}";
        string[] parent = tip is null ? [] : ["-p", tip];
        return Require(Git(environment, GitProcess.LocalTimeout, ["commit-tree", "--no-gpg-sign", tree, .. parent, "-m", message]), "commit the record");
    }

    private bool HasRemote() => Git(GitProcess.LocalTimeout, "remote", "get-url", remote).Ok;

    /// <returns>The remote branch's tip, fetched into <see cref="FetchedRef"/>; null when the remote has no such branch yet.</returns>
    private string? FetchTip()
    {
        var failure = string.Empty;
        for (var attempt = 1; attempt <= FetchAttempts; attempt++)
        {
            var fetched = Git(NetworkTimeout, "fetch", "--quiet", "--no-tags", "--no-write-fetch-head", remote, $"+{LocalRef}:{FetchedRef}");
            if (fetched.Ok)
            {
                return Require(GitCommits.Resolve(TopLevel, FetchedRef), "resolve the fetched history");
            }

            // git's message for a missing branch is translated; asking the remote which branches it has is not.
            if (Git(NetworkTimeout, "ls-remote", "--heads", remote, LocalRef) is { Ok: true, Text.Length: 0 })
            {
                return null;
            }

            failure = fetched.Failure ?? string.Empty;
            if (attempt < FetchAttempts)
            {
                Thread.Sleep(FetchPause * attempt);
            }
        }

        throw new HistoryStoreException(
            $"Could not fetch the history branch '{branch}' from '{remote}' in {FetchAttempts} attempts: {failure}", transient: true);
    }

    private string? LocalTip() => GitCommits.Resolve(TopLevel, LocalRef) is { Ok: true } resolved ? resolved.Text : null;

    private GitOutcome Git(TimeSpan timeout, params string[] arguments) => GitProcess.Run(TopLevel, timeout, arguments);

    private GitOutcome Git(IReadOnlyDictionary<string, string> environment, TimeSpan timeout, params string[] arguments) =>
        GitProcess.Run(TopLevel, environment, timeout, arguments);

    /// <summary>
    /// Where git runs: the top of the working tree. git reads the paths of <c>archive</c> and <c>update-index</c> relative to
    /// the folder it runs in, and a user runs the history from the benchmark project's folder, which the history's tree does
    /// not have ("current working directory is untracked"). A bare repository has no working tree and no such prefix.
    /// </summary>
    private string TopLevel => _topLevel ??=
        GitProcess.Run(repository, GitProcess.LocalTimeout, "rev-parse", "--show-toplevel") is { Ok: true, Text.Length: > 0 } top ? top.Text : repository;

    private string Require(GitOutcome outcome, string step) =>
        outcome.Ok ? outcome.Text : throw new HistoryStoreException(
            string.Format(CultureInfo.InvariantCulture, "Could not {0} on the history branch '{1}' in {2}: {3}", step, branch, repository, outcome.Failure));
}
