namespace PerfGate.Options;

/// <summary>The defaults and bounds of the gate's settings, so neither the tool, the tasks nor the evaluation spells a number of its own.</summary>
public static class GateDefaults
{
    /// <summary>The <c>[BenchmarkCategory]</c> the gate runs.</summary>
    public const string Category = "PerfGate";

    /// <summary>PerfGate's own job preset (Running/CiJobPreset in the tool).</summary>
    public const string Job = "ci";

    /// <summary>Every job name <c>--job</c> accepts: PerfGate's <c>ci</c>, then BenchmarkDotNet's presets.</summary>
    public static IReadOnlyList<string> JobNames { get; } = [Job, "short", "medium", "long", "default", "dry"];

    /// <summary>
    /// How many times a flagged time regression is measured again before it fails the gate. A re-run costs only
    /// the flagged benchmarks' time, and a chance slowdown rarely survives it (docs/evaluation.md, "Confirm
    /// re-runs and baseline runs": the table shows what 0–3 re-runs buy).
    /// </summary>
    public const int ConfirmReruns = 1;

    public const int MaxConfirmReruns = 5;

    /// <summary>
    /// How many benchmark runs a recorded baseline pools. Each run builds and lays out the code anew, and a
    /// baseline from one unlucky run biases every later comparison (docs/evaluation.md).
    /// </summary>
    public const int BaselineRuns = 3;

    public const int MaxBaselineRuns = 5;

    public const string CompareTo = "auto";

    /// <summary>The most base/head launch pairs a benchmark method gets in the same-runner mode (<c>--pairs</c>, the budget;
    /// Statistics/PairedLooks in the tool), chosen on the quiet-machine recordings (docs/evaluation.md, "Time verdicts
    /// under defined conditions").</summary>
    public const int SameRunnerPairs = 16;

    /// <summary>Pairs every method gets before its cases are first judged.</summary>
    public const int SameRunnerFirstPairs = 8;

    /// <summary>
    /// Pairs after which a method whose every case is already unchanged first stops: a look that can only say
    /// "unchanged" (it spends no regression level and cannot flag), and another after every pair up to
    /// <see cref="SameRunnerLastEarlyUnchangedPairs"/>. At 5 pairs the signed-rank test's smallest p-value, 1/32, is below
    /// the equivalence level, so a case stops there only with every pair inside ± the threshold; at 4 pairs (1/16) none
    /// could. Replayed on the idle recordings of Polly, Autofac, Open XML and the sample (docs/evaluation.md, "An earlier
    /// unchanged"): a +10 % change called unchanged in 1 of 4,800 gates with this look as without it, +25 % caught and
    /// false alarms the same, 8.43 pairs per method on unchanged code against 8.92. Intervals that need no signed-rank
    /// floor (Student's t on the mean or on the Hodges–Lehmann centre) called +10 % unchanged more often at 3–5 pairs.
    /// </summary>
    public const int SameRunnerEarlyUnchangedPairs = 5;

    /// <summary>The last look that can only say "unchanged": a method not yet unchanged after it gets
    /// <see cref="SameRunnerFirstPairs"/> pairs (at 6 pairs the signed-rank test's smallest p-value is 1/64, beyond the first
    /// look's level: no pattern of signs could flag there either).</summary>
    public const int SameRunnerLastEarlyUnchangedPairs = 6;

    /// <summary>Pairs an undecided method gets between two looks.</summary>
    public const int SameRunnerPairBatch = 4;

    /// <summary>The regression test's level at the first look: at 8 pairs the exact signed-rank test's smallest p-value
    /// is 1/256, so only every pair beyond the threshold decides there — a change that leaves no doubt.</summary>
    public const double SameRunnerFirstLookLevel = 0.004;

    /// <summary>The regression test's level shared by the later looks (Bonferroni): with the first look's, the most a
    /// change exactly at the threshold is flagged over all looks.</summary>
    public const double SameRunnerLaterLooksLevel = 0.016;

    /// <summary>The level of each of the two one-sided tests that call a case unchanged (its change inside ± the
    /// threshold, a 90 % interval): a wrong "unchanged" costs detection, never a false alarm.</summary>
    public const double SameRunnerEquivalenceLevel = 0.05;

    public const int MinSameRunnerPairs = SameRunnerFirstPairs;

    /// <summary>The most pairs <c>--pairs</c> accepts: a bound on the gate's time (each pair runs a method twice), not a statistical one.</summary>
    public const int MaxSameRunnerPairs = 30;

    /// <summary>
    /// The least time one benchmark case may run in its process before the gate takes it as hung (<c>--case-timeout</c>):
    /// a case of the <c>ci</c> job takes 2–12 s (Running/CiJobPreset in the tool), and launches of the same code ran up to
    /// ×10 slower while a load was on (README, "Status"), so 120 s never stops a healthy short case, and a hung one fails
    /// the gate in two minutes instead of BenchmarkDotNet's five (in-process) or the job's six hours (out of process).
    /// </summary>
    public const int CaseTimeoutSeconds = 120;

    /// <summary>Below it a healthy case on a loaded runner could be taken as hung.</summary>
    public const int MinCaseTimeoutSeconds = 10;

    /// <summary>A GitHub-hosted job's own limit is six hours; past one, a hung case should not be waited for.</summary>
    public const int MaxCaseTimeoutSeconds = 3600;
}
