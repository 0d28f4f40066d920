using System.Diagnostics;
using System.Globalization;
using System.Text;
using PerfGate.Options;
using PerfGate.Reporting;
using PerfGate.Running;

namespace PerfGate.Workflows.SameRunner;

/// <summary>
/// Builds the base revision's benchmark project as the gate built the head's: <c>dotnet build</c> in the base worktree
/// with the head build's global properties (<see cref="BuildProperty"/>: Release, the measured framework, PerfGate's Main
/// for a test project, the user's <c>-p:</c> ones), every line into a log, and a clear error naming that log when it fails.
/// </summary>
public sealed class BaseBuilder(string dotnetPath, TextWriter output)
{
    /// <summary>A cold build with a restore on a loaded 2-core runner takes minutes; a hung one must not hold the job forever.</summary>
    public static readonly TimeSpan Timeout = TimeSpan.FromMinutes(20);

    /// <exception cref="SameRunnerException">The build failed, timed out, or left no assembly at <paramref name="expectedAssembly"/> (PG0012).</exception>
    /// <param name="properties">The head build's global properties, paths already moved into the base worktree; without a
    /// <c>Configuration</c> among them the build is Release, as the gate's always is.</param>
    public async Task BuildAsync(
        string projectPath, IReadOnlyList<BuildProperty> properties, string expectedAssembly, string logPath, CancellationToken cancellationToken)
    {
        var startInfo = new ProcessStartInfo(dotnetPath)
        {
            UseShellExecute = false,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            StandardOutputEncoding = Encoding.UTF8,
            StandardErrorEncoding = Encoding.UTF8,
            WorkingDirectory = Path.GetDirectoryName(projectPath)!,
        };
        var switches = WithConfiguration(properties).Select(p => p.ToSwitch()).ToList();
        string[] arguments = ["build", projectPath, .. switches, "-nologo", "-tl:off", "-v:minimal", "-nodeReuse:false"];
        foreach (var argument in arguments)
        {
            startInfo.ArgumentList.Add(argument);
        }

        // Started from inside the gate's own MSBuild build, it would otherwise load that build's SDK and tasks (MSB4062).
        MSBuildEnvironment.Scrub(startInfo.Environment);

        await output.WriteLineAsync($"PerfGate: building the base revision: dotnet build {projectPath} {string.Join(' ', switches)} (log {logPath})").ConfigureAwait(false);
        var stopwatch = Stopwatch.StartNew();
        var lines = new List<string>();
        using (var process = new Process { StartInfo = startInfo })
        {
            process.OutputDataReceived += (_, e) => Add(lines, e.Data);
            process.ErrorDataReceived += (_, e) => Add(lines, e.Data);
            process.Start();
            process.BeginOutputReadLine();
            process.BeginErrorReadLine();
            using var timeout = CancellationTokenSource.CreateLinkedTokenSource(cancellationToken);
            timeout.CancelAfter(Timeout);
            try
            {
                await process.WaitForExitAsync(timeout.Token).ConfigureAwait(false);
            }
            catch (OperationCanceledException)
            {
                process.Kill(entireProcessTree: true);
                await process.WaitForExitAsync(CancellationToken.None).ConfigureAwait(false);
                await WriteLogAsync(logPath, lines).ConfigureAwait(false);
                cancellationToken.ThrowIfCancellationRequested();
                throw new SameRunnerException(DiagnosticCodes.SameRunnerBaseBuildFailed,
                    $"Same-runner comparison: the base revision's build did not finish in {Timeout.TotalMinutes.ToString("0", CultureInfo.InvariantCulture)} minutes; its output is in {logPath}.");
            }

            process.WaitForExit();
            await WriteLogAsync(logPath, lines).ConfigureAwait(false);
            if (process.ExitCode != 0)
            {
                throw new SameRunnerException(DiagnosticCodes.SameRunnerBaseBuildFailed,
                    $"Same-runner comparison: the base revision does not build (dotnet build exited with {process.ExitCode}){FirstError(lines)}. " +
                    $"Its output is in {logPath}. Time cannot be compared; fix the base branch, or set PerfGateCompareTo (--compare-to) to '{CompareTo.BaselineValue}' for this run.");
            }
        }

        if (!File.Exists(expectedAssembly))
        {
            throw new SameRunnerException(DiagnosticCodes.SameRunnerBaseBuildFailed,
                $"Same-runner comparison: the base revision built, but not to '{expectedAssembly}' (where the head's assembly lies, relative to the checkout); its output is in {logPath}.");
        }

        await output.WriteLineAsync(
            $"PerfGate: base revision built in {stopwatch.Elapsed.TotalSeconds.ToString("0.0", CultureInfo.InvariantCulture)} s").ConfigureAwait(false);
    }

    private static IEnumerable<BuildProperty> WithConfiguration(IReadOnlyList<BuildProperty> properties) =>
        properties.Any(p => p.Name.Equals("Configuration", StringComparison.OrdinalIgnoreCase))
            ? properties
            : [new BuildProperty("Configuration", "Release"), .. properties];

    private static void Add(List<string> lines, string? line)
    {
        if (line is null)
        {
            return;
        }

        lock (lines)
        {
            lines.Add(line);
        }
    }

    private static string FirstError(List<string> lines)
    {
        lock (lines)
        {
            var error = lines.FirstOrDefault(l => l.Contains(": error ", StringComparison.Ordinal));
            return error is null ? string.Empty : $": {LogText.OneLine(error.Trim())}";
        }
    }

    private static async Task WriteLogAsync(string logPath, List<string> lines)
    {
        string[] copy;
        lock (lines)
        {
            copy = [.. lines];
        }

        await File.WriteAllLinesAsync(logPath, copy, new UTF8Encoding(encoderShouldEmitUTF8Identifier: false)).ConfigureAwait(false);
    }
}
