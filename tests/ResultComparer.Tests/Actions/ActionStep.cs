using System.Diagnostics;
using System.Text;
using PerfGate.Tests.Support;

// Shared as source with EndToEnd.Tests, which runs the gate action's steps on a real build.
namespace PerfGate.Tests.Actions;

/// <summary>
/// One shell step of a composite action under actions/, run as the runner runs it: <c>bash</c> on the script the step's
/// <c>run:</c> names (eng/lint/check-actions.mjs holds every step to that shape), in the step's working directory, with
/// the runner's files (GITHUB_OUTPUT, GITHUB_PATH, GITHUB_STEP_SUMMARY, RUNNER_TEMP) and the PERFGATE_* variables the
/// step's <c>env:</c> maps from the action's inputs. Nothing of the test process's own environment that a runner sets
/// (GITHUB_*, RUNNER_*, PERFGATE_*) leaks in, so the tests mean the same inside GitHub Actions.
/// </summary>
internal static class ActionStep
{
    /// <summary>The checkout this test run was built from: the first folder above the test binaries with actions/.</summary>
    public static string RepositoryRoot { get; } = FindRepositoryRoot();

    public static ActionStepResult Run(
        TempDirectory temp, string action, string script, IReadOnlyDictionary<string, string?> variables, string? workingDirectory = null)
    {
        var runner = Directory.CreateDirectory(temp.File("runner")).FullName;
        var files = new Dictionary<string, string>
        {
            ["GITHUB_OUTPUT"] = Path.Combine(runner, "output"),
            ["GITHUB_PATH"] = Path.Combine(runner, "path"),
            ["GITHUB_STEP_SUMMARY"] = Path.Combine(runner, "step-summary.md"),
        };
        foreach (var file in files.Values)
        {
            File.WriteAllText(file, string.Empty);
        }

        var actionPath = Path.Combine(RepositoryRoot, "actions", action);
        var startInfo = new ProcessStartInfo(Bash)
        {
            WorkingDirectory = workingDirectory ?? temp.Path,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            UseShellExecute = false,
        };
        startInfo.ArgumentList.Add(Path.Combine(actionPath, script));
        // Also MSBuild's own variables: `dotnet test` runs under MSBuild, and a build started by a step would inherit them (MSB4062).
        string[] notInherited = ["GITHUB_", "RUNNER_", "PERFGATE_", "MSBuild", "_MSBuild"];
        foreach (var name in startInfo.Environment.Keys
                     .Where(k => notInherited.Any(prefix => k.StartsWith(prefix, StringComparison.OrdinalIgnoreCase)))
                     .ToList())
        {
            startInfo.Environment.Remove(name);
        }

        startInfo.Environment["GITHUB_ACTIONS"] = "true";
        startInfo.Environment["GITHUB_ACTION_PATH"] = actionPath;
        startInfo.Environment["RUNNER_TEMP"] = Directory.CreateDirectory(Path.Combine(runner, "temp")).FullName;
        startInfo.Environment["DOTNET_CLI_TELEMETRY_OPTOUT"] = "1";
        startInfo.Environment["DOTNET_NOLOGO"] = "1";
        foreach (var (name, value) in files)
        {
            startInfo.Environment[name] = value;
        }

        foreach (var (name, value) in variables)
        {
            if (value is null)
            {
                startInfo.Environment.Remove(name);
            }
            else
            {
                startInfo.Environment[name] = value;
            }
        }

        var output = new StringBuilder();
        using var process = new Process { StartInfo = startInfo };
        process.OutputDataReceived += (_, e) => Append(output, e.Data);
        process.ErrorDataReceived += (_, e) => Append(output, e.Data);
        process.Start();
        process.BeginOutputReadLine();
        process.BeginErrorReadLine();
        if (!process.WaitForExit(TimeSpan.FromMinutes(2)))
        {
            process.Kill(entireProcessTree: true);
            throw new TimeoutException($"{action}/{script} did not finish in 2 minutes:\n{output}");
        }

        process.WaitForExit();
        lock (output)
        {
            return new ActionStepResult(
                process.ExitCode,
                output.ToString(),
                ReadOutputs(files["GITHUB_OUTPUT"]),
                File.ReadAllLines(files["GITHUB_PATH"]),
                File.ReadAllText(files["GITHUB_STEP_SUMMARY"]),
                startInfo.Environment["RUNNER_TEMP"]!);
        }
    }

    /// <summary>A folder with an executable <c>perfgate</c> that runs this test run's build of the tool.</summary>
    public static string PerfgateOnPath(TempDirectory temp) =>
        Executable(temp, "perfgate", $"exec dotnet \"{Path.Combine(AppContext.BaseDirectory, "perfgate.dll")}\" \"$@\"");

    /// <summary>A folder with an executable <paramref name="name"/> whose body is <paramref name="script"/> (bash).</summary>
    public static string Executable(TempDirectory temp, string name, string script)
    {
        var folder = Directory.CreateDirectory(temp.File("bin-" + name)).FullName;
        var file = Path.Combine(folder, name);
        File.WriteAllText(file, "#!/usr/bin/env bash\n" + script + "\n");
        // Git Bash (Windows) runs a file that starts with #! as a program; it has no execute bit to set.
        if (!OperatingSystem.IsWindows())
        {
            File.SetUnixFileMode(file, UnixFileMode.UserRead | UnixFileMode.UserWrite | UnixFileMode.UserExecute);
        }

        return folder;
    }

    /// <summary>PATH with <paramref name="folder"/> first, as a GITHUB_PATH line gives it to the next steps.</summary>
    public static string PathWith(string folder) => folder + Path.PathSeparator + Environment.GetEnvironmentVariable("PATH");

    /// <summary>The bash a runner's <c>shell: bash</c> step runs. On Windows that is Git Bash, from the PATH: Windows starts a
    /// bare "bash" from System32 before it looks at the PATH, and System32's bash.exe is WSL's, another machine.</summary>
    private static string Bash { get; } = OperatingSystem.IsWindows()
        ? (Environment.GetEnvironmentVariable("PATH") ?? string.Empty)
            .Split(Path.PathSeparator, StringSplitOptions.RemoveEmptyEntries)
            .Where(folder => !folder.StartsWith(Environment.GetFolderPath(Environment.SpecialFolder.Windows), StringComparison.OrdinalIgnoreCase))
            .Select(folder => Path.Combine(folder, "bash.exe"))
            .FirstOrDefault(File.Exists) ?? "bash"
        : "bash";

    private static string FindRepositoryRoot()
    {
        for (var folder = new DirectoryInfo(AppContext.BaseDirectory); folder is not null; folder = folder.Parent)
        {
            if (File.Exists(Path.Combine(folder.FullName, "actions", "gate", "action.yml")))
            {
                return folder.FullName;
            }
        }

        throw new InvalidOperationException($"No actions/gate/action.yml above {AppContext.BaseDirectory}.");
    }

    private static Dictionary<string, string> ReadOutputs(string file) =>
        File.ReadAllLines(file)
            .Where(line => line.Contains('=', StringComparison.Ordinal))
            .Select(line => line.Split('=', 2))
            .GroupBy(parts => parts[0])
            .ToDictionary(g => g.Key, g => g.Last()[1]);

    private static void Append(StringBuilder output, string? line)
    {
        if (line is not null)
        {
            lock (output)
            {
                output.AppendLine(line);
            }
        }
    }
}
