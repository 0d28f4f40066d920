using System.Text.Json;

namespace PerfGate.Tasks.Tests.Support;

/// <summary>
/// A folder of scripts for tests/Fixtures/FakePerfgate, which stands in for the <c>perfgate</c> tool, plus
/// the settings a task needs to start it. One per test, so tests run in parallel.
/// </summary>
internal sealed class FakeTool : IDisposable
{
    public FakeTool()
    {
        Directory = System.IO.Path.Combine(System.IO.Path.GetTempPath(), "perfgate-tasks-tests", Guid.NewGuid().ToString("N"));
        System.IO.Directory.CreateDirectory(Directory);
    }

    public string Directory { get; }

    public static string ToolPath { get; } = System.IO.Path.Combine(AppContext.BaseDirectory, "FakePerfgate.dll");

    public string[] EnvironmentVariables => [$"PERFGATE_FAKE_SCRIPTS={Directory}"];

    public string Path(string relative) => System.IO.Path.Combine(Directory, relative);

    /// <summary>What the tool does when the task starts <paramref name="command"/>.</summary>
    public void Script(
        string command,
        int exitCode = 0,
        string[]? stdout = null,
        string[]? stderr = null,
        Dictionary<string, string>? files = null,
        int sleepMilliseconds = 0)
    {
        var script = new { stdout = stdout ?? [], stderr = stderr ?? [], exitCode, files = files ?? [], sleepMilliseconds };
        File.WriteAllText(Path(command + ".json"), JsonSerializer.Serialize(script));
    }

    /// <summary>The arguments the task passed, or null when it never started the tool.</summary>
    public string[]? Arguments(string command)
    {
        var path = Path(command + ".args");
        return File.Exists(path) ? File.ReadAllLines(path) : null;
    }

    /// <summary>The commands the tool was started with, in order: one per start.</summary>
    public string[] Calls()
    {
        var path = Path("calls");
        return File.Exists(path) ? File.ReadAllLines(path) : [];
    }

    public void Dispose()
    {
        try
        {
            System.IO.Directory.Delete(Directory, recursive: true);
        }
        catch (IOException)
        {
            // Best effort.
        }
    }
}
