using PerfGate.Running;

namespace PerfGate.Selection.Execution;

/// <summary>A traced launch killed at its case limit: the method hangs on that side, which is a verdict of its own, not
/// only a trace that could not be read.</summary>
/// <param name="LogPath">The killed launch's run log.</param>
internal sealed class TracedLaunchHungException(string message, HungCase hang, string logPath) : ExecutionTraceException(message)
{
    public HungCase Hang { get; } = hang;

    public string LogPath { get; } = logPath;
}
