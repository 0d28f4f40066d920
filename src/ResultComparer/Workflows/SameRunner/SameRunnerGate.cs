using PerfGate.Baseline;
using PerfGate.Options;
using PerfGate.Reporting;
using PerfGate.Reports;
using PerfGate.Running;
using PerfGate.Statistics;
using PerfGate.Thresholds;
using PerfGate.Verdicts;

namespace PerfGate.Workflows.SameRunner;

/// <summary>
/// The same-runner mode of <c>perfgate gate</c>: check the base revision out in a git worktree under the artifacts
/// folder, build its benchmark project in Release, measure base and head in interleaved launch pairs on this
/// machine, and judge both against the base: time on the pairs, allocations on each side's launches (the committed
/// baseline only for benchmarks the base revision lacks; see <see cref="SameRunnerEvaluator"/>).
/// </summary>
/// <remarks>
/// Cost, bounded: one extra Release build (the base), one listing of the head's benchmarks, and
/// <see cref="GateRequest.Pairs"/> (default <see cref="GateDefaults.SameRunnerPairs"/>) launches of each benchmark
/// method on each side instead of the job's 3, each launch a process of its own running that method's cases
/// in-process (no generated-project build per launch). No confirm re-run: the pairs already measured both sides together.
/// </remarks>
public sealed class SameRunnerGate(BenchmarkRunner runner, string dotnetPath, TextWriter output)
{
    /// <summary>The folder (under the artifacts folder) holding the base worktree, its build log and every launch.</summary>
    public const string FolderName = "same-runner";

    /// <exception cref="SameRunnerException">The base could not be checked out, built or run, or the head's benchmarks did not run.</exception>
    public async Task<GateResult> RunAsync(
        GateRequest request, BaseRevision revision, BaselineDocument committed, CancellationToken cancellationToken)
    {
        var head = request.Run ?? throw new InvalidOperationException("The same-runner mode runs the benchmarks; it cannot reuse results.");
        var project = request.ProjectPath ?? throw new InvalidOperationException("The same-runner mode needs the benchmark project.");
        var folder = Path.Combine(request.Layout.ArtifactsPath, FolderName);
        Directory.CreateDirectory(folder);
        var looks = request.Looks;
        var settings = TimeGatingPolicy.Judging(request.Settings, sameRunner: true, request.StableMachine);
        await output.WriteLineAsync(
            $"PerfGate: time compares with {revision.Describe()}, measured on this machine: base/head launch pairs per benchmark method, back to back; {looks.Plan}")
            .ConfigureAwait(false);

        using var worktree = BaseWorktree.Add(revision, Path.Combine(folder, "base"));
        var baseProject = worktree.Counterpart(project);
        var baseAssembly = worktree.Counterpart(head.AssemblyPath);
        if (baseProject is null || baseAssembly is null)
        {
            throw new SameRunnerException(DiagnosticCodes.SameRunnerBaseBuildFailed,
                $"Same-runner comparison: the benchmark project '{project}' or its build output '{head.AssemblyPath}' lies outside the git checkout '{revision.RepositoryRoot}', so the base revision's counterpart cannot be found.");
        }

        var oneLaunch = head.Job.OneLaunchInProcess();
        var headOptions = head with { Job = oneLaunch };
        if (!File.Exists(baseProject))
        {
            var relative = Path.GetRelativePath(revision.RepositoryRoot, project).Replace('\\', '/');
            var missing = $"The benchmark project {relative} is not in {revision.Describe()} (commit {revision.Commit}): it is new since then, so time has nothing to compare with and has no verdicts.";
            await output.WriteLineAsync($"PerfGate: {missing} Allocations gate against the committed baseline.").ConfigureAwait(false);
            return await HeadOnlyAsync(committed, revision, headOptions, settings, looks, folder, missing, cancellationToken).ConfigureAwait(false);
        }

        // The head's build properties, a path into the head's checkout moved to the same place in the base's.
        var baseProperties = request.BuildProperties.Select(p => p with { Value = worktree.CounterpartOfValue(p.Value) }).ToList();
        await new BaseBuilder(dotnetPath, output)
            .BuildAsync(baseProject, baseProperties, baseAssembly, Path.Combine(folder, "base-build.log"), cancellationToken).ConfigureAwait(false);
        // Pairs are per benchmark method, so the head's own list of methods decides what runs; a method the
        // base lacks is new and gets no time verdict.
        var methods = await BenchmarkLister.ListAsync(headOptions, dotnetPath, cancellationToken).ConfigureAwait(false);
        if (methods.Count == 0)
        {
            throw SameRunnerException.HeadDidNotRun($"no benchmark in {Path.GetFileName(head.AssemblyPath)} has the category '{head.Category}'. " +
                $"Tag the benchmarks to gate with [BenchmarkCategory(\"{head.Category}\")] on the class or method.");
        }

        var launches = await new InterleavedLaunches(runner, output)
            .RunAsync(
                headOptions with { AssemblyPath = baseAssembly },
                headOptions,
                methods,
                looks,
                (method, baseRuns, headRuns) => SameRunnerEvaluator.IsDecided(method, baseRuns, headRuns, settings, looks),
                folder,
                cancellationToken)
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

        var result = SameRunnerEvaluator.Evaluate(committed, launches.Base.Launches, launches.Head.Launches, settings, looks);
        var measured = Math.Min(launches.Base.Launches.Count, launches.Head.Launches.Count);
        var note = launches.Base.NothingTagged
            ? $"{Capital(revision.Describe())} has no benchmark in category '{head.Category}': they are all new, so no time verdicts. Allocations gate against the committed baseline."
            : $"Head against {revision.Describe()}, measured on this machine in launch pairs per benchmark method, base and head back to back (A B, B A, …), each pair judged together, " +
              $"{looks.Plan}: at most {measured} pairs measured. " +
              "Allocations gate against the base revision's launches too (the committed baseline only for benchmarks the base lacks).";
        return result with { Comparison = Comparison(revision, note, measured) };
    }

    private async Task<GateResult> HeadOnlyAsync(
        BaselineDocument committed, BaseRevision revision, BenchmarkRunOptions headOptions, GateSettings settings, PairedLooks looks, string folder, string note,
        CancellationToken cancellationToken)
    {
        var options = headOptions with { ArtifactsPath = Path.Combine(folder, "head-1") };
        var outcome = await runner.RunAsync(options, cancellationToken).ConfigureAwait(false);
        if (!outcome.Succeeded)
        {
            throw SameRunnerException.HeadDidNotRun(outcome.Message ?? "the benchmark process failed");
        }

        var run = Ingest.ResultsLoader.Load(options.ResultsPath, output);
        var result = SameRunnerEvaluator.Evaluate(committed, [], [run], settings, looks);
        return result with { Comparison = Comparison(revision, note + " Allocations gate against the committed baseline.", 0) };
    }

    private static string Capital(string text) => text.Length == 0 ? text : char.ToUpperInvariant(text[0]) + text[1..];

    private static ReportComparison Comparison(BaseRevision revision, string note, int pairs) =>
        new(ReportComparison.SameRunnerMode, TimeGates: pairs > 0, note, revision.Ref, revision.Commit, revision.HeadCommit, pairs);
}
