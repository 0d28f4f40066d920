using System.ComponentModel;
using Microsoft.Build.Framework;
using PerfGate.Reporting;
using Task = Microsoft.Build.Utilities.Task;

namespace PerfGate.Tasks;

/// <summary>
/// The small base of the PerfGate tasks: starts the <c>perfgate</c> tool in a child process, logs its
/// <c>PerfGate:</c> progress lines at high importance as they arrive (<see cref="TerminalProgress"/>), and stops it
/// when the build is canceled.
/// </summary>
public abstract class PerfGateToolTask : Task, ICancelableTask
{
    private const string ProgressPrefix = "PerfGate:";

    private readonly CancellationTokenSource _cancellation = new();

    /// <summary>Path of <c>perfgate.dll</c> (in the package's <c>tools/</c> folder).</summary>
    [Required]
    public string ToolPath { get; set; } = "";

    /// <summary>The <c>dotnet</c> executable; the SDK's <c>DOTNET_HOST_PATH</c> or <c>dotnet</c> when empty.</summary>
    public string? DotnetHostPath { get; set; }

    /// <summary>The location of every diagnostic: a regression belongs to the benchmark project the user gates, not to
    /// a line of PerfGate.targets.</summary>
    public string? ProjectPath { get; set; }

    /// <summary>Extra environment variables for the tool, as <c>NAME=value</c>.</summary>
    public string[]? EnvironmentVariables { get; set; }

    public void Cancel() => _cancellation.Cancel();

    /// <summary>The <c>PerfGate:</c> lines of the tool's output logged so far, to avoid logging one twice.</summary>
    protected HashSet<string> LoggedProgressLines { get; } = new(StringComparer.Ordinal);

    protected void LogError(string code, string message) => LogWithSeverity(DiagnosticSeverity.Error, code, message);

    protected void LogWarning(string code, string message) => LogWithSeverity(DiagnosticSeverity.Warning, code, message);

    /// <summary>
    /// An error or warning on the project, or on the benchmark method's line: "File.cs(27,5): error PG0101: …". That one
    /// goes without the subcategory, because the problem matcher <c>actions/setup-dotnet</c> registers expects "error" right
    /// after the location, and that matcher is what puts the line on a pull request's diff.
    /// </summary>
    protected void LogWithSeverity(DiagnosticSeverity severity, string code, string message, string? file = null, int line = 0, int column = 0)
    {
        var (subcategory, where) = file is null ? (DiagnosticCodes.Subcategory, DiagnosticFile) : (null, file);
        if (severity == DiagnosticSeverity.Warning)
        {
            Log.LogWarning(subcategory, code, null, where, line, column, 0, 0, message);
        }
        else
        {
            Log.LogError(subcategory, code, null, where, line, column, 0, 0, message);
        }
    }

    /// <summary>A <c>PerfGate:</c> line: shown by every console logger, the terminal logger's included.</summary>
    protected void LogProgress(string line)
    {
        LoggedProgressLines.Add(line);
        new TerminalProgress(BuildEngine, GetType().Name).Log(line);
    }

    /// <summary>
    /// "My.Benchmarks -> path": the line a build logs for what it produced. The .NET SDK's terminal logger,
    /// which hides every other message at its default verbosity, shows it on the project's summary line
    /// ("My.Benchmarks succeeded (95.2s) → obj/perfgate/perfgate-report.md"), so the report is never hidden.
    /// </summary>
    protected void LogProduced(string path)
    {
        if (!string.IsNullOrWhiteSpace(ProjectPath))
        {
            Log.LogMessage(MessageImportance.High, $"{Path.GetFileNameWithoutExtension(ProjectPath)} -> {path}");
        }
    }

    protected virtual MessageImportance OtherOutputImportance => MessageImportance.Low;

    /// <returns>The result, or null when the tool could not be started (an error is logged then).</returns>
    protected ToolRunResult? RunTool(IReadOnlyList<string> arguments)
    {
        if (!File.Exists(ToolPath))
        {
            LogError(DiagnosticCodes.ToolFailed, $"PerfGate's command-line tool is missing at '{ToolPath}'. Restore the PerfGate package again.");
            return null;
        }

        if (ParseEnvironment() is not { } environment)
        {
            return null;
        }

        // Errors then name the MSBuild property the user set (PerfGateTimeThreshold), not the CLI option.
        arguments = [.. arguments, "--option-names", "msbuild"];
        var dotnet = ResolveDotnet();
        Log.LogMessage(MessageImportance.Low, "Starting: " + string.Join(" ", new[] { dotnet, ToolPath }.Concat(arguments).Select(ToolProcess.QuoteForLog)));
        try
        {
            return ToolProcess.Run(dotnet, ToolPath, arguments, environment, LogToolOutput, _cancellation.Token);
        }
        catch (Win32Exception e)
        {
            LogError(DiagnosticCodes.ToolFailed, $"Could not start '{dotnet}' to run PerfGate's tool: {e.Message}");
            return null;
        }
    }

