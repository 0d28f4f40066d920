using System.CommandLine;
using PerfGate.Options;
using PerfGate.Reporting;
using PerfGate.Reporting.GitHub;
using PerfGate.Running;
using PerfGate.Sharding;
using PerfGate.Workflows;
using PerfGate.Workflows.SameRunner;
using PerfGate.Workflows.Sharding;

namespace PerfGate.Cli;

/// <summary><c>perfgate gate</c>: what <c>dotnet build -t:PerfGate</c> runs (<see cref="GateWorkflow"/>).</summary>
internal sealed class GateCommand : Command
{
    private readonly GitHubActionsEnvironment _environment;

    private readonly Option<string> _comment = CliConventions.CommentOption();

    private readonly Option<string> _baseline = CliConventions.BaselineOption("The committed baseline file.");

    private readonly Option<bool> _reuseResults = new("--reuse-results") { Description = "Gate the results of the last run in --artifacts instead of running the benchmarks (nothing can be re-run then)." };

    private readonly Option<string?> _compareTo = new(GateOptions.CompareTo.CliName)
    {
        Description = "What time compares with: 'auto' (default: in a pull request the merge base with GITHUB_BASE_REF, built and measured on this machine " +
            "interleaved with the head; elsewhere the committed baseline), 'baseline' (the committed baseline), or a git revision to measure beside the head. " +
            "Allocations gate against the base revision's launches in that mode (the committed baseline for benchmarks it lacks), else against the committed baseline.",
    };

    private readonly Option<bool> _stableMachine = new(GateOptions.StableMachine.CliName)
    {
        Description = "The machine is dedicated and quiet: a time regression against the committed baseline fails the gate. Without it, it is a warning.",
    };

    private readonly Option<bool> _explainAllocations = new(GateOptions.ExplainAllocations.CliName)
    {
        Description = "For each benchmark whose allocations regressed, profile one more launch (of the base revision too, in the same-runner mode) " +
            "and name the types that grew, with their call sites; 'false' runs no profiler.",
        DefaultValueFactory = _ => true,
    };

    private readonly Option<string?> _explainTime = new(GateOptions.ExplainTime.CliName)
    {
        Description = "Where the time went: for each benchmark whose time regressed ('auto', the default), or every benchmark ('true'), one CPU-sampled launch " +
            "per side (head, and the base revision in the same-runner mode) names the methods that took the extra nanoseconds per operation, with intervals " +
            "and source lines, and keeps speedscope files and a differential flame graph; 'false' runs no profiler.",
    };

    private readonly Option<string?> _timeSampler = new(GateOptions.TimeSampler.CliName)
    {
        Description = "What samples the CPU for --explain-time: 'auto' (the default) Linux perf where it may sample, else EventPipe's sampler; " +
            "'perf' only perf; 'eventpipe' EventPipe's sampler even where perf samples.",
    };

    private readonly Option<string?> _pairs = new(GateOptions.Pairs.CliName)
    {
        Description = $"Same-runner mode: base/head launch pairs per benchmark method ({GateDefaults.MinSameRunnerPairs}–{GateDefaults.MaxSameRunnerPairs}). Default: {GateDefaults.SameRunnerPairs}.",
    };

    private readonly Option<bool> _fixedPairs = new(GateOptions.FixedPairs.CliName)
    {
        Description = "Same-runner mode: every method gets all --pairs pairs and one verdict at the end, instead of stopping where decided " +
            "(a gate whose cost does not depend on its verdicts; recordings that keep every pair).",
    };

    private readonly Option<string?> _select = new(GateOptions.Select.CliName)
    {
        Description = $"Same-runner mode: '{SelectMode.Changed}' (default) runs only the benchmark methods whose executed code differs between the base and the head " +
            $"(traced, method by method; every one when a package, the runtime's settings or a data file differs), the others are reported unchanged; '{SelectMode.All}' runs every one.",
    };

    private readonly Option<string?> _caseTimeout = new(GateOptions.CaseTimeout.CliName)
    {
        Description = $"The least time one benchmark case may run before it is taken as hung: its process is killed with its children, its method fails " +
            $"(PG0103) and the others are judged as usual. A case known to take longer gets {CaseTimeLimit.Factor} × that (its method's longest case so far, or what the " +
            $"baseline says). Whole seconds or minutes, {GateDefaults.MinCaseTimeoutSeconds}s–{GateDefaults.MaxCaseTimeoutSeconds / 60}m. Default: {CaseTimeout.Default}.",
    };

    private readonly Option<string?> _project = new(GateOptions.Project.CliName) { Description = "The benchmark project file (.csproj); the same-runner mode builds its counterpart at the base revision." };

    private readonly Option<string[]> _buildProperties = new(GateOptions.BuildProperty.CliName)
    {
        Description = "Name=Value, repeatable: a global MSBuild property the head's benchmark build had; the same-runner mode builds the base revision " +
            "with the same ones (Configuration=Release when none is given). The MSBuild target passes its build's own.",
    };

    private readonly BenchmarkRunOptionSet _run = new(
        "Folder for the run's output: results/, perfgate-run.log, confirm-N/ re-runs, perfgate-report.json and .md.");

    private readonly GateSettingsOptionSet _settings = new(withConfirmReruns: true);

