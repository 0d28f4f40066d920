namespace PerfGate.Processes;

internal enum ChildProcessEnd
{
    /// <summary>On its own; its exit code says how.</summary>
    Exited,

    NotStarted,

    /// <summary>Killed with its children after its time bound.</summary>
    TimedOut,

    /// <summary>Killed with its children because the gate was canceled.</summary>
    Canceled,
}
