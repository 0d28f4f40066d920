using System.CommandLine;
using PerfGate.Options;
using PerfGate.Reporting;

namespace PerfGate.Cli;

/// <summary><c>--report kind[=path]</c>, repeatable: which reports to write, by name (<see cref="ReporterRegistry"/>).</summary>
internal sealed class ReportOption
{
    public ReportOption(string defaults)
    {
        Option = new(GateOptions.Report.CliName)
        {
            Description = $"A report to write, repeatable: {ReporterRegistry.Names}; 'kind' writes to standard output, 'kind=path' to a file. {defaults}",
        };
    }

    public Option<string[]> Option { get; }

    /// <exception cref="PerfGateInputException">A kind is unknown or a path is empty.</exception>
    public IReadOnlyList<ReportTarget> Read(ParseResult parseResult) =>
        (parseResult.GetValue(Option) ?? []).Select(ReportTarget.Parse).ToList();
}
