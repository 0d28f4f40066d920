using PerfGate.Evaluation.Scenarios;

namespace PerfGate.Evaluation.Drift;

/// <summary>One recording's replayed same-runner gates under one <see cref="ReplayVariant"/> (<see cref="RuleVariantStudy"/>).</summary>
/// <param name="Budget">The most pairs per method the replayed gates had.</param>
/// <param name="FalseAlarms">A/A gates that flagged a case.</param>
/// <param name="Unchanged">A/A gates that called a case unchanged (the rest are inconclusive).</param>
/// <param name="CouldSee">The median over the A/A gates of what each said it could see (0.25: +25 %).</param>
/// <param name="PairsPerCase">Pairs an A/A gate took per case, mean (as docs/evaluation.md's tables count them).</param>
/// <param name="PairsPerMethod">Pairs an A/A gate took per method, mean: until every case of the method needed no more.</param>
/// <param name="Caught10">Gates that flagged a case whose head samples were multiplied by 1.10.</param>
/// <param name="Caught25">The same for 1.25.</param>
/// <param name="Unchanged10">Gates that called the +10 % case unchanged: wrong, +10 % is twice the default threshold.</param>
internal sealed record RuleVariantRow(
    string Recording,
    int Budget,
    string Variant,
    Rate FalseAlarms,
    Rate Unchanged,
    double CouldSee,
    double PairsPerCase,
    double PairsPerMethod,
    Rate Caught10,
    Rate Caught25,
    Rate Unchanged10);
