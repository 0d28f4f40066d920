namespace PerfGate.Evaluation.Methods;

/// <summary>
/// What one replayed gate run measured of one benchmark, cut to the configuration's job: each run's samples
/// launch by launch, or null where that recorded run lacks the case (a benchmark the run did not produce).
/// </summary>
/// <param name="Id">The id both sides carry. An injection compares two cases of a calibration knob; the gate
/// only compares a benchmark with itself, so the replay gives them one id.</param>
/// <param name="BaselineRuns">The runs a baseline update would have pooled, the pair's baseline run first.</param>
/// <param name="Current">The gate run's first measurement.</param>
/// <param name="ConfirmReruns">How many times a flagged time regression may be measured again.</param>
/// <param name="Reruns">The recorded runs that serve as those re-runs, in order; at most
/// <paramref name="ConfirmReruns"/>, fewer when the recording has no more.</param>
internal sealed record ReplayedCase(
    string Id,
    IReadOnlyList<IReadOnlyList<double[]>?> BaselineRuns,
    IReadOnlyList<double[]> Current,
    int ConfirmReruns,
    IReadOnlyList<IReadOnlyList<double[]>?> Reruns);
