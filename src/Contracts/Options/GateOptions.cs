namespace PerfGate.Options;

/// <summary>Every setting a user can give the gate, each with its CLI option and its MSBuild property.</summary>
public static class GateOptions
{
    public static readonly GateOption Baseline = new("--baseline", "PerfGateBaselinePath");
    public static readonly GateOption Results = new("--results", "PerfGateArtifactsPath");
    public static readonly GateOption Artifacts = new("--artifacts", "PerfGateArtifactsPath");
    public static readonly GateOption Assembly = new("--assembly", "the Release build of the benchmark project");
    public static readonly GateOption Category = new("--category", "PerfGateCategory");
    public static readonly GateOption Job = new("--job", "PerfGateJob");
    public static readonly GateOption TimeThreshold = new("--time-threshold", "PerfGateTimeThreshold");
    public static readonly GateOption AllocationThreshold = new("--alloc-threshold", "PerfGateAllocationThreshold");
    public static readonly GateOption Override = new("--override", "PerfGateThresholdOverride");
    public static readonly GateOption ConfirmReruns = new("--confirm-reruns", "PerfGateConfirmReruns");
    public static readonly GateOption Runs = new("--runs", "PerfGateBaselineRuns");
    public static readonly GateOption Report = new("--report", "PerfGateArtifactsPath");
    public static readonly GateOption ReuseResults = new("--reuse-results", "PerfGateReuseResults");
    public static readonly GateOption Verbose = new("--verbose", "PerfGateVerbose");
    public static readonly GateOption Comment = new("--comment", "PerfGateComment");
    public static readonly GateOption CompareTo = new("--compare-to", "PerfGateCompareTo");
    public static readonly GateOption Pairs = new("--pairs", "PerfGateSameRunnerPairs");
    public static readonly GateOption FixedPairs = new("--fixed-pairs", "no MSBuild property: a CLI option for fixed-cost gates and recordings");
    public static readonly GateOption StableMachine = new("--stable-machine", "PerfGateStableMachine");
    public static readonly GateOption ExplainAllocations = new("--explain-allocations", "PerfGateExplainAllocations");
    public static readonly GateOption Select = new("--select", "PerfGateSelect");
    public static readonly GateOption ExplainTime = new("--explain-time", "PerfGateExplainTime");
    public static readonly GateOption TimeSampler = new("--time-sampler", "PerfGateTimeSampler");
    public static readonly GateOption CaseTimeout = new("--case-timeout", "PerfGateCaseTimeout");
    public static readonly GateOption Project = new("--project", "the benchmark project");
    public static readonly GateOption BuildProperty = new("--build-property", "the benchmark build's MSBuild properties");
    public static readonly GateOption PullRequest = new("--pr", "the pull request number");
    public static readonly GateOption Shard = new("--shard", "PerfGateShard");
    public static readonly GateOption ShardResults = new("--shard-results", "PerfGateShardResults");
    public static readonly GateOption HistoryAnchor = new("--history-anchor", "PerfGateHistoryAnchor");
    public static readonly GateOption HistoryBranch = new("--history-branch", "PerfGateHistoryBranch");
    public static readonly GateOption HistoryUrl = new("--history-url", "PerfGateHistoryUrl");
}
