using PerfGate.FileSystem;
using PerfGate.Model;

namespace PerfGate.Running;

/// <summary>One launch of one benchmark method's cases in a folder of its own, as the selection's traced launches and the
/// explainers' profiled ones run it: the folder emptied first, the caller's variables added to the runner's (winning where
/// both set one).</summary>
/// <param name="Options">What it ran with: its results and its log are where they say.</param>
internal sealed record MethodLaunch(BenchmarkRunOptions Options, BenchmarkRunResult Run)
{
    /// <param name="announcement">Written once the folder is ready, before the launch starts.</param>
    /// <param name="command">A program the launch runs under (a sampler), with its arguments; none by default.</param>
    public static async Task<MethodLaunch> RunAsync(
        BenchmarkRunner runner, TextWriter output, string announcement, BenchmarkRunOptions side, string method, string folder, BenchmarkJob job,
        IReadOnlyDictionary<string, string> environment, CancellationToken cancellationToken, IReadOnlyList<string>? command = null)
    {
        LockedFiles.DeleteFolder(folder);
        Directory.CreateDirectory(folder);
        await output.WriteLineAsync(announcement).ConfigureAwait(false);
        var variables = new Dictionary<string, string>(runner.ExtraEnvironment, StringComparer.Ordinal);
        foreach (var (name, value) in environment)
        {
            variables[name] = value;
        }

        var options = side with { ArtifactsPath = folder, Filters = [.. BenchmarkMethodKey.Filters(method)], Job = job, Launch = null };
        var run = await new BenchmarkRunner(output, runner.DotnetPath) { ExtraEnvironment = variables, Command = command ?? [] }.RunAsync(options, cancellationToken).ConfigureAwait(false);
        return new MethodLaunch(options, run);
    }
}
