using System.Diagnostics;
using System.Text;

namespace PerfGate.Tasks;

/// <summary>Starts <c>dotnet perfgate.dll …</c> and hands each stdout line over as soon as it arrives.</summary>
internal static class ToolProcess
{
    /// <param name="onOutputLine">Called on the calling thread, so a task may log from it.</param>
    public static ToolRunResult Run(
        string dotnetPath,
        string toolPath,
        IReadOnlyList<string> arguments,
        IReadOnlyDictionary<string, string> environment,
        Action<string> onOutputLine,
        CancellationToken cancellationToken)
    {
        var startInfo = new ProcessStartInfo(dotnetPath, [toolPath, .. arguments])
        {
            UseShellExecute = false,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            StandardOutputEncoding = Encoding.UTF8,
            StandardErrorEncoding = Encoding.UTF8,
        };
        foreach (var (name, value) in environment)
        {
            startInfo.Environment[name] = value;
        }

        var standardError = new StringBuilder();
        using var process = new Process { StartInfo = startInfo };
        process.ErrorDataReceived += (_, e) =>
        {
            if (e.Data is not null)
            {
                lock (standardError)
                {
                    standardError.AppendLine(e.Data);
                }
            }
        };

        process.Start();
        process.BeginErrorReadLine();
        using var registration = cancellationToken.Register(() => Stop(process));
        while (process.StandardOutput.ReadLine() is { } line)
        {
            onOutputLine(line);
        }

        process.WaitForExit();
        lock (standardError)
        {
            return new ToolRunResult(process.ExitCode, standardError.ToString().Trim(), cancellationToken.IsCancellationRequested);
        }
    }

    public static string QuoteForLog(string argument) =>
        argument.Length > 0 && !argument.Any(c => char.IsWhiteSpace(c) || c == '"')
            ? argument
            : $"\"{argument.Replace("\"", "\\\"", StringComparison.Ordinal)}\"";

    private static void Stop(Process process)
    {
        try
        {
            process.Kill(entireProcessTree: true);
        }
        catch (InvalidOperationException)
        {
            // Already exited.
        }
    }
}
