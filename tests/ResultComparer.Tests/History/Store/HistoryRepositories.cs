using PerfGate.Tests.Support;

namespace PerfGate.Tests.History.Store;

/// <summary>A bare "origin" as a hosted repository is, and the users' checkouts of it, in one temp folder.</summary>
internal sealed class HistoryRepositories : IDisposable
{
    private readonly TempDirectory _directory = new();

    public HistoryRepositories()
    {
        Origin = _directory.File("origin.git");
        GitCli.Run(_directory.Path, "init", "-q", "--bare", "-b", "main", Origin);
        var seed = Clone("seed");
        File.WriteAllText(Path.Combine(seed, "README.md"), "sample\n");
        Git(seed, "add", "-A");
        Git(seed, "-c", "user.name=PerfGate Tests", "-c", "user.email=tests@perfgate.invalid", "-c", "commit.gpgsign=false", "commit", "-q", "-m", "one");
        Git(seed, "push", "-q", "origin", "main");
    }

    public string Origin { get; }

    /// <returns>The clone's folder.</returns>
    public string Clone(string name)
    {
        var clone = _directory.File(name);
        GitCli.Run(_directory.Path, "clone", "-q", Origin, clone);
        return clone;
    }

    public static string Git(string repository, params string[] arguments) => GitCli.Run(repository, arguments);

    public void Dispose() => _directory.Dispose();
}
