// Shared by Tasks.Tests, EndToEnd.Tests and Evaluation.Tests (linked into each).
using System.Diagnostics;
using System.Text;

namespace PerfGate.Tests.Shared;

/// <summary>Runs the <c>dotnet</c> CLI as a user would, with the output captured.</summary>
public static class DotnetCli
{
    public static DotnetResult Run(string workingDirectory, IReadOnlyDictionary<string, string>? environment, TimeSpan timeout, params string[] arguments) =>
        RunProgram(
            Environment.GetEnvironmentVariable("DOTNET_HOST_PATH") is { Length: > 0 } host && File.Exists(host) ? host : "dotnet",
            workingDirectory,
            environment,
            timeout,
            arguments);

    /// <summary>Any program (a script that calls <c>dotnet</c>, say), with the same clean environment.</summary>
    public static DotnetResult RunProgram(
        string fileName, string workingDirectory, IReadOnlyDictionary<string, string>? environment, TimeSpan timeout, params string[] arguments)
    {
        var startInfo = new ProcessStartInfo(fileName)
        {
            WorkingDirectory = workingDirectory,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            UseShellExecute = false,
        };
        foreach (var argument in arguments)
        {
            startInfo.ArgumentList.Add(argument);
        }

        // `dotnet test` runs under MSBuild, whose variables would leak into this nested build (MSB4062).
        foreach (var name in startInfo.Environment.Keys.Where(k => k.StartsWith("MSBuild", StringComparison.OrdinalIgnoreCase) || k.StartsWith("_MSBuild", StringComparison.OrdinalIgnoreCase)).ToList())
        {
            startInfo.Environment.Remove(name);
        }

        startInfo.Environment["DOTNET_CLI_TELEMETRY_OPTOUT"] = "1";
        startInfo.Environment["DOTNET_NOLOGO"] = "1";
        foreach (var (name, value) in environment ?? new Dictionary<string, string>())
        {
            startInfo.Environment[name] = value;
        }

        var output = new StringBuilder();
        using var process = new Process { StartInfo = startInfo };
        process.OutputDataReceived += (_, e) => Append(output, e.Data);
        process.ErrorDataReceived += (_, e) => Append(output, e.Data);
        var stopwatch = Stopwatch.StartNew();
        process.Start();
        process.BeginOutputReadLine();
        process.BeginErrorReadLine();
        if (!process.WaitForExit(timeout))
        {
            process.Kill(entireProcessTree: true);
            throw new TimeoutException($"{fileName} {string.Join(' ', arguments)} did not finish in {timeout}:\n{output}");
        }

        process.WaitForExit();
        lock (output)
        {
            return new DotnetResult(process.ExitCode, output.ToString(), stopwatch.Elapsed);
        }
    }

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
