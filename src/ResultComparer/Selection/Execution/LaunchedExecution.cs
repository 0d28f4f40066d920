using System.Globalization;
using PerfGate.Running;

namespace PerfGate.Selection.Execution;

/// <summary>The gate's source of what a side executes: one <see cref="TracedLaunch"/> per method, each in a folder of its
/// own named by the method's place in the suite and the side (<c>03-base</c>), so a reader of the artifacts finds them.</summary>
/// <param name="side">How the side's launches start.</param>
/// <param name="sideName"><c>base</c> or <c>head</c>.</param>
/// <param name="methods">The suite's methods, whose order numbers the folders.</param>
/// <param name="folder">Where the launches keep their traces.</param>
internal sealed class LaunchedExecution(TracedLaunch tracer, BenchmarkRunOptions side, string sideName, IReadOnlyList<string> methods, string folder) : IExecutionSource
{
    private readonly Dictionary<string, int> _places = methods.Select((m, i) => (m, i + 1)).ToDictionary(p => p.m, p => p.Item2, StringComparer.Ordinal);

    public Task<ExecutedCode?> ExecutedByAsync(string method, CancellationToken cancellationToken)
    {
        var place = _places.GetValueOrDefault(method, methods.Count + 1).ToString("00", CultureInfo.InvariantCulture);
        return tracer.RunAsync(side, method, Path.Combine(folder, $"{place}-{sideName}"), cancellationToken);
    }
}
