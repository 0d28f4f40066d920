using System.CommandLine;
using PerfGate.Reporting;
using PerfGate.Running;

namespace PerfGate.Cli;

/// <summary><c>perfgate run</c>: runs the tagged benchmarks of a built BenchmarkDotNet app, and nothing else. Exit codes:
/// 0 the run left reports to compare, 1 the run failed or found nothing, 2 bad input or usage.</summary>
internal sealed class RunCommand : Command
{
    private readonly BenchmarkRunOptionSet _options = new(
        "Folder for BenchmarkDotNet's output; reports land in <artifacts>/results, the full log in <artifacts>/perfgate-run.log.");

    public RunCommand()
        : base("run", "Run the benchmarks tagged for the gate in a child process and keep their full JSON reports.")
    {
        _options.AddTo(this);
        SetAction(InvokeAsync);
    }

    private async Task<int> InvokeAsync(ParseResult parseResult, CancellationToken cancellationToken)
    {
        var options = _options.Read(parseResult, _options.ReadLayout(parseResult));
        var result = await new BenchmarkRunner(parseResult.InvocationConfiguration.Output).RunAsync(options, cancellationToken).ConfigureAwait(false);
        if (result.Succeeded)
        {
            return ExitCodes.Passed;
        }

        await parseResult.InvocationConfiguration.Error.WriteLineAsync(ToolDiagnosticLine.Error("run", null, result.Message ?? "").ToString()).ConfigureAwait(false);
        return ExitCodes.Failed;
    }
}
