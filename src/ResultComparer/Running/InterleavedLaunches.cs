using PerfGate.Ingest;
using PerfGate.Model;

namespace PerfGate.Running;

/// <summary>
/// Measures two builds of the same benchmarks on one machine, one launch per process, alternating in time:
/// pair 1 runs base then head, pair 2 head then base, and so on (A B B A A B …). Whatever the machine does
/// during a pair hits both of its launches alike, and a steady drift (a machine warming up, a neighbour's job
/// starting) favours neither side, because each side goes first in every other pair.
/// </summary>
public sealed class InterleavedLaunches(BenchmarkRunner runner, TextWriter output)
{
    /// <summary>One side's launches, one run per launch in launch order, and why it stopped early (null: it did not).</summary>
    /// <param name="NothingTagged">The build has no benchmark in the category (for the base: all benchmarks are new).</param>
    public sealed record Side(IReadOnlyList<BenchmarkRun> Launches, string? Failure, bool NothingTagged);

    public sealed record Result(Side Base, Side Head);

    /// <param name="baseOptions">How to run the base build; each launch writes into <c>base-i</c> under <paramref name="folder"/>.</param>
    /// <param name="headOptions">How to run the head build; each launch writes into <c>head-i</c>.</param>
    public async Task<Result> RunAsync(BenchmarkRunOptions baseOptions, BenchmarkRunOptions headOptions, int pairs, string folder, CancellationToken cancellationToken)
    {
        var runs = new Dictionary<bool, List<BenchmarkRun>> { [true] = [], [false] = [] };
        var failures = new Dictionary<bool, (string Message, bool NothingTagged)>();
        for (var pair = 1; pair <= pairs && failures.Count == 0; pair++)
        {
            var baseFirst = pair % 2 == 1;
            await output.WriteLineAsync($"PerfGate: launch pair {pair} of {pairs}: {(baseFirst ? "base, then head" : "head, then base")}").ConfigureAwait(false);
            foreach (var isBase in baseFirst ? new[] { true, false } : [false, true])
            {
                // A base with no tagged benchmark (they are new in this change) ends the pairs, but the head still
                // gets its launch: allocations gate against the committed baseline whatever the base has.
                if (failures.Count > 0 && !(failures.TryGetValue(true, out var f) && f.NothingTagged && !isBase))
                {
                    break;
                }

                var options = (isBase ? baseOptions : headOptions) with
                {
                    ArtifactsPath = Path.Combine(folder, $"{(isBase ? "base" : "head")}-{pair}"),
                };
                var outcome = await runner.RunAsync(options, cancellationToken).ConfigureAwait(false);
                if (outcome.Succeeded)
                {
                    runs[isBase].Add(ResultsLoader.Load(options.ResultsPath, output));
                }
                else
                {
                    cancellationToken.ThrowIfCancellationRequested();
                    failures[isBase] = (outcome.Message ?? "the benchmarks did not run", outcome.Outcome == BenchmarkRunOutcome.NoBenchmarkMatched);
                }
            }
        }

        Side SideOf(bool isBase) => failures.TryGetValue(isBase, out var failure)
            ? new Side(runs[isBase], failure.Message, failure.NothingTagged)
            : new Side(runs[isBase], null, false);
        return new Result(SideOf(true), SideOf(false));
    }
}
