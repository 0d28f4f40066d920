using PerfGate.Statistics;

namespace PerfGate.Verdicts;

/// <summary>
/// The change the time test judged, in the unit it compared: the Hodges–Lehmann ratio of the launch medians (with
/// the bounds the test implies) or of every iteration (no bounds: iterations of one process are not independent).
/// </summary>
/// <param name="Ratio">current ÷ baseline over those units; NaN when a time is not positive.</param>
internal sealed record TimeEffect(TimeTestUnit Unit, int BaselineCount, int CurrentCount, double Ratio, RatioInterval? Interval);
