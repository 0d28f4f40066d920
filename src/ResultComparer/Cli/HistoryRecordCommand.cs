using System.CommandLine;
using System.Globalization;
using PerfGate.Git;
using PerfGate.History.Records;
using PerfGate.History.Store;
using PerfGate.Options;
using PerfGate.Reports;

namespace PerfGate.Cli;

/// <summary>
/// <c>perfgate history record</c>: appends one merge to main's history, from the report of the same-runner gate that
/// measured it against the previous commit of the branch. Exit 0 recorded, 2 bad input (not a same-runner report, no
/// pairs, a history branch that cannot be written).
/// </summary>
public sealed class HistoryRecordCommand : Command
{
    private static readonly TimeSpan GitLimit = TimeSpan.FromSeconds(30);

    private readonly HistoryStoreOptionSet _store = new();

    private readonly Option<string> _report = new("--report")
    {
        Description = "The report of the same-runner gate that measured the merge (perfgate-report.json).",
        Required = true,
    };

    public HistoryRecordCommand()
        : base("record", "Append one merge to main's history from the report of its same-runner gate (run with --compare-to the previous commit of the branch).")
    {
        Options.Add(_report);
        _store.AddTo(this);
        SetAction(Invoke);
    }

    private int Invoke(ParseResult parseResult)
    {
        var output = parseResult.InvocationConfiguration.Output;
        var path = Path.GetFullPath(parseResult.GetValue(_report)!);
        GateReport report;
        try
        {
            report = GateReportFile.Read(path);
        }
        catch (InvalidDataException e)
        {
            throw new PerfGateInputException(GateOptions.Report, e.Message, e);
        }

        var source = _store.Read(parseResult);
        // A report with no merge to date is not a same-runner gate's: the builder refuses it, saying why.
        var commit = report.Comparison?.HeadCommit;
        var commitDate = commit is null ? default : CommitDate(source.Repository, commit);
        var record = HistoryRecordBuilder.FromReport(report, path, commitDate, DateTimeOffset.UtcNow);
        if (source.Folder is { } folder)
        {
            var file = HistoryFolder.Write(folder, record);
            output.WriteLine($"PerfGate history: recorded {Describe(record)} in {file}");
        }
        else
        {
            HistoryAppendResult appended;
            try
            {
                appended = new HistoryBranch(source.Repository, source.Branch, source.Remote).Append(record);
            }
            catch (HistoryStoreException e)
            {
                throw e.ForUser($"cannot append to the history branch '{source.Branch}' of '{source.Repository}'");
            }

            output.WriteLine($"PerfGate history: recorded {Describe(record)} on {source.Branch} ({appended.Attempts.ToString(CultureInfo.InvariantCulture)} attempt(s))");
        }

        return ExitCodes.Passed;
    }

    private static string Describe(HistoryRecord record) =>
        $"{GitNames.ShortCommit(record.Commit)} against {GitNames.ShortCommit(record.Parent)}, {record.Benchmarks.Count.ToString(CultureInfo.InvariantCulture)} benchmark(s), {record.Pairs.ToString(CultureInfo.InvariantCulture)} pairs";

    /// <summary>The merged commit's own date, which orders the history and its page. Never guessed: a merge dated when it
    /// happened to be recorded would sit out of order for good.</summary>
    private static DateTimeOffset CommitDate(string repository, string commit)
    {
        var outcome = GitProcess.Run(repository, GitLimit, "show", "-s", "--format=%cI", "--end-of-options", commit);
        return outcome.Ok && DateTimeOffset.TryParse(outcome.Text, CultureInfo.InvariantCulture, DateTimeStyles.None, out var date)
            ? date
            : throw new PerfGateInputException(
                $"cannot date the merge {GitNames.ShortCommit(commit)}: git cannot show it in '{repository}' ({outcome.Failure ?? $"no date in '{outcome.Text}'"}). " +
                "Record in a clone of the repository that has the commit: pass it with --repository, and in a shallow clone fetch the commit first (actions/checkout with fetch-depth: 0).");
    }
}
