namespace Sample.Calibration;

/// <summary>
/// The category of the knob benchmarks PerfGate's evaluation harness (<c>eval/</c>) uses to inject regressions
/// of known size. They are not tagged for the gate: a sample user's gate runs only the seed benchmarks.
/// </summary>
public static class CalibrationCategory
{
    public const string Name = "Calibration";
}
