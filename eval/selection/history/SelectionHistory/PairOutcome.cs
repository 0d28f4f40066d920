namespace PerfGate.Evaluation.SelectionHistory;

/// <summary>What the selection decided for one gated pair, and what it cost beyond the two builds.</summary>
/// <param name="DifferingMethods">Methods whose compiled form differs between the parent's and the commit's builds.</param>
/// <param name="DifferingTypes">Types whose shape differs.</param>
/// <param name="Changed">Those methods and types, readable, with what changed: what a reader checks a skip against.</param>
/// <param name="RunAll">Why every benchmark runs (the files that cannot be compared method by method); empty when none.</param>
/// <param name="Methods">The gated benchmark methods of the commit's build.</param>
/// <param name="Selected">Those that run their pairs, each with the selection's reason.</param>
/// <param name="Skipped">Those reported unchanged, each with the selection's reason.</param>
/// <param name="CompareSeconds">Comparing the builds, reading the method keys and deciding: the selection's own work.</param>
/// <param name="TraceSeconds">The traced launches' seconds added up, each launch's as it ran (kept), base and head,
/// whether or not this run launched them anew.</param>
/// <param name="TraceWallSeconds">What the gate waits for them: the same launches one per core at once
/// (<see cref="HistoryAnalysis.Makespan"/>).</param>
/// <param name="Launches">Traced launches the gate would run (two per method when code differs, else none).</param>
/// <param name="LoadAverage">The 1-minute load average when the pair's analysis started.</param>
internal sealed record PairOutcome(
    GatedPair Pair,
    int DifferingMethods,
    int DifferingTypes,
    IReadOnlyList<string> Changed,
    IReadOnlyList<string> RunAll,
    IReadOnlyList<string> Methods,
    IReadOnlyList<MethodDecision> Selected,
    IReadOnlyList<MethodDecision> Skipped,
    double CompareSeconds,
    double TraceSeconds,
    double TraceWallSeconds,
    int Launches,
    double LoadAverage)
{
    /// <summary>What the gate spends beyond its two builds.</summary>
    public double AnalysisSeconds => CompareSeconds + TraceWallSeconds;

    /// <summary>The builds' code was identical, or a run-all reason held: nothing was traced.</summary>
    public bool Traced => Launches > 0;
}
