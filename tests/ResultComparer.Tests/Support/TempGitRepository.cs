using System.Diagnostics;

namespace PerfGate.Tests.Support;

/// <summary>A real git repository in a temp folder (git is on the machine, as on every CI runner), removed afterwards.</summary>
internal sealed class TempGitRepository : IDisposable
{
    private readonly TempDirectory _directory = new();

    public TempGitRepository()
    {
        Git("init", "-q", "-b", "main");
    }

    public string Path => _directory.Path;

    public string File(string relativePath) => System.IO.Path.Combine(Path, relativePath);

    public void Write(string relativePath, byte[] content)
    {
        var file = File(relativePath);
        Directory.CreateDirectory(System.IO.Path.GetDirectoryName(file)!);
        System.IO.File.WriteAllBytes(file, content);
    }

    public void Commit(string message)
    {
        Git("add", "-A");
        Git("-c", "user.name=PerfGate Tests", "-c", "user.email=tests@perfgate.invalid", "-c", "commit.gpgsign=false", "commit", "-q", "--allow-empty", "-m", message);
    }

    /// <returns>Standard output, trimmed.</returns>
    public string Git(params string[] arguments)
    {
        var startInfo = new ProcessStartInfo("git") { WorkingDirectory = Path, RedirectStandardOutput = true, RedirectStandardError = true, UseShellExecute = false };
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

    public void Dispose() => _directory.Dispose();
}
