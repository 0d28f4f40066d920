using PerfGate.Baseline;
using PerfGate.Confirmation;
using PerfGate.Ingest;
using PerfGate.Model;
using PerfGate.Reporting;
using PerfGate.Reports;
using PerfGate.Running;
using PerfGate.SourceLocations;

namespace PerfGate.Workflows;

/// <summary>
/// <c>perfgate gate</c>, what <c>dotnet build -t:PerfGate</c> runs: run the tagged benchmarks → read their
/// results → compare with the baseline → re-run flagged time regressions to confirm them → publish every
/// report. Publishing comes before the verdict is returned, so a failing gate reports like a passing one.
/// </summary>
public static class GateWorkflow
{
    /// <exception cref="PerfGateInputException">Bad input: found before any benchmark runs where it can be.</exception>
    public static async Task<GateReport> RunAsync(GateRequest request, BenchmarkRunner runner, TextWriter output, TextWriter error, CancellationToken cancellationToken = default)
    {
        var targets = request.ReportTargets;
        ReportTarget.EnsureNoneOverwrites(targets, request.BaselinePath, request.Layout.ResultsPath);
        // A report left by an earlier gate must never stand in for this one's, should this one fail to write it.
        if (File.Exists(request.Layout.ReportJsonPath))
        {
            File.Delete(request.Layout.ReportJsonPath);
        }
        var baseline = BaselineReader.Read(request.BaselinePath);

        // Warnings go to the error stream: standard output may carry a report (--report json).
        var current = await MeasureAsync(request, runner, error, cancellationToken).ConfigureAwait(false);
        GateReport report;
        if (current.Run is { } run)
        {
            var rerunner = request.Run is { } options ? new BenchmarkRerunner(runner, options, request.Layout, output) : null;
            var result = await ConfirmingGate.EvaluateAsync(baseline, run, request.Settings, rerunner, output, cancellationToken).ConfigureAwait(false);
            report = GateReportBuilder.From(result);
        }
        else
        {
            report = GateReportBuilder.RunFailed(current.Failure!, request.Settings);
        }

        if (request.SourceAssembly is { } assembly)
        {
            report = SourceAnnotator.Annotate(report, BenchmarkSourceMap.Read(assembly));
        }

        report = BaselineContext.AddTo(report, request.BaselinePath, baseline, request.Context);
        new ReportPublisher(output, error, request.Context).Publish(report, targets);
        return report;
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
