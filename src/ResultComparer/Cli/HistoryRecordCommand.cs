using System.CommandLine;
using PerfGate.Workflows.History;

namespace PerfGate.Cli;

/// <summary>
/// <c>perfgate history record</c>: appends one merge to main's history, from the report of the same-runner gate that
/// measured it against the previous commit of the branch. Exit 0 recorded, 2 bad input (not a same-runner report, no
/// pairs, a history branch that cannot be written).
/// </summary>
internal sealed class HistoryRecordCommand : Command
{
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
        HistoryWorkflow.Record(parseResult.GetValue(_report)!, _store.Read(parseResult), parseResult.InvocationConfiguration.Output);
        return ExitCodes.Passed;
    }
}
