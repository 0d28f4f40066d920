using System.CommandLine;
using PerfGate.Workflows;

namespace PerfGate.Cli;

/// <summary><c>perfgate baseline update --results &lt;file-or-dir&gt; [--results &lt;file-or-dir&gt;]... --baseline &lt;file&gt;</c>.</summary>
public sealed class BaselineCommand : Command
{
    public BaselineCommand()
        : base("baseline", "Manage the baseline file.")
    {
        Subcommands.Add(new UpdateCommand());
    }

    private sealed class UpdateCommand : Command
    {
        private readonly Option<string[]> _results = new("--results")
        {
            Description = "A BenchmarkDotNet full JSON report, or a directory searched recursively for them. Repeat it to pool several runs into one baseline.",
            Required = true,
        };

        private readonly Option<string> _baseline = new("--baseline")
        {
            Description = "The baseline file to write (replaced atomically; a failure leaves the old file as it was).",
            Required = true,
        };

        public UpdateCommand()
            : base("update", "Record benchmark results as the new baseline; exit 0 written, 1 a benchmark failed (nothing written), 2 bad input.")
        {
            Options.Add(_results);
            Options.Add(_baseline);
            SetAction(Invoke);
        }

        private int Invoke(ParseResult parseResult)
        {
            var output = parseResult.InvocationConfiguration.Output;
            var error = parseResult.InvocationConfiguration.Error;
            try
            {
                var failed = BaselineUpdateWorkflow.Run(parseResult.GetValue(_results)!, parseResult.GetValue(_baseline)!, output);
                foreach (var id in failed)
                {
                    error.WriteLine($"perfgate baseline update: error: {id}: the benchmark failed; fix it before recording a baseline. The baseline is unchanged.");
                }

                return failed.Count == 0 ? ExitCodes.Passed : ExitCodes.Failed;
            }
            catch (PerfGateInputException e)
            {
                error.WriteLine($"perfgate baseline update: error: {e.Message}");
                return ExitCodes.BadInput;
            }
        }
    }
}
