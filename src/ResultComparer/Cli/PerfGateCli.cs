using System.CommandLine;
using System.CommandLine.Help;
using PerfGate.Reporting;
using PerfGate.Reporting.GitHub;

namespace PerfGate.Cli;

/// <summary>
/// The <c>perfgate</c> command line: parses, dispatches, and maps every failure to an exit code. Output goes
/// to the writers passed in, never to <see cref="System.Console"/>, so tests can run it in parallel.
/// </summary>
internal static class PerfGateCli
{
    /// <param name="environment">Looks up an environment variable (the process's in <c>Program</c>, a fake in tests):
    /// the CI service the commands report to is read from it, and nothing else reads the environment. Null runs as
    /// outside any CI service.</param>
    public static int Run(string[] args, TextWriter output, TextWriter error, Func<string, string?>? environment = null)
    {
        environment ??= _ => null;
        var gitHub = new GitHubActionsEnvironment(environment);
        var root = new RootCommand("PerfGate: a performance-regression gate for BenchmarkDotNet results.")
        {
            new GateCommand(gitHub),
            new CompareCommand(gitHub),
            new JoinCommand(gitHub),
            new BaselineCommand(),
            new RunCommand(),
            new CommentCommand(gitHub),
            new HistoryCommand(gitHub),
        };
        root.Options.Add(CliConventions.OptionNames);

        var parseResult = root.Parse(args);
        // Usage errors are exit code 2 (System.CommandLine's default is 1, which here means "regression"), and
        // one line like every other bad input: the MSBuild task turns each stderr line into an error of its own.
        if (parseResult.Errors.Count > 0 && parseResult.Action is not HelpAction)
        {
            var errors = string.Join(" ", parseResult.Errors.Select(e => Sentence(e.Message)));
            error.WriteLine(ToolDiagnosticLine.Error("", null, $"{errors} Run 'perfgate --help' (or 'perfgate <command> --help') for usage."));
            return ExitCodes.BadInput;
        }

        try
        {
            return parseResult.Invoke(new InvocationConfiguration { Output = output, Error = error, EnableDefaultExceptionHandler = false });
        }
        catch (PerfGateInputException e)
        {
            // Every command's bad input, one line: "perfgate baseline update: error: …", and exit code 2.
            var command = string.Join(' ', CommandPath(parseResult.CommandResult));
            error.WriteLine(ToolDiagnosticLine.Error(command, null, e.MessageFor(CliConventions.Naming(parseResult))));
            return ExitCodes.BadInput;
        }
        catch (PerfGateUnavailableException e)
        {
            var command = string.Join(' ', CommandPath(parseResult.CommandResult));
            error.WriteLine(gitHub.Scrub(ToolDiagnosticLine.Error(command, null, e.Message).ToString()));
            return ExitCodes.Unavailable;
        }
        catch (Exception e) when (e is not OutOfMemoryException)
        {
            // PerfGate's defect, never the user's input: exit code 3, one line that says so and where the stack trace is.
            var stackTrace = CrashLog.Write(e, args, gitHub.Scrub);
            error.WriteLine(gitHub.Scrub(new InternalErrorLine(e.GetType().Name, e.Message, stackTrace).ToString()));
            if (stackTrace is null || environment("PERFGATE_DEBUG") == "1")
            {
                error.WriteLine(gitHub.Scrub(e.ToString()));
            }

            return ExitCodes.InternalError;
        }
    }

    // "baseline update": the command's names below the root.
    private static IEnumerable<string> CommandPath(System.CommandLine.Parsing.CommandResult? result) =>
        result?.Parent is System.CommandLine.Parsing.CommandResult parent ? [.. CommandPath(parent), result.Command.Name] : [];

    // System.CommandLine's messages end with a full stop, or not ("Unrecognized command or argument 'x'.").
    private static string Sentence(string message)
    {
        var trimmed = message.Trim();
        return trimmed.EndsWith('.') ? trimmed : trimmed + ".";
    }
}
