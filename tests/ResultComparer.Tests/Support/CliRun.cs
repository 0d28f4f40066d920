using PerfGate.Cli;

namespace PerfGate.Tests.Support;

/// <summary>Runs the real <c>perfgate</c> command line in-process with captured output.</summary>
internal sealed record CliRun(int ExitCode, string Output, string Error)
{
    public static CliRun Of(params string[] args)
    {
        using var output = new StringWriter();
        using var error = new StringWriter();
        var exitCode = PerfGateCli.Run(args, output, error);
        return new CliRun(exitCode, output.ToString(), error.ToString());
    }
}
