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
        var commit = report.Comparison?.HeadCommit;
        var record = HistoryRecordBuilder.FromReport(report, path, CommitDate(source.Repository, commit), DateTimeOffset.UtcNow);
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
                throw new PerfGateInputException($"cannot append to the history branch '{source.Branch}' of '{source.Repository}': {e.Message}", e);
            }

            output.WriteLine($"PerfGate history: recorded {Describe(record)} on {source.Branch} ({appended.Attempts.ToString(CultureInfo.InvariantCulture)} attempt(s))");
        }

        return ExitCodes.Passed;
    }

    private static string Describe(HistoryRecord record) =>
        $"{GitNames.ShortCommit(record.Commit)} against {GitNames.ShortCommit(record.Parent)}, {record.Benchmarks.Count.ToString(CultureInfo.InvariantCulture)} benchmark(s), {record.Pairs.ToString(CultureInfo.InvariantCulture)} pairs";

    // The merged commit's own date orders the page; a repository that lacks it (a report from elsewhere) dates it now.
    private static DateTimeOffset CommitDate(string repository, string? commit)
    {
        if (commit is null)
        {
            return DateTimeOffset.UtcNow;
        }

        var outcome = GitProcess.Run(repository, GitLimit, "show", "-s", "--format=%cI", commit);
        return outcome.Ok && DateTimeOffset.TryParse(outcome.Text, CultureInfo.InvariantCulture, DateTimeStyles.None, out var date) ? date : DateTimeOffset.UtcNow;
    }
}
