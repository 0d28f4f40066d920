using System.CommandLine;
using PerfGate.History.Store;

namespace PerfGate.Cli;

/// <summary>Where <c>perfgate history</c> and <c>perfgate history record</c> find the history: a git repository's branch
/// (fetched from and pushed to its remote), or a folder of records.</summary>
internal sealed class HistoryStoreOptionSet
{
    public Option<string?> Repository { get; } = new("--repository") { Description = "The git repository whose history branch holds the records, and where revisions are resolved. Default: the current folder." };

    public Option<string?> Branch { get; } = new("--branch") { Description = $"The branch that holds the records (never the branch you work on). Default: {HistoryBranch.DefaultBranch}." };

    public Option<string?> Remote { get; } = new("--remote") { Description = $"The remote the branch is fetched from and pushed to; a repository without it keeps the branch locally. Default: {HistoryBranch.DefaultRemote}." };

    public Option<string?> Folder { get; } = new("--folder") { Description = "A folder of records (a checkout of the history branch, a downloaded artifact) instead of the branch." };

    public void AddTo(Command command) => CliConventions.Add(command, Repository, Branch, Remote, Folder);

    public HistorySource Read(ParseResult parseResult) => new(
        Path.GetFullPath(CliConventions.Nonempty(parseResult.GetValue(Repository)) ?? "."),
        CliConventions.Nonempty(parseResult.GetValue(Branch)) ?? HistoryBranch.DefaultBranch,
        CliConventions.Nonempty(parseResult.GetValue(Remote)) ?? HistoryBranch.DefaultRemote,
        CliConventions.Nonempty(parseResult.GetValue(Folder)) is { } folder ? Path.GetFullPath(folder) : null);
}
