namespace PerfGate.Verdicts;

/// <summary>Why a time verdict is reported but cannot fail the gate. The first that applies is kept.</summary>
public enum TimeAdvisoryReason
{
    /// <summary>The run's CPU model or runtime (major.minor) differs from the baseline's.</summary>
    OtherHost,

    /// <summary>Nearly every benchmark moved the same way by a lot: the baseline and the run were measured under
    /// different machine conditions (PG0209).</summary>
    RunShifted,

    /// <summary>Compared with the committed baseline on a machine not declared stable (<c>PerfGateStableMachine</c>).</summary>
    UnstableMachine,
}
