using PerfGate.Baseline;
using PerfGate.Confirmation;
using PerfGate.Ingest;
using PerfGate.Reporting.Console;
using PerfGate.Reporting.Json;
using PerfGate.Reporting.Markdown;
using PerfGate.Running;
using PerfGate.Verdicts;

namespace PerfGate.Workflows;

/// <summary>
/// Baseline file × results → verdicts (confirming flagged time regressions by re-running them, when the
/// benchmark app is known) → the console table and the requested report files.
/// </summary>
public static class CompareWorkflow
{
    /// <exception cref="PerfGateInputException">A file is missing, unreadable or malformed.</exception>
    public static async Task<GateResult> RunAsync(CompareRequest request, TextWriter output, CancellationToken cancellationToken = default)
    {
        var baseline = BaselineReader.Read(request.BaselinePath);
        var current = ResultsLoader.Load(request.ResultsPath);
        var rerunner = request.Rerun is { } runOptions ? new BenchmarkRerunner(new BenchmarkRunner(output), runOptions, output) : null;
        var result = await ConfirmingGate.EvaluateAsync(
            baseline, current, request.Settings, rerunner, output, cancellationToken).ConfigureAwait(false);

        new ConsoleTableReporter().Write(result, output);
        if (request.JsonReportPath is { } jsonPath)
        {
            new JsonReporter().WriteToFile(result, jsonPath, "--report-json");
            output.WriteLine($"JSON report: {Path.GetFullPath(jsonPath)}");
        }

        if (request.MarkdownReportPath is { } markdownPath)
        {
            new MarkdownReporter().WriteToFile(result, markdownPath, "--report-md");
            output.WriteLine($"Markdown report: {Path.GetFullPath(markdownPath)}");
        }

        return result;
    }
}
