using System.Globalization;
using System.Text;
using PerfGate.Options;
using PerfGate.Processes;
using PerfGate.Reporting;

namespace PerfGate.Workflows.SameRunner;

/// <summary>
/// Builds the base revision's benchmark project as the gate built the head's: <c>dotnet build</c> in the base
/// worktree with the head build's global properties (Release, the measured framework, PerfGate's Main for a test
/// project, the user's <c>-p:</c> ones), every line into a log.
/// </summary>
internal sealed class BaseBuilder(string dotnetPath, TextWriter output)
{
    /// <summary>A cold build with a restore on a loaded 2-core runner takes minutes; a hung one must not hold the job forever.</summary>
    public static readonly TimeSpan Timeout = TimeSpan.FromMinutes(20);

    /// <returns>Null when the base built; else why it does not build (the exit code, the first error, the log): the pull
    /// request that fixes a broken base branch is then gated without time, not failed.</returns>
    /// <exception cref="SameRunnerException">The build timed out, or left no assembly at <paramref name="expectedAssembly"/> (PG0012).</exception>
    /// <param name="properties">Paths already moved into the base worktree.</param>
    /// <param name="pathMap">The base worktree's root and the head checkout's: source paths the compiler writes into the
    /// base's code (<c>[CallerFilePath]</c>, BenchmarkDotNet's <c>[Benchmark]</c>) name the head's files, so the two builds'
    /// code differs only where the sources do (build/PerfGate.BasePaths.targets). Null: not mapped.</param>
    public async Task<string?> BuildAsync(
        string projectPath, IReadOnlyList<BuildProperty> properties, string expectedAssembly, string logPath, CancellationToken cancellationToken,
        (string BaseRoot, string HeadRoot)? pathMap = null)
    {
        var switches = WithConfiguration(properties).Concat(PathMapProperties(pathMap)).Select(p => p.ToSwitch()).ToList();
        var start = new ChildProcessStart(
            dotnetPath, ["build", projectPath, .. switches, "-nologo", "-tl:off", "-v:minimal", "-nodeReuse:false"], Path.GetDirectoryName(projectPath)!, Timeout);
        await output.WriteLineAsync($"PerfGate: building the base revision: dotnet build {projectPath} {string.Join(' ', switches)} (log {logPath})").ConfigureAwait(false);
        var build = await ChildProcess.CaptureAsync(start, cancellationToken).ConfigureAwait(false);
        // One log, as the build printed it: MSBuild writes its errors to standard output.
        await File.WriteAllLinesAsync(logPath, [.. build.Output, .. build.Error], new UTF8Encoding(encoderShouldEmitUTF8Identifier: false), CancellationToken.None).ConfigureAwait(false);
        switch (build.Exit.End)
        {
            case ChildProcessEnd.Canceled:
                throw new OperationCanceledException(cancellationToken);
            case ChildProcessEnd.TimedOut:
                throw new SameRunnerException(DiagnosticCodes.SameRunnerBaseBuildFailed,
                    $"Same-runner comparison: the base revision's build did not finish in {Timeout.TotalMinutes.ToString("0", CultureInfo.InvariantCulture)} minutes; its output is in {logPath}.");
        }

        if (!build.Exit.Succeeded)
        {
            var exit = build.Exit.StartFailure ?? $"dotnet build exited with {build.Exit.ExitCode}";
            return $"does not build ({exit}){FirstError(build.Output)}; its output is in {logPath}";
        }

        if (!File.Exists(expectedAssembly))
        {
            throw new SameRunnerException(DiagnosticCodes.SameRunnerBaseBuildFailed,
                $"Same-runner comparison: the base revision built, but not to '{expectedAssembly}' (where the head's assembly lies, relative to the checkout); its output is in {logPath}.");
        }

        await output.WriteLineAsync(
            $"PerfGate: base revision built in {build.Exit.Elapsed.TotalSeconds.ToString("0.0", CultureInfo.InvariantCulture)} s").ConfigureAwait(false);
        return null;
    }

    /// <summary>The file ships beside perfgate.dll; without it (a build of the tool that lacks it) the base is not mapped,
    /// which costs selection precision, never soundness.</summary>
    private static IEnumerable<BuildProperty> PathMapProperties((string BaseRoot, string HeadRoot)? pathMap)
    {
        var targets = Path.Combine(AppContext.BaseDirectory, "PerfGate.BasePaths.targets");
        if (pathMap is not { } roots || !File.Exists(targets))
        {
            return [];
        }

        return
        [
            new BuildProperty("CustomAfterMicrosoftCommonTargets", targets),
            new BuildProperty("_PerfGateBasePathMap", $"{WithSeparator(roots.BaseRoot)}={WithSeparator(roots.HeadRoot)}"),
        ];
    }

    private static string WithSeparator(string folder) => Path.TrimEndingDirectorySeparator(Path.GetFullPath(folder)) + Path.DirectorySeparatorChar;

    private static IEnumerable<BuildProperty> WithConfiguration(IReadOnlyList<BuildProperty> properties) =>
        properties.Any(p => p.Name.Equals("Configuration", StringComparison.OrdinalIgnoreCase))
            ? properties
            : [new BuildProperty("Configuration", "Release"), .. properties];

    private static string FirstError(IReadOnlyList<string> lines) =>
        lines.FirstOrDefault(l => l.Contains(": error ", StringComparison.Ordinal)) is { } error ? $": {LogText.OneLine(error.Trim())}" : string.Empty;
}
