namespace PerfGate.Evaluation.Drift;

/// <summary>
/// How far one case's launches of an A/A recording spread, counted by each launch's fastest iteration and by its median
/// (<see cref="RuleVariantStudy"/>); every figure a fraction of ln (0.12: 12 %).
/// </summary>
/// <param name="Launches">Base and head launches together: one build, so every difference is the machine's or the launch's.</param>
/// <param name="FastestSd">The standard deviation of ln(fastest iteration) over the launches.</param>
/// <param name="MedianSd">The same of ln(launch median).</param>
/// <param name="FastestMad">1.4826 × the median absolute deviation of ln(fastest iteration): the typical launch.</param>
/// <param name="MedianMad">The same of ln(launch median).</param>
/// <param name="FastestPairSigma">σ of the pairs' log ratios as the gate reads it (Pragmastat's spread ÷ 0.954), fastest iterations.</param>
/// <param name="MedianPairSigma">The same, launch medians.</param>
/// <param name="FastestCouldSee">What all the recording's pairs could see at the budget's look, fastest iterations (0.1: +10 %).</param>
/// <param name="MedianCouldSee">The same, launch medians.</param>
internal sealed record LaunchSpreadRow(
    string Recording,
    string Case,
    int Launches,
    double FastestSd,
    double MedianSd,
    double FastestMad,
    double MedianMad,
    double FastestPairSigma,
    double MedianPairSigma,
    double FastestCouldSee,
    double MedianCouldSee);
