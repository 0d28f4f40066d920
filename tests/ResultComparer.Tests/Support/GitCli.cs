using System.Diagnostics;

namespace PerfGate.Tests.Support;

/// <summary>
/// Runs git in a folder and returns its output, or throws with git's own error. Linked into EndToEnd.Tests too,
/// whose same-runner test builds a repository of its own.
/// </summary>
internal static class GitCli
{
    /// <returns>Standard output, trimmed.</returns>
    public static string Run(string directory, params string[] arguments)
    {
        var startInfo = new ProcessStartInfo("git") { WorkingDirectory = directory, RedirectStandardOutput = true, RedirectStandardError = true, UseShellExecute = false };
        foreach (var argument in arguments)
        {
            startInfo.ArgumentList.Add(argument);
        }

        using var process = Process.Start(startInfo)!;
        var output = process.StandardOutput.ReadToEndAsync();
        var error = process.StandardError.ReadToEnd();
        process.WaitForExit();
        if (process.ExitCode != 0)
        {
            throw new InvalidOperationException($"git {string.Join(' ', arguments)} failed: {error}");
        }

        return output.Result.Trim();
    }
}
