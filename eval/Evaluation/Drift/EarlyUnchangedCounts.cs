using PerfGate.Evaluation.Scenarios;

namespace PerfGate.Evaluation.Drift;

/// <summary>What one early look's replayed gates said about one kind of case of one recording (<see cref="EarlyUnchangedStudy"/>).</summary>
/// <param name="FalseUnchanged">+10 % (twice the default threshold) called unchanged.</param>
/// <param name="Detected10">+10 % flagged.</param>
/// <param name="Caught25">+25 % flagged.</param>
/// <param name="FalseAlarms">Unchanged code (A/A) flagged.</param>
internal sealed record EarlyUnchangedCounts(Rate FalseUnchanged, Rate Detected10, Rate Caught25, Rate FalseAlarms)
{
    public static EarlyUnchangedCounts None { get; } = new(default, default, default, default);

    public static EarlyUnchangedCounts operator +(EarlyUnchangedCounts a, EarlyUnchangedCounts b) =>
        new(a.FalseUnchanged + b.FalseUnchanged, a.Detected10 + b.Detected10, a.Caught25 + b.Caught25, a.FalseAlarms + b.FalseAlarms);

    /// <summary>No more +10 % called unchanged, no fewer +25 % caught and no more false alarms than <paramref name="reference"/>
    /// on the same replayed gates.</summary>
    public bool IsNoWorseThan(EarlyUnchangedCounts reference) =>
        FalseUnchanged.Hits <= reference.FalseUnchanged.Hits && Caught25.Hits >= reference.Caught25.Hits && FalseAlarms.Hits <= reference.FalseAlarms.Hits;
}
