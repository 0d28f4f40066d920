using PerfGate.Baseline;
using PerfGate.Explaining;
using PerfGate.FileSystem;
using PerfGate.Git;
using PerfGate.Layout;
using PerfGate.Model;
using PerfGate.Options;
using PerfGate.Precompiling;
using PerfGate.Reporting;
using PerfGate.Reports;
using PerfGate.Running;
using PerfGate.Selection;
using PerfGate.Selection.Execution;
using PerfGate.Sharding;
using PerfGate.Statistics;
using PerfGate.Thresholds;
using PerfGate.Verdicts;

namespace PerfGate.Workflows.SameRunner;

/// <summary>
/// The same-runner mode of <c>perfgate gate</c>: check the base revision out in a git worktree under the artifacts
/// folder, build it, measure base and head in interleaved launch pairs on this machine, and judge both against the
/// base (<see cref="SameRunnerEvaluator"/>).
/// </summary>
/// <remarks>
/// Cost: one extra build (the base), one listing of the head's benchmarks, and up to <see cref="GateRequest.Pairs"/>
/// in-process launches of each method on each side. No confirm re-run: the pairs already measured both sides together.
/// </remarks>
internal sealed class SameRunnerGate(BenchmarkRunner runner, string dotnetPath, TextWriter output)
{
    public async Task<GateResult> RunAsync(
        GateRequest request, TimeReference.BaseRevision reference, BaselineDocument committed, CancellationToken cancellationToken)
    {
        var (folder, looks, settings) = await StartAsync(request, reference).ConfigureAwait(false);
        var revision = reference.Revision;
        using var worktree = BaseWorktree.Add(revision, RunLayout.BaseWorktreeFolder(folder), output);
        var builds = await PrepareAsync(request, committed, revision, worktree, folder, cancellationToken).ConfigureAwait(false);
        if (builds.MissingBase is { } missing)
        {
            await output.WriteLineAsync($"PerfGate: {HeadOnlyNote(missing)}").ConfigureAwait(false);
            var headOnly = await HeadOnlyAsync(committed, revision, builds, settings, looks, folder, missing, cancellationToken).ConfigureAwait(false);
            return await ExplainAsync(request, headOnly, builds.Head, null, cancellationToken).ConfigureAwait(false);
        }

        if (!request.Select.SelectsChanged)
        {
            // --select all: the gate as it was before the selection, report for report.
            var launches = await MeasureAsync(builds, builds.Methods, looks, settings, revision, folder, suite: null, cancellationToken).ConfigureAwait(false);
            var all = Judge(committed, launches.Base.Launches, launches.Head.Launches, settings, looks, revision, builds.Head.Category, launches.Hung);
            return await ExplainAsync(request, all, builds.Head, builds.Base, cancellationToken).ConfigureAwait(false);
        }

        var tracer = new TracedLaunch(runner, output);
        var traces = RunLayout.SelectionFolder(folder);
        // A traced case that hangs (a pull request that deadlocks) is killed at the limit the measured launches have,
        // rather than the selection waiting out its own backstop: on the head that fails its method
        // (SelectionPlan.Hung), on the base the method is measured and its pairs say so.
        var plan = await new ChangedCodeSelection(output).SelectAsync(
            request.Select, builds.BaseOutput, builds.HeadOutput, builds.Methods,
            new LaunchedExecution(tracer, builds.Base with { CaseLimits = builds.Limits }, "base", builds.Methods, traces),
            new LaunchedExecution(tracer, builds.Head with { CaseLimits = builds.Limits }, "head", builds.Methods, traces),
            method => CasesOf(committed, method), cancellationToken).ConfigureAwait(false);
        var result = plan.Running.Count == 0 && plan.Hung.Count == 0
            ? NothingRan(committed, settings, looks, revision, plan)
            : await MeasureSelectedAsync(committed, builds, plan, looks, settings, revision, folder, cancellationToken).ConfigureAwait(false);
        // While the base's worktree and build still exist: its side of each explanation is profiled from them.
        return await ExplainAsync(request, result, builds.Head, builds.Base, cancellationToken).ConfigureAwait(false);
    }

