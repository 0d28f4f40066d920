using PerfGate.Ingest;
using PerfGate.Running;

namespace PerfGate.Workflows;

/// <summary><c>perfgate baseline record</c> (<c>dotnet build -t:PerfGateUpdateBaseline</c>): run the tagged
/// benchmarks several times, each run into its own folder of the layout, then pool them into the baseline.</summary>
internal static class BaselineRecordWorkflow
{
    /// <returns>Null when the baseline was written; otherwise why nothing was recorded (a run or a benchmark failed).</returns>
    public static async Task<string?> RunAsync(BaselineRecordRequest request, BenchmarkRunner runner, TextWriter output, TextWriter warnings, CancellationToken cancellationToken = default)
    {
        var resultsPaths = new List<string>();
        if (request.Run is not { } options)
        {
            resultsPaths.Add(LastRun.ResultsPath(request.Layout));
        }
        else
        {
            for (var run = 1; run <= request.Runs; run++)
            {
                if (request.Runs > 1)
                {
                    await output.WriteLineAsync($"PerfGate: baseline run {run} of {request.Runs}").ConfigureAwait(false);
                }

                var runOptions = options with { ArtifactsPath = request.Layout.RunFolder(run) };
                var outcome = await runner.RunAsync(runOptions, cancellationToken).ConfigureAwait(false);
                if (!outcome.Succeeded)
                {
                    return $"The benchmarks did not run: {outcome.Message}. The baseline is unchanged.";
                }

                resultsPaths.Add(runOptions.ResultsPath);
            }
        }

        var failed = BaselineUpdateWorkflow.Run(resultsPaths, request.BaselinePath, output, warnings);
        return failed.Count == 0 ? null : string.Join("\n", failed);
    }
}
