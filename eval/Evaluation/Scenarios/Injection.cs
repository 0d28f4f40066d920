namespace PerfGate.Evaluation.Scenarios;

/// <summary>
/// A regression of known size: the baseline is one case of a calibration knob, the current run another case
/// of the same knob (sample-repo/benchmarks/Sample.Benchmarks/Calibration).
/// </summary>
internal sealed record Injection(string Label, string BaselineId, string CurrentId, double Size)
{
    private const string Spin = "Sample.Calibration.SpinKnobBenchmark.Spin";
    private const string Allocate = "Sample.Calibration.AllocationKnobBenchmark.Allocate";

    /// <summary>Time: +5, +10, +25, +50 % (Size is the slowdown in percent).</summary>
    public static IReadOnlyList<Injection> Time { get; } =
        [.. new[] { 5, 10, 25, 50 }.Select(p => new Injection($"+{p} %", SpinCase(0), SpinCase(p), p))];

    /// <summary>Allocation: +24 B/op, 0 → 72 B/op, ×3 (Size is the baseline's bytes).</summary>
    public static IReadOnlyList<Injection> Allocation { get; } =
    [
        new("+24 B/op (48 → 72)", AllocateCase(48), AllocateCase(72), 24),
        new("0 → 72 B/op", AllocateCase(0), AllocateCase(72), 72),
        new("×3 (48 → 144 B/op)", AllocateCase(48), AllocateCase(144), 96),
    ];

    public static bool IsCalibration(string id) => id.StartsWith("Sample.Calibration.", StringComparison.Ordinal);

    private static string SpinCase(int percent) => $"{Spin}(SlowdownPercent: {percent})";

    private static string AllocateCase(int bytes) => $"{Allocate}(Bytes: {bytes})";
}
