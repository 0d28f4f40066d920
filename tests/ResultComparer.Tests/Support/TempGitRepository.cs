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
    public string Git(params string[] arguments) => GitCli.Run(Path, arguments);

    public void Dispose() => _directory.Dispose();
}
