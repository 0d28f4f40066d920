namespace PerfGate.Statistics;

/// <summary>Bounds of a current ÷ baseline time ratio (1.06 = 6 % slower), with the coverage they are guaranteed at least.</summary>
internal readonly record struct RatioInterval(double Lower, double Upper, double Confidence);