    /// <summary>The selected methods measured in pairs and judged; the others are reported unchanged as the selection
    /// decided, and the committed baseline's entries of theirs are not taken for missing benchmarks.</summary>
    private async Task<GateResult> MeasureSelectedAsync(
        BaselineDocument committed, Builds builds, SelectionPlan plan, PairedLooks looks, GateSettings settings, BaseRevision revision, string folder,
        CancellationToken cancellationToken)
    {
        var skipped = plan.Skipped.Select(s => s.Method).ToHashSet(StringComparer.Ordinal);
        var measuredOnly = committed with { Benchmarks = [.. committed.Benchmarks.Where(b => !skipped.Contains(BenchmarkMethodKey.Of(b.Id)))] };
        var launches = plan.Running.Count == 0
            ? null
            : await MeasureAsync(builds, plan.Running, looks, settings, revision, folder, suite: builds.Methods, cancellationToken).ConfigureAwait(false);
        var judged = Judge(
            measuredOnly, launches?.Base.Launches ?? [], launches?.Head.Launches ?? [], settings, looks, revision, builds.Head.Category, [.. plan.Hung, .. launches?.Hung ?? []],
            selectedOut: SelectedOut(plan));
        return WithSelection(judged, plan);
    }

    /// <summary>No method executes changed code: nothing is measured, every case is unchanged by the selection's argument.</summary>
    private static GateResult NothingRan(BaselineDocument committed, GateSettings settings, PairedLooks looks, BaseRevision revision, SelectionPlan plan)
    {
        var note = $"Head against {revision.Describe()}: no benchmark method executes code this change touched ({plan.Summary.Methods} compared), so none was measured.";
        var result = new GateResult([], HostComparison.Compare(committed.Host, committed.Host), SameRunnerEvaluator.ForPairedTime(settings, looks), []);
        return WithSelection(result with { Comparison = Comparison(revision, note, 0) }, plan);
    }

    private static GateResult WithSelection(GateResult result, SelectionPlan plan)
    {
        var measured = result.Benchmarks.Select(b => plan.For(BenchmarkMethodKey.Of(b.Id)) is { } decision ? b with { Selection = decision.Decision } : b);
        return result with
        {
            Benchmarks = [.. measured.Concat(SelectedOut(plan)).OrderBy(b => b.Id, StringComparer.Ordinal)],
            Comparison = result.Comparison is { } comparison ? comparison with { Selection = plan.Summary } : null,
        };
    }

    /// <summary>The cases of the methods the selection skipped, unchanged by its argument.</summary>
    private static List<BenchmarkVerdict> SelectedOut(SelectionPlan plan) =>
        [.. plan.Skipped.SelectMany(s => s.Cases.Select(id => new BenchmarkVerdict(id, BenchmarkStatus.Unchanged, null, null) { Selection = s.Decision }))];

    /// <summary>A method's cases as the committed baseline names them; the method itself where the baseline has none.</summary>
    private static IReadOnlyList<string> CasesOf(BaselineDocument committed, string method)
    {
        var cases = committed.Benchmarks.Select(b => b.Id).Where(id => BenchmarkMethodKey.Of(id) == method).Order(StringComparer.Ordinal).ToList();
        return cases.Count > 0 ? cases : [method];
    }

    private async Task<GateResult> ExplainAsync(GateRequest request, GateResult result, BenchmarkRunOptions head, BenchmarkRunOptions? @base, CancellationToken cancellationToken)
    {
        if (request.ExplainAllocations)
        {
            result = await new AllocationExplainer(runner, output, request.Layout.AllocationProfilesPath).ExplainAsync(result, head, @base, cancellationToken).ConfigureAwait(false);
        }

        return await new TimeExplainer(runner, output, request.Layout.TimeProfilesPath, request.Layout.ArtifactsPath, request.TimeSampler.UsesPerf)
            .ExplainAsync(result, request.ExplainTime, head, @base, cancellationToken).ConfigureAwait(false);
    }

