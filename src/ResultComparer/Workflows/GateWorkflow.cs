using PerfGate.Baseline;
using PerfGate.Confirmation;
using PerfGate.Explaining;
using PerfGate.Ingest;
using PerfGate.Model;
using PerfGate.Reporting;
using PerfGate.Reports;
using PerfGate.Running;
using PerfGate.SourceLocations;
using PerfGate.Verdicts;
using PerfGate.Workflows.SameRunner;

namespace PerfGate.Workflows;

/// <summary>
/// <c>perfgate gate</c>, what <c>dotnet build -t:PerfGate</c> runs: run the tagged benchmarks → read their
/// results → compare with the baseline → re-run flagged time regressions to confirm them → publish every
/// report. Publishing comes before the verdict is returned, so a failing gate reports like a passing one.
/// </summary>
internal static class GateWorkflow
{
    /// <exception cref="PerfGateInputException">Bad input: found before any benchmark runs where it can be.</exception>
    public static async Task<GateOutcome> RunAsync(GateRequest request, BenchmarkRunner runner, TextWriter output, TextWriter error, CancellationToken cancellationToken = default)
    {
        var targets = request.ReportTargets;
        ReportTarget.EnsureNoneOverwrites(targets, request.BaselinePath, request.Layout.ResultsPath);
        // A report left by an earlier gate must never stand in for this one's, should this one fail to write it.
        if (File.Exists(request.Layout.ReportJsonPath))
        {
            File.Delete(request.Layout.ReportJsonPath);
        }
        var baseline = BaselineReader.Read(request.BaselinePath);
        var (report, setupFailure) = await ReportAsync(request, baseline, runner, output, error, cancellationToken).ConfigureAwait(false);

        if (request.SourceAssembly is { } assembly)
        {
            report = SourceAnnotator.Annotate(report, BenchmarkSourceMap.Read(assembly));
        }

        report = BaselineContext.AddTo(report, request.BaselinePath, baseline, request.Context);
        report = MainHistoryContext.AddTo(report, request.MainHistory);
        new ReportPublisher(output, error, request.Context).Publish(report, targets);
        return new GateOutcome(report, setupFailure);
    }

    /// <summary>A base that cannot be found, built or run fails the gate with its own code, published like any finding.</summary>
    private static async Task<(GateReport Report, SameRunnerException? SetupFailure)> ReportAsync(
        GateRequest request, BaselineDocument baseline, BenchmarkRunner runner, TextWriter output, TextWriter error, CancellationToken cancellationToken)
    {
        try
        {
            var reference = await TimeReferenceResolver.ResolveAsync(request, output).ConfigureAwait(false);
            return (reference is TimeReference.BaseRevision paired
                ? GateReportBuilder.From(await new SameRunnerGate(runner, runner.DotnetPath, output).RunAsync(request, paired, baseline, cancellationToken).ConfigureAwait(false))
                : await CommittedBaselineReportAsync(request, (TimeReference.CommittedBaseline)reference, baseline, runner, output, error, cancellationToken).ConfigureAwait(false), null);
        }
        catch (SameRunnerException e)
        {
            return (GateReportBuilder.RunFailed(e.Message, request.Settings, e.Code), e.IsSetupFailure ? e : null);
        }
    }

    private static async Task<GateReport> CommittedBaselineReportAsync(
        GateRequest request, TimeReference.CommittedBaseline reference, BaselineDocument baseline, BenchmarkRunner runner, TextWriter output, TextWriter error, CancellationToken cancellationToken)
    {
        // Warnings go to the error stream: standard output may carry a report (--report json).
        var current = await MeasureAsync(request, baseline, runner, output, error, cancellationToken).ConfigureAwait(false);
        var settings = reference.Judging(request.Settings);
        if (current.Run is { } run)
        {
            var rerunner = request.Run is { } options ? new BenchmarkRerunner(runner, options, request.Layout, output) : null;
            var result = await ConfirmingGate.EvaluateAsync(baseline, run, settings, rerunner, output, cancellationToken).ConfigureAwait(false);
            if (request.ExplainAllocations && request.Run is { } head)
            {
                // No base build here: the head's profile alone.
                result = await new AllocationExplainer(runner, output, request.Layout.AllocationProfilesPath).ExplainAsync(result, head, null, cancellationToken).ConfigureAwait(false);
            }

            var judged = reference.Apply(HungMethods.Apply(result, current.Hung));
            if (request.Run is { } measured)
            {
                // After the reference has said whether time gates: an advisory regression is not explained unless asked.
                // No base build here either: the head's profile alone, its most expensive methods.
                judged = await new TimeExplainer(runner, output, request.Layout.TimeProfilesPath, request.Layout.ArtifactsPath, request.TimeSampler.UsesPerf)
                    .ExplainAsync(judged, request.ExplainTime, measured, null, cancellationToken).ConfigureAwait(false);
            }

            return GateReportBuilder.From(judged);
        }

        // Nothing to judge: every method hung (no failure), or the run failed.
        return current.Failure is null
            ? GateReportBuilder.From(reference.Apply(HungMethods.Only(current.Hung, HostComparison.Compare(baseline.Host, baseline.Host), settings)))
            : GateReportBuilder.RunFailed(current.Failure, request.Settings);
    }

    /// <summary>The category's run, each case bounded by what the committed baseline says it takes; a method that hangs is
    /// set aside and the others run again without it (<see cref="CategoryRun"/>).</summary>
    private static async Task<Measured> MeasureAsync(
        GateRequest request, BaselineDocument baseline, BenchmarkRunner runner, TextWriter output, TextWriter warnings, CancellationToken cancellationToken)
    {
        if (request.Run is not { } options)
        {
            return new Measured(ResultsLoader.Load(LastRun.ResultsPath(request.Layout), warnings), null, []);
        }

        var first = options with
        {
            ArtifactsPath = request.Layout.RunFolder(1),
            CaseLimits = CaseTimeLimits.For(baseline.Benchmarks, options.Job, request.CaseTimeout),
        };
        var measured = await CategoryRun.RunAsync(runner, first, output, cancellationToken).ConfigureAwait(false);
        return measured switch
        {
            { Outcome.Succeeded: true } => new Measured(ResultsLoader.Load(first.ResultsPath, warnings), null, measured.Hung),
            { EveryMethodHung: true } => new Measured(null, null, measured.Hung),
            _ => new Measured(null, $"The benchmarks did not run: {measured.Outcome.Message}", measured.Hung),
        };
    }

    /// <param name="Run">Null when nothing was measured: <paramref name="Failure"/> says why, or every method hung.</param>
    private sealed record Measured(BenchmarkRun? Run, string? Failure, IReadOnlyList<HungMethod> Hung);
}
