namespace PerfGate.Statistics;

/// <summary>Bounds of a current ÷ baseline time ratio, with the coverage they are guaranteed at least.</summary>
/// <param name="Lower">No smaller ratio fits the data at the significance level: 1.06 = at least 6 % slower.</param>
/// <param name="Upper">No larger ratio fits the data at the significance level.</param>
/// <param name="Confidence">The two-sided coverage the pair has at least: 1 − 2 × the significance level.</param>
public readonly record struct RatioInterval(double Lower, double Upper, double Confidence);