    /// <summary>
    /// Logs the tool's stderr as errors, one per line: with exit code 2 it is one clear sentence about bad
    /// input; with 1 it may name several failed benchmarks. The tool's error lines (<see cref="ToolDiagnosticLine"/>) keep
    /// their own code; any other line is logged whole, a warning too: it may be the only reason the failed run gave.
    /// </summary>
    protected void LogToolFailure(string code, string command, ToolRunResult result)
    {
        if (result.ExitCode == ExitCodes.InternalError)
        {
            LogCrash(command, result);
            return;
        }

        var lines = Lines(result.StandardError).Where(l => l.Trim().Length > 0)
            .DefaultIfEmpty($"perfgate {command} exited with code {result.ExitCode} and gave no reason.");
        foreach (var line in lines)
        {
            var error = ToolDiagnosticLine.Parse(line) is { Severity: DiagnosticSeverity.Error } parsed ? parsed : null;
            LogError(error?.Code ?? code, error?.BuildLogMessage ?? line);
        }
    }

    /// <summary>
    /// The tool crashed: one error that says it is PerfGate's bug, not the user's input, and where its stack trace is for the
    /// report. The tool's other lines (the stack trace itself, when no file could hold it) are messages: a stack trace's
    /// every line as an error would read as dozens of problems of the user's.
    /// </summary>
    private void LogCrash(string command, ToolRunResult result)
    {
        var lines = Lines(result.StandardError).Where(l => l.Trim().Length > 0).ToList();
        var crash = lines.Select(InternalErrorLine.Parse).OfType<InternalErrorLine>().FirstOrDefault();
        var what = crash is null ? $"exit code {result.ExitCode}" : $"{crash.ExceptionType}: {crash.Message}";
        var stackTrace = crash?.StackTracePath is { } path ? $" with its stack trace, {path}" : " with its stack trace, logged below";
        LogError(DiagnosticCodes.InternalError,
            $"perfgate {command} crashed ({what}): this is a PerfGate bug, please report it at {InternalErrorLine.IssuesUrl}{stackTrace}.");
        foreach (var line in lines.Where(l => InternalErrorLine.Parse(l) is null))
        {
            Log.LogMessage(MessageImportance.High, line);
        }
    }

    /// <summary>
    /// "PerfGate: warning: PG0207: …" on stderr: what the tool found worth a look after deciding (a report it could
    /// not publish, a baseline too noisy to gate time). A warning in the build log, never an error: the verdict stands.
    /// </summary>
    protected void LogToolWarnings(string standardError)
    {
        foreach (var warning in Lines(standardError).Select(ToolDiagnosticLine.Parse).OfType<ToolDiagnosticLine>().Where(l => l.Severity == DiagnosticSeverity.Warning))
        {
            LogWarning(warning.Code ?? DiagnosticCodes.ToolFailed, warning.Message);
        }
    }

    private static IEnumerable<string> Lines(string standardError) => standardError.Split('\n').Select(l => l.TrimEnd('\r'));

    private string? DiagnosticFile => string.IsNullOrWhiteSpace(ProjectPath) ? null : ProjectPath;

    private void LogToolOutput(string line)
    {
        if (line.StartsWith(ProgressPrefix, StringComparison.Ordinal))
        {
            LogProgress(line);
        }
        else
        {
            Log.LogMessage(OtherOutputImportance, line);
        }
    }

    private string ResolveDotnet() =>
        !string.IsNullOrWhiteSpace(DotnetHostPath) ? DotnetHostPath!
        : Environment.GetEnvironmentVariable("DOTNET_HOST_PATH") is { Length: > 0 } fromSdk && File.Exists(fromSdk) ? fromSdk : "dotnet";

    private Dictionary<string, string>? ParseEnvironment()
    {
        var environment = new Dictionary<string, string>(StringComparer.Ordinal);
        foreach (var entry in EnvironmentVariables ?? [])
        {
            var separator = entry.IndexOf('=', StringComparison.Ordinal);
            if (separator <= 0)
            {
                LogError(DiagnosticCodes.InvalidProperty, $"EnvironmentVariables: '{entry}' is not NAME=value.");
                return null;
            }

            environment[entry[..separator]] = entry[(separator + 1)..];
        }

        return environment;
    }
}
