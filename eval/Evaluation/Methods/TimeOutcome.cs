namespace PerfGate.Evaluation.Methods;

/// <summary>A method's time decision on one replayed benchmark.</summary>
/// <param name="Regressed">Whether the current code was judged slower (after any confirm re-runs).</param>
/// <param name="Reran">Whether at least one confirm re-run measured the benchmark again.</param>
internal sealed record TimeOutcome(bool Regressed, bool Reran);
