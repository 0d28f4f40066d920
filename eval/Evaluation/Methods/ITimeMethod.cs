namespace PerfGate.Evaluation.Methods;

/// <summary>A way to decide, from what a gate run measured of one benchmark, whether the current code got slower.</summary>
internal interface ITimeMethod
{
    string Name { get; }

    TimeOutcome Decide(ReplayedCase replay);
}
