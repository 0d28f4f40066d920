using PerfGate.Cli;

namespace PerfGate.Tests.Support;

/// <summary>Runs the real <c>perfgate</c> command line in-process with captured output, in an empty environment
/// unless one is given (a test never picks up the GitHub Actions run it may itself be in).</summary>
internal sealed record CliRun(int ExitCode, string Output, string Error)
{
    public static CliRun Of(params string[] args) => Of(new Dictionary<string, string?>(), args);

    public static CliRun Of(IReadOnlyDictionary<string, string?> environment, params string[] args)
    {
        using var output = new StringWriter();
        using var error = new StringWriter();
        var exitCode = PerfGateCli.Run(args, output, error, name => environment.TryGetValue(name, out var value) ? value : null);
        return new CliRun(exitCode, output.ToString(), error.ToString());
    }
}
