using PerfGate.Layout;
using PerfGate.Model;
using PerfGate.Running;

namespace PerfGate.Workflows;

/// <summary>
/// One process running the whole category (the committed-baseline mode's run), bounded case by case
/// (<see cref="BenchmarkRunOptions.CaseLimits"/>): when a case hangs, its process is killed, its method is set aside as
/// hung, and the category runs again without it, so every other benchmark is still measured and judged. The killed
/// run's log is kept beside the new one (<see cref="RunLayout.HungLogPath"/>).
/// </summary>
/// <remarks>BenchmarkDotNet writes its reports when every case has run, so a killed run leaves none: the others run again
/// from the start, which costs one more run of the category per hung method.</remarks>
internal static class CategoryRun
{
    /// <param name="Outcome">The last run's: succeeded, or why it did not (a hang it could not set aside included).</param>
    /// <param name="Hung">The methods set aside; when every method hung, the last outcome is a hang and nothing else ran.</param>
    public sealed record Result(BenchmarkRunResult Outcome, IReadOnlyList<HungMethod> Hung)
    {
        public bool EveryMethodHung { get; init; }
    }

    public static async Task<Result> RunAsync(BenchmarkRunner runner, BenchmarkRunOptions options, TextWriter output, CancellationToken cancellationToken)
    {
        var hung = new List<HungMethod>();
        IReadOnlyList<string>? methods = null;
        while (true)
        {
            var outcome = await runner.RunAsync(options, cancellationToken).ConfigureAwait(false);
            if (outcome is not { Outcome: BenchmarkRunOutcome.Hung, Hang: { } hang })
            {
                return new Result(outcome, hung);
            }

            methods ??= await ListAsync(runner, options, cancellationToken).ConfigureAwait(false);
            // Found by the name BenchmarkDotNet announced it with (no namespace): a name two methods share cannot be set aside.
            if (methods.Where(m => BenchmarkMethodKey.NamesCase(m, hang.Case)).ToList() is not [var method])
            {
                return new Result(outcome, hung);
            }

            var log = RunLayout.HungLogPath(options.ArtifactsPath, hung.Count + 1);
            File.Move(options.LogPath, log, overwrite: true);
            hung.Add(new HungMethod(method, null, hang, log));
            var others = methods.Where(m => !hung.Any(h => h.Method == m)).ToList();
            if (others.Count == 0)
            {
                return new Result(outcome, hung) { EveryMethodHung = true };
            }

            await output.WriteLineAsync(
                $"PerfGate: {method} hung: it fails the gate; running the other {others.Count} benchmark method(s) again without it (BenchmarkDotNet writes no results for a killed run)")
                .ConfigureAwait(false);
            options = options with { Filters = [.. others.SelectMany(BenchmarkMethodKey.Filters)] };
        }
    }

    // The hang stands without the list: only the others' re-run needs it.
    private static async Task<IReadOnlyList<string>> ListAsync(BenchmarkRunner runner, BenchmarkRunOptions options, CancellationToken cancellationToken)
    {
        try
        {
            return await BenchmarkLister.ListAsync(options, runner.DotnetPath, cancellationToken).ConfigureAwait(false);
        }
        catch (PerfGateInputException)
        {
            return [];
        }
    }
}
