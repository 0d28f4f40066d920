using PerfGate.Baseline;
using PerfGate.Ingest;
using PerfGate.Reporting.Console;
using PerfGate.Reporting.Json;
using PerfGate.Reporting.Markdown;
using PerfGate.Verdicts;

namespace PerfGate.Workflows;

/// <summary>Baseline file × results → verdicts → the console table and the requested report files.</summary>
public static class CompareWorkflow
{
    /// <exception cref="PerfGateInputException">A file is missing, unreadable or malformed.</exception>
    public static GateResult Run(CompareRequest request, TextWriter output)
    {
        var baseline = BaselineReader.Read(request.BaselinePath);
        var current = ResultsLoader.Load(request.ResultsPath);
        var result = GateEvaluator.Evaluate(baseline, current, request.Settings);

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
