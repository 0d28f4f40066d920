namespace PerfGate.Tests.Support;

/// <summary>A fresh directory per test, removed afterwards, so tests can run in parallel.</summary>
internal sealed class TempDirectory : IDisposable
{
    public TempDirectory()
    {
        Path = System.IO.Path.Combine(System.IO.Path.GetTempPath(), "perfgate-tests", Guid.NewGuid().ToString("N"));
        Directory.CreateDirectory(Path);
    }

    public string Path { get; }

    public string File(string name) => System.IO.Path.Combine(Path, name);

    /// <summary>Copies fixture files into a subdirectory and returns its path.</summary>
    public string CopyFrom(string sourceDirectory, string subdirectory, Func<string, bool>? include = null)
    {
        var target = System.IO.Path.Combine(Path, subdirectory);
        Directory.CreateDirectory(target);
        foreach (var file in Directory.EnumerateFiles(sourceDirectory).Where(f => include?.Invoke(f) ?? true))
        {
            System.IO.File.Copy(file, System.IO.Path.Combine(target, System.IO.Path.GetFileName(file)));
        }

        return target;
    }

    public void Dispose()
    {
        try
        {
            Directory.Delete(Path, recursive: true);
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            // Best effort: a leftover temp folder must not fail a test (on Windows, git's read-only object files refuse
            // Directory.Delete with UnauthorizedAccessException).
        }
    }
}