    /// <summary>One matrix job's share: only its methods are measured, each launched as the unsharded gate would launch it.
    /// Nothing is judged here: <c>perfgate join</c> reads the launches back.</summary>
    /// <remarks>When the base revision lacks the benchmark project, the share of the head is measured alone, as the unsharded
    /// gate measures the whole head, and the join judges it as that gate does.</remarks>
    public async Task<ShardShareResult> RunShareAsync(
        GateRequest request, TimeReference.BaseRevision reference, ShardSpec shard, BaselineDocument committed, CancellationToken cancellationToken)
    {
        var (folder, looks, settings) = await StartAsync(request, reference).ConfigureAwait(false);
        var revision = reference.Revision;
        using var worktree = BaseWorktree.Add(revision, RunLayout.BaseWorktreeFolder(folder), output);
        var builds = await PrepareAsync(request, committed, revision, worktree, folder, cancellationToken).ConfigureAwait(false);
        if (builds is { BaseDidNotBuild: true, MissingBase: { } broken })
        {
            // A matrix job cannot judge allocations on its own: it fails, and the join names it missing.
            throw new SameRunnerException(DiagnosticCodes.SameRunnerBaseBuildFailed, $"Same-runner comparison: {broken}");
        }

        var share = new SameRunnerShare(revision.Ref, revision.Commit, revision.HeadCommit, revision.IsMergeBase, looks.Budget, request.FixedPairs, builds.Head.Category);
        if (builds.MissingBase is { } missing)
        {
            await output.WriteLineAsync($"PerfGate: {HeadOnlyNote(missing)}").ConfigureAwait(false);
            return await ShardShare.RunAsync(shard, request.Layout, builds.Head with { CaseLimits = builds.Limits }, ShardShare.CostOf(committed), runs: 1, runner, output, cancellationToken, share with { MissingBase = missing })
                .ConfigureAwait(false);
        }

        var plan = ShardPlanner.Plan(builds.Methods, shard.Count, ShardShare.CostOf(committed));
        var mine = builds.Methods.Where(m => plan[m] == shard.Index).ToList();
        string? failure = null;
        try
        {
            var launches = await MeasureAsync(builds, mine, looks, settings, revision, folder, builds.Methods, cancellationToken).ConfigureAwait(false);
            // The join reads launches back, not hangs: a shard with a hung method fails, naming it, rather than leave the
            // join pairs that stop short.
            failure = launches.Hung.Count > 0 ? string.Join(" ", launches.Hung.Select(h => VerdictText.Hang(h.ToReport()))) : null;
        }
        catch (SameRunnerException e)
        {
            failure = e.Message;
        }

        var manifest = new ShardManifest(shard, ShardPlanner.Fingerprint(builds.Methods, shard.Count), [.. mine.Order(StringComparer.Ordinal)], failure) { SameRunner = share };
        manifest.Write(request.Layout.ArtifactsPath);
        return new ShardShareResult(manifest, builds.Methods.Count);
    }

    /// <summary>The verdicts on measured launches, whether one gate measured them all or the join read them from every shard.</summary>
    /// <param name="category">Named when the base has none of it.</param>
    /// <param name="hung">Methods whose launch hung (<see cref="HungMethods"/>); their hung side's launches are not among the others.</param>
    /// <param name="missingBase">Why the base revision has nothing to pair (it lacks the benchmark project): the head was measured alone.</param>
    /// <param name="selectedOut">The cases the selection proved unchanged (<see cref="SameRunnerEvaluator.Evaluate"/>).</param>
    public static GateResult Judge(
        BaselineDocument committed, IReadOnlyList<BenchmarkRun> baseLaunches, IReadOnlyList<BenchmarkRun> headLaunches, GateSettings settings, PairedLooks looks,
        BaseRevision revision, string category, IReadOnlyList<HungMethod>? hung = null, string? missingBase = null, IReadOnlyList<BenchmarkVerdict>? selectedOut = null)
    {
        hung ??= [];
        var result = headLaunches.Count == 0 && hung.Count > 0
            ? HungMethods.Only(hung, HostComparison.Compare(committed.Host, committed.Host), SameRunnerEvaluator.ForPairedTime(settings, looks))
            : HungMethods.Apply(SameRunnerEvaluator.Evaluate(committed, baseLaunches, headLaunches, settings, looks, selectedOut), hung);
        var measured = Math.Min(baseLaunches.Count, headLaunches.Count);
        var note = missingBase is not null ? HeadOnlyNote(missingBase)
            : baseLaunches.Count == 0 && hung.Count == 0 && selectedOut is { Count: > 0 }
            ? $"Head against {revision.Describe()}: every benchmark method measured is new (the base revision lacks it), so no time verdicts; " +
              "allocations gate against the committed baseline. The others execute no code this change touched."
            : baseLaunches.Count == 0 && hung.Count == 0
            ? $"{Capital(revision.Describe())} has no benchmark in category '{category}': they are all new, so no time verdicts. Allocations gate against the committed baseline."
            : $"Head against {revision.Describe()}, measured on this machine in launch pairs per benchmark method, base and head back to back (A B, B A, …), {SteadyLaunch.Description}, each pair judged together, " +
              $"{looks.Plan}: at most {measured} pairs measured. " +
              "Allocations gate against the base revision's launches too (the committed baseline only for benchmarks the base lacks).";
        return result with { Comparison = Comparison(revision, note, measured) };
    }

