using System.ComponentModel;
using System.Diagnostics;
using System.Globalization;
using System.Text;

namespace PerfGate.Baseline;

/// <summary>
/// Runs <c>git</c> for a read-only question: no shell, the arguments as a list (a branch or path name is never
/// parsed by anything but git), and a bounded time, because a gate must never hang on its history.
/// </summary>
internal static class GitProcess
{
    public static readonly TimeSpan DefaultTimeout = TimeSpan.FromSeconds(10);

    /// <returns>Standard output as bytes when git exits with 0; otherwise a failure naming the reason.</returns>
    public static GitOutcome Run(string workingDirectory, TimeSpan timeout, params string[] arguments)
    {
        var startInfo = new ProcessStartInfo("git")
        {
            WorkingDirectory = workingDirectory,
            UseShellExecute = false,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            RedirectStandardInput = true,
            StandardErrorEncoding = Encoding.UTF8,
        };
        foreach (var argument in arguments)
        {
            startInfo.ArgumentList.Add(argument);
        }

        // Never wait for a prompt (credentials, a pager): there is nobody to answer it on a CI runner.
        startInfo.Environment["GIT_TERMINAL_PROMPT"] = "0";
        startInfo.Environment["GIT_PAGER"] = "cat";

        using var process = new Process { StartInfo = startInfo };
        try
        {
            process.Start();
        }
        catch (Exception e) when (e is Win32Exception or InvalidOperationException)
        {
            return GitOutcome.Failed($"git could not be started ({e.Message})");
        }

        process.StandardInput.Close();
        using var output = new MemoryStream();
        var copy = process.StandardOutput.BaseStream.CopyToAsync(output);
        var error = process.StandardError.ReadToEndAsync();
        if (!process.WaitForExit(timeout))
        {
            try
            {
                process.Kill(entireProcessTree: true);
            }
            catch (InvalidOperationException)
            {
                // It exited in the meantime.
            }

            return GitOutcome.Failed($"git {string.Join(' ', arguments)} did not finish in {timeout.TotalSeconds.ToString("0", CultureInfo.InvariantCulture)} s");
        }

        process.WaitForExit();
        copy.Wait(timeout);
        var message = error.Wait(timeout) ? error.Result.Trim() : string.Empty;
        return process.ExitCode == 0
            ? GitOutcome.Succeeded(output.ToArray())
            : GitOutcome.Failed(message.Length > 0 ? FirstLine(message) : $"git exited with {process.ExitCode}");
    }

    private static string FirstLine(string text) => text.Split('\n')[0].Trim();
}
