namespace PerfGate.Running;

/// <summary>How a child process ended.</summary>
public enum ChildProcessEnd
{
    /// <summary>On its own; its exit code says how.</summary>
    Exited,

    /// <summary>It could not be started (no such program).</summary>
    NotStarted,

    /// <summary>Killed with its children after its time bound.</summary>
    TimedOut,

    /// <summary>Killed with its children because the gate was canceled.</summary>
    Canceled,
}