    private async Task<(string Folder, PairedLooks Looks, GateSettings Settings)> StartAsync(GateRequest request, TimeReference.BaseRevision reference)
    {
        var folder = RunLayout.SameRunnerFolder(request.Layout.ArtifactsPath);
        Directory.CreateDirectory(folder);
        // A launch left by an earlier gate must never stand in for one of this gate's: a shard's join reads them back.
        foreach (var launch in Directory.EnumerateDirectories(folder, "r??-*").ToList())
        {
            LockedFiles.DeleteFolder(launch);
        }

        var looks = request.Looks;
        await output.WriteLineAsync(
            $"PerfGate: time compares with {reference.Revision.Describe()}, measured on this machine: base/head launch pairs per benchmark method, back to back; {looks.Plan}")
            .ConfigureAwait(false);
        return (folder, looks, reference.Judging(request.Settings));
    }

    /// <param name="MissingBase">The base revision lacks the benchmark project or does not build: why time has nothing to compare with.</param>
    /// <param name="BaseDidNotBuild">The latter: the pull request that fixes a broken base branch.</param>
    /// <param name="Limits">Each case's time limit in this gate's launches (<see cref="PrepareAsync"/>).</param>
    /// <param name="BaseOutput">The base's build output folder, which the selection compares with <paramref name="HeadOutput"/>.</param>
    private sealed record Builds(
        BenchmarkRunOptions Base, BenchmarkRunOptions Head, IReadOnlyList<string> Methods, string? MissingBase, CaseTimeLimits Limits, bool BaseDidNotBuild = false)
    {
        public string BaseOutput { get; init; } = "";

        public string HeadOutput { get; init; } = "";
    }

    /// <remarks>One set of case limits (<see cref="Builds.Limits"/>, from the committed baseline's times) for every launch
    /// that measures or traces, base or head: each is killed at the same limit, and what one finished launch teaches it
    /// holds for the next. The explainers' profiled launches run without one, as before.</remarks>
    private async Task<Builds> PrepareAsync(
        GateRequest request, BaselineDocument committed, BaseRevision revision, BaseWorktree worktree, string folder, CancellationToken cancellationToken)
    {
        var head = request.Run ?? throw new InvalidOperationException("The same-runner mode runs the benchmarks; it cannot reuse results.");
        var project = request.ProjectPath ?? throw new InvalidOperationException("The same-runner mode needs the benchmark project.");
        var baseProject = worktree.Counterpart(project);
        var baseAssembly = worktree.Counterpart(head.AssemblyPath);
        if (baseProject is null || baseAssembly is null)
        {
            throw new SameRunnerException(DiagnosticCodes.SameRunnerBaseBuildFailed,
                $"Same-runner comparison: the benchmark project '{project}' or its build output '{head.AssemblyPath}' lies outside the git checkout '{revision.RepositoryRoot}', so the base revision's counterpart cannot be found.");
        }

        var headOptions = head with { Job = head.Job.OneLaunchInProcess() };
        var limits = CaseTimeLimits.For(committed.Benchmarks, headOptions.Job, request.CaseTimeout);
        if (!File.Exists(baseProject))
        {
            var relative = Path.GetRelativePath(revision.RepositoryRoot, project).Replace('\\', '/');
            return new Builds(headOptions, headOptions, [],
                $"The benchmark project {relative} is not in {revision.Describe()} (commit {revision.Commit}): it is new since then, so time has nothing to compare with and has no verdicts.",
                limits);
        }

        // The head's build properties, a path into the head's checkout moved to the same place in the base's.
        var baseProperties = request.BuildProperties.Select(p => p with { Value = worktree.CounterpartOfValue(p.Value) }).ToList();
        if (await new BaseBuilder(dotnetPath, output)
            .BuildAsync(baseProject, baseProperties, baseAssembly, RunLayout.BaseBuildLogPath(folder), cancellationToken, (worktree.Path, revision.RepositoryRoot))
            .ConfigureAwait(false) is { } broken)
        {
            return new Builds(headOptions, headOptions, [],
                $"{Capital(revision.Describe())} (commit {revision.Commit}) {broken}: time has nothing to compare with and has no verdicts.", limits, BaseDidNotBuild: true);
        }

        // Pairs are per benchmark method, so the head's own list of methods decides what runs; a method the
        // base lacks is new and gets no time verdict.
        var methods = await BenchmarkLister.ListAsync(headOptions, dotnetPath, cancellationToken).ConfigureAwait(false);
        if (methods.Count == 0)
        {
            throw SameRunnerException.HeadDidNotRun($"no benchmark in {Path.GetFileName(head.AssemblyPath)} has the category '{head.Category}'. " +
                $"Tag the benchmarks to gate with [BenchmarkCategory(\"{head.Category}\")] on the class or method.");
        }

        // Launched from copies whose BenchmarkDotNet is compiled ahead of time: a launch starts faster and measures the same.
        var harness = new HarnessPrecompiler(dotnetPath, output, RunLayout.HarnessFolder(folder));
        var headLaunched = await harness.PrepareAsync(head.AssemblyPath, "head", cancellationToken).ConfigureAwait(false);
        var baseLaunched = await harness.PrepareAsync(baseAssembly, "base", cancellationToken).ConfigureAwait(false);
        return new Builds(headOptions with { AssemblyPath = baseLaunched }, headOptions with { AssemblyPath = headLaunched }, methods, null, limits)
        {
            BaseOutput = Path.GetDirectoryName(Path.GetFullPath(baseAssembly))!,
            HeadOutput = Path.GetDirectoryName(Path.GetFullPath(head.AssemblyPath))!,
        };
    }

