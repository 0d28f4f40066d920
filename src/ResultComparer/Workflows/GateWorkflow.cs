using PerfGate.Baseline;
using PerfGate.Confirmation;
using PerfGate.Explaining;
using PerfGate.Ingest;
using PerfGate.Model;
using PerfGate.Options;
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
public static class GateWorkflow
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

        var (report, setupFailure) = await SameRunnerReportAsync(request, baseline, runner, output, cancellationToken).ConfigureAwait(false);
        if (report is null)
        {
            // Warnings go to the error stream: standard output may carry a report (--report json).
            var current = await MeasureAsync(request, baseline, runner, output, error, cancellationToken).ConfigureAwait(false);
            var settings = TimeGatingPolicy.Judging(request.Settings, sameRunner: false, request.StableMachine);
            if (current.Run is { } run)
            {
                var rerunner = request.Run is { } options ? new BenchmarkRerunner(runner, options, request.Layout, output) : null;
                var result = await ConfirmingGate.EvaluateAsync(baseline, run, settings, rerunner, output, cancellationToken).ConfigureAwait(false);
                if (request.ExplainAllocations && request.Run is { } head)
                {
                    // No base build here: the head's profile alone.
                    result = await new AllocationExplainer(runner, output, request.Layout.AllocationProfilesPath).ExplainAsync(result, head, null, cancellationToken).ConfigureAwait(false);
                }

                report = GateReportBuilder.From(TimeGatingPolicy.ApplyToCommittedBaseline(HungMethods.Apply(result, current.Hung), request.StableMachine));
            }
            else if (current.Failure is null)
            {
                // Every method hung: nothing else ran to judge.
                var hosts = HostComparison.Compare(baseline.Host, baseline.Host);
                report = GateReportBuilder.From(TimeGatingPolicy.ApplyToCommittedBaseline(HungMethods.Only(current.Hung, hosts, settings), request.StableMachine));
            }
            else
            {
                report = GateReportBuilder.RunFailed(current.Failure!, request.Settings);
            }
        }

        if (request.SourceAssembly is { } assembly)
        {
            report = SourceAnnotator.Annotate(report, BenchmarkSourceMap.Read(assembly));
        }

        report = BaselineContext.AddTo(report, request.BaselinePath, baseline, request.Context);
        new ReportPublisher(output, error, request.Context).Publish(report, targets);
        return new GateOutcome(report, setupFailure);
    }

    /// <summary>The same-runner gate's report, or null when time compares with the committed baseline. A base that cannot
    /// be found, built or run fails the gate with its own code, published like any finding.</summary>
    private static async Task<(GateReport? Report, SameRunnerException? SetupFailure)> SameRunnerReportAsync(
        GateRequest request, BaselineDocument baseline, BenchmarkRunner runner, TextWriter output, CancellationToken cancellationToken)
    {
        try
        {
            var revision = await BaseRevisionResolver.ForAsync(request, output).ConfigureAwait(false);
            if (revision is null)
            {
                return (null, null);
            }

            var result = await new SameRunnerGate(runner, runner.DotnetPath, output).RunAsync(request, revision, baseline, cancellationToken).ConfigureAwait(false);
            return (GateReportBuilder.From(result), null);
        }
        catch (SameRunnerException e)
        {
            return (GateReportBuilder.RunFailed(e.Message, request.Settings, e.Code), e.IsSetupFailure ? e : null);
        }
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