    private readonly Option<string> _shard = new(GateOptions.Shard.CliName) { Description = "Run only shard i of n of the tagged benchmarks (a matrix job) and decide nothing; 'perfgate join' judges all shards." };

    private readonly HistoryOptionSet _history = new();

    private readonly Option<string[]> _reports = CliConventions.ReportOption("Default: console, and md to <artifacts>/perfgate-report.md; json to <artifacts>/perfgate-report.json is always written; in GitHub Actions also github-summary and github-comment.");

    public GateCommand(GitHubActionsEnvironment environment)
        : base("gate", "Run the tagged benchmarks, compare them with the baseline, confirm flagged time regressions, and write every report; exit 0 pass, 1 regression or failed benchmark, 2 bad input.")
    {
        Options.Add(_baseline);
        _run.AddTo(this);
        CliConventions.Add(
            this, _reuseResults, _compareTo, _stableMachine, _explainAllocations, _explainTime, _timeSampler, _pairs, _fixedPairs, _select, _caseTimeout, _project, _buildProperties, _shard);
        _settings.AddTo(this);
        _history.AddTo(this);
        CliConventions.Add(this, _reports, _comment);
        _environment = environment;
        SetAction(InvokeAsync);
    }

    private async Task<int> InvokeAsync(ParseResult parseResult, CancellationToken cancellationToken)
    {
        var (output, error) = (parseResult.InvocationConfiguration.Output, parseResult.InvocationConfiguration.Error);
        var request = ReadRequest(parseResult);
        if (parseResult.GetValue(_shard) is { } shard)
        {
            try
            {
                var manifest = await ShardGateWorkflow.RunAsync(request, ShardSpec.Parse(shard, GateOptions.Shard), new BenchmarkRunner(output), output, cancellationToken)
                    .ConfigureAwait(false);
                return GateOutcome.ExitCodeOf(passed: manifest.Failure is null, failure: null);
            }
            catch (SameRunnerException e)
            {
                // No manifest: the join names this shard as missing, and this job's log says why, with the code.
                error.WriteLine(ToolDiagnosticLine.Error("gate", e.Code, e.Message));
                return GateOutcome.ExitCodeOf(passed: false, failure: e);
            }
        }

        var outcome = await GateWorkflow.RunAsync(request, new BenchmarkRunner(output), output, error, cancellationToken).ConfigureAwait(false);
        if (outcome.SetupFailure is { } setup)
        {
            // The report is published all the same (a pull request learns why); the one line on stderr carries
            // the code, which the MSBuild task logs as the error's own.
            error.WriteLine(ToolDiagnosticLine.Error("gate", setup.Code, setup.Message));
        }

        return GateOutcome.ExitCodeOf(outcome.Report.Passed, outcome.SetupFailure);
    }

    // Every value is checked here, before any benchmark runs: a typo costs seconds, not a run.
    private GateRequest ReadRequest(ParseResult parseResult)
    {
        var layout = _run.ReadLayout(parseResult);
        var settings = _settings.Read(parseResult);
        var reports = CliConventions.ReportTargets(parseResult, _reports);
        var reuse = parseResult.GetValue(_reuseResults);
        var run = reuse ? null : _run.Read(parseResult, layout);
        // With --reuse-results nothing runs, but an --assembly still gives the findings their source lines.
        var sourceAssembly = reuse && parseResult.GetValue(_run.Assembly) is { Length: > 0 } assembly ? Path.GetFullPath(assembly) : null;
        var reporting = CliConventions.Reporting(parseResult, _environment, new CommentSettings(CommentMode.Parse(parseResult.GetValue(_comment))));
        var pairs = parseResult.GetValue(_pairs) is { } pairsText ? CountOption.Pairs.Parse(pairsText) : GateDefaults.SameRunnerPairs;
        var caseTimeout = parseResult.GetValue(_caseTimeout) is { } timeoutText ? CaseTimeout.Parse(timeoutText, GateOptions.CaseTimeout) : CaseTimeout.Default;
        var project = parseResult.GetValue(_project) is { Length: > 0 } projectPath ? Path.GetFullPath(projectPath) : null;
        return new GateRequest(Path.GetFullPath(parseResult.GetValue(_baseline)!), layout, run, settings, reports, reporting, sourceAssembly)
        {
            CompareTo = CompareTo.Parse(parseResult.GetValue(_compareTo)),
            StableMachine = parseResult.GetValue(_stableMachine),
            ExplainAllocations = parseResult.GetValue(_explainAllocations),
            ExplainTime = TimeExplanationMode.Parse(parseResult.GetValue(_explainTime)),
            TimeSampler = TimeSampler.Parse(parseResult.GetValue(_timeSampler)),
            ProjectPath = project,
            BuildProperties = (parseResult.GetValue(_buildProperties) ?? []).Select(p => BuildProperty.Parse(p, GateOptions.BuildProperty)).ToList(),
            Pairs = pairs,
            FixedPairs = parseResult.GetValue(_fixedPairs),
            Select = SelectMode.Parse(parseResult.GetValue(_select)),
            CaseTimeout = caseTimeout,
            MainHistory = _history.ReadForGate(parseResult, settings, Path.GetDirectoryName(Path.GetFullPath(parseResult.GetValue(_baseline)!))!),
        };
    }
}