    /// <param name="suite">The whole suite when <paramref name="methods"/> is one shard's share (<see cref="InterleavedLaunches.RunAsync"/>).</param>
    private async Task<InterleavedLaunches.Result> MeasureAsync(
        Builds builds, IReadOnlyList<string> methods, PairedLooks looks, GateSettings settings, BaseRevision revision, string folder, IReadOnlyList<string>? suite,
        CancellationToken cancellationToken)
    {
        var launches = await new InterleavedLaunches(runner, output)
            .RunAsync(
                builds.Base, builds.Head, methods, looks,
                (asked, baseRuns, headRuns) => SameRunnerEvaluator.MethodsNeedingMorePairs(asked, baseRuns, headRuns, settings, looks),
                folder, cancellationToken, suite, builds.Limits)
            .ConfigureAwait(false);
        if (launches.Head.Failure is { } headFailure)
        {
            throw SameRunnerException.HeadDidNotRun(headFailure);
        }

        if (launches.Base is { Failure: { } baseFailure, NothingTagged: false })
        {
            throw new SameRunnerException(DiagnosticCodes.SameRunnerBaseRunFailed,
                $"Same-runner comparison: {revision.Describe()} built, but its benchmarks did not run: {baseFailure}. " +
                $"Time cannot be compared; set PerfGateCompareTo (--compare-to) to '{CompareTo.BaselineValue}' for this run if the base is broken.");
        }

        return launches;
    }

    /// <summary>The head alone, judged as a sharded gate's join judges its shares (<see cref="Judge"/>).</summary>
    private async Task<GateResult> HeadOnlyAsync(
        BaselineDocument committed, BaseRevision revision, Builds builds, GateSettings settings, PairedLooks looks, string folder, string missing, CancellationToken cancellationToken)
    {
        var options = builds.Head with { ArtifactsPath = Path.Combine(folder, "head-1"), CaseLimits = builds.Limits };
        // The whole category in one launch: a method that hangs is set aside and the others run again without it.
        var measured = await CategoryRun.RunAsync(runner, options, output, cancellationToken).ConfigureAwait(false);
        if (!measured.Outcome.Succeeded && !measured.EveryMethodHung)
        {
            throw SameRunnerException.HeadDidNotRun(measured.Outcome.Message ?? "the benchmark process failed");
        }

        IReadOnlyList<BenchmarkRun> head = measured.EveryMethodHung ? [] : [Ingest.ResultsLoader.Load(options.ResultsPath, output)];
        var result = Judge(committed, [], head, settings, looks, revision, builds.Head.Category, measured.Hung, missing);
        return result with { Comparison = result.Comparison! with { BaseDidNotBuild = builds.BaseDidNotBuild } };
    }

    private static string HeadOnlyNote(string missing) => $"{missing} Allocations gate against the committed baseline.";

    private static string Capital(string text) => text.Length == 0 ? text : char.ToUpperInvariant(text[0]) + text[1..];

    private static ReportComparison Comparison(BaseRevision revision, string note, int pairs) =>
        new(ReportComparison.SameRunnerMode, TimeGates: pairs > 0, note, revision.Ref, revision.Commit, revision.HeadCommit, pairs);
}
