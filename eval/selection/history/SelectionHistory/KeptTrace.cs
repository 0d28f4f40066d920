using PerfGate.Selection.Execution;

namespace PerfGate.Evaluation.SelectionHistory;

/// <summary>One traced launch of one build's benchmark method as kept on disk: what it executed, or that the build has no
/// such benchmark, or why it could not be traced; and how long the launch took, which is what a gate would spend on it.</summary>
/// <param name="Methods">Module file name and MethodDef token of each method executed.</param>
/// <param name="Missing">The build has no such benchmark.</param>
/// <param name="Error">The launch failed or its trace could not be read (the gate then measures the method).</param>
/// <param name="LoadAverage">The 1-minute load average when the launch started.</param>
internal sealed record KeptTrace(
    double Seconds,
    double LoadAverage,
    bool Missing,
    string? Error,
    IReadOnlyList<KeptMethod> Methods,
    IReadOnlyList<string> Types,
    IReadOnlyList<string> Modules,
    IReadOnlyList<string> Cases)
{
    public static KeptTrace Of(ExecutedCode? code, double seconds, double loadAverage) => code is null
        ? new KeptTrace(seconds, loadAverage, Missing: true, null, [], [], [], [])
        : new KeptTrace(
            seconds,
            loadAverage,
            Missing: false,
            null,
            [.. code.Methods.Select(m => new KeptMethod(m.ModuleFile, m.Token)).OrderBy(m => m.Module, StringComparer.Ordinal).ThenBy(m => m.Token)],
            [.. code.Types.Order(StringComparer.Ordinal)],
            [.. code.Modules.Order(StringComparer.Ordinal)],
            code.Cases);

    public static KeptTrace Failed(string error, double seconds, double loadAverage) => new(seconds, loadAverage, Missing: false, error, [], [], [], []);

    /// <exception cref="ExecutionTraceException">The launch had failed: the gate's selection treats it as it treats the
    /// launch's own failure.</exception>
    public ExecutedCode? ToExecutedCode() =>
        Error is not null ? throw new ExecutionTraceException(Error)
        : Missing ? null
        : new ExecutedCode(
            new HashSet<ExecutedMethod>(Methods.Select(m => new ExecutedMethod(m.Module, m.Token))),
            new HashSet<string>(Types, StringComparer.Ordinal),
            new HashSet<string>(Modules, StringComparer.Ordinal),
            Cases);
}
