using PerfGate.Layout;
using PerfGate.Options;
using PerfGate.Reporting;
using PerfGate.Reports;
using PerfGate.Running;
using PerfGate.Statistics;
using PerfGate.Thresholds;

namespace PerfGate.Workflows;

/// <summary>Everything <c>perfgate gate</c> was asked to do, parsed and validated.</summary>
/// <param name="Run">Null to reuse the results of the last run in <paramref name="Layout"/>, which also means nothing can be re-run.</param>
/// <param name="Reports">None means the console table and the Markdown file. The JSON report in the artifacts folder is
/// always written: the MSBuild task and <c>perfgate comment</c> read it.</param>
/// <param name="Reporting">Where the gate runs and how it comments; <see cref="ReportingContext.None"/> when null.</param>
/// <param name="SourceAssemblyPath">The assembly whose PDB gives findings their source lines when <paramref name="Run"/> is null.</param>
internal sealed record GateRequest(
    string BaselinePath,
    RunLayout Layout,
    BenchmarkRunOptions? Run,
    GateSettings Settings,
    IReadOnlyList<ReportTarget> Reports,
    ReportingContext? Reporting = null,
    string? SourceAssemblyPath = null)
{
    public ReportingContext Context => Reporting ?? ReportingContext.None;

    /// <summary>What time compares with: the pull request's merge base on this runner (<c>auto</c> in a pull request),
    /// the committed baseline, or a git revision; resolved once, by <see cref="TimeReferenceResolver"/>.</summary>
    public CompareTo CompareTo { get; init; } = CompareTo.Auto;

    /// <summary>Time compared with the committed baseline may fail the gate (a dedicated, quiet machine).</summary>
    public bool StableMachine { get; init; }

    /// <summary>Profile every benchmark whose allocations regressed, to name the types that grew.</summary>
    public bool ExplainAllocations { get; init; } = true;

    /// <summary>Which benchmarks get a differential CPU profile saying where their time went: by default those whose time regressed.</summary>
    public TimeExplanationMode ExplainTime { get; init; } = TimeExplanationMode.Auto;

    public TimeSampler TimeSampler { get; init; } = TimeSampler.Auto;

    /// <summary>The same-runner mode builds its counterpart in the base revision.</summary>
    public string? ProjectPath { get; init; }

    /// <summary>The head build's global properties, which the same-runner mode builds the base with. Empty: a plain Release build.</summary>
    public IReadOnlyList<BuildProperty> BuildProperties { get; init; } = [];

    /// <summary>Same-runner mode: run only the benchmark methods whose executed code changed (<c>changed</c>), or all.</summary>
    public SelectMode Select { get; init; } = SelectMode.Changed;

    public int Pairs { get; init; } = GateDefaults.SameRunnerPairs;

    /// <summary>Read main's history since an anchor and say in the report when it drifted (docs/history.md); null: not read.</summary>
    public PerfGate.History.MainHistoryCheck? MainHistory { get; init; }

    /// <summary>The least time a benchmark case may run before it is taken as hung (<see cref="CaseTimeLimits"/>).</summary>
    public CaseTimeout CaseTimeout { get; init; } = CaseTimeout.Default;

    /// <summary>Every method gets all <see cref="Pairs"/>, judged once at the end, instead of stopping where decided.</summary>
    public bool FixedPairs { get; init; }

    public PairedLooks Looks => new(Pairs, FixedPairs);

    public string? SourceAssembly => Run?.AssemblyPath ?? SourceAssemblyPath;

    public IReadOnlyList<ReportTarget> ReportTargets
    {
        get
        {
            IReadOnlyList<ReportTarget> asked = Reports.Count > 0 ? Reports : [.. ReportKinds.GateDefaults(Layout).Select(t => new ReportTarget(t.Kind, t.Path))];
            var saved = new ReportTarget(ReportKinds.Json, Layout.ReportJsonPath);
            // The JSON comes before the GitHub targets: whatever happens to those, the report is saved.
            return Context.WithCiTargets(asked.Contains(saved) ? asked : [.. asked, saved]);
        }
    }
}
