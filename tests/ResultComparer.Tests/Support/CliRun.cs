using PerfGate.CiServices;
using PerfGate.Cli;

namespace PerfGate.Tests.Support;

/// <summary>Runs the real <c>perfgate</c> command line in-process with captured output.</summary>
internal sealed record CliRun(int ExitCode, string Output, string Error)
{
    // Outside any CI, whatever the machine running the tests is: CI detection has its own tests.
    public static CliRun Of(params string[] args) => In(FakeEnvironment.None, args);

    /// <summary>Runs the command line as if in the CI <paramref name="actions"/> describes.</summary>
    public static CliRun In(GitHubActionsEnvironment actions, params string[] args)
    {
        using var output = new StringWriter();
        using var error = new StringWriter();
        var exitCode = PerfGateCli.Run(args, output, error, actions);
        return new CliRun(exitCode, output.ToString(), error.ToString());
    }
}
