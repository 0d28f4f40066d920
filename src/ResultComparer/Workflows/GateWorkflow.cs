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
            var current = await MeasureAsync(request, runner, error, cancellationToken).ConfigureAwait(false);
            if (current.Run is { } run)
            {
                var settings = TimeGatingPolicy.Judging(request.Settings, sameRunner: false, request.StableMachine);
                var rerunner = request.Run is { } options ? new BenchmarkRerunner(runner, options, request.Layout, output) : null;
                var result = await ConfirmingGate.EvaluateAsync(baseline, run, settings, rerunner, output, cancellationToken).ConfigureAwait(false);
                if (request.ExplainAllocations && request.Run is { } head)
                {
                    // No base build here: the head's profile alone.
                    result = await new AllocationExplainer(runner, output, request.Layout.AllocationProfilesPath).ExplainAsync(result, head, null, cancellationToken).ConfigureAwait(false);
                }

                report = GateReportBuilder.From(TimeGatingPolicy.ApplyToCommittedBaseline(result, request.StableMachine));
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

    private static async Task<Measured> MeasureAsync(GateRequest request, BenchmarkRunner runner, TextWriter warnings, CancellationToken cancellationToken)
    {
        if (request.Run is not { } options)
        {
            return new Measured(ResultsLoader.Load(LastRun.ResultsPath(request.Layout), warnings), null);
        }

        var first = options with { ArtifactsPath = request.Layout.RunFolder(1) };
        var outcome = await runner.RunAsync(first, cancellationToken).ConfigureAwait(false);
        return outcome.Succeeded
            ? new Measured(ResultsLoader.Load(first.ResultsPath, warnings), null)
            : new Measured(null, $"The benchmarks did not run: {outcome.Message}");
    }

    private sealed record Measured(BenchmarkRun? Run, string? Failure);
}
