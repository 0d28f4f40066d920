namespace PerfGate.Tests.Support;

/// <summary>A real git repository in a temp folder (git is on the machine, as on every CI runner), removed afterwards.</summary>
internal sealed class TempGitRepository : IDisposable
{
    private readonly TempDirectory _directory = new();

    /// <param name="objectFormat">git's object format: <c>sha1</c> (its default) or <c>sha256</c>.</param>
    public TempGitRepository(string objectFormat = "sha1")
    {
        Git("init", "-q", $"--object-format={objectFormat}", "-b", "main");
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

    /// <summary>
    /// A pull request's branch as <c>actions/checkout</c> fetches it by default: this repository's <c>main</c> with
    /// <paramref name="relativePath"/> committed once, a <c>feature</c> branch that changes it, and a clone at
    /// <paramref name="clone"/> holding only the feature branch's last commit (no <c>main</c>, no merge base).
    /// </summary>
    public void CloneShallowFeatureBranch(string relativePath, string clone)
    {
        Write(relativePath, "1"u8.ToArray());
        Commit("one");
        Git("checkout", "-q", "-b", "feature");
        Write(relativePath, "2"u8.ToArray());
        Commit("two");
        Git("clone", "-q", "--depth", "1", "--single-branch", "--branch", "feature", "file://" + Path, clone);
    }

    /// <returns>Standard output, trimmed.</returns>
    public string Git(params string[] arguments) => GitCli.Run(Path, arguments);

    public void Dispose() => _directory.Dispose();
}
