namespace PerfGate.Evaluation.SelectionHistory;

/// <summary>What one analysis of a suite's history was asked, parsed from the command line.</summary>
/// <param name="Suite">A label for the table (polly, autofac, openxml).</param>
/// <param name="PairsFile">run.sh's list of gated pairs whose two builds succeeded (<see cref="GatedPair"/>).</param>
/// <param name="BuildsFolder">One folder per built commit, named by its SHA (<see cref="BuildCache"/>).</param>
/// <param name="TracesFolder">What each build's methods executed, kept per build and method (<see cref="KeptExecution"/>).</param>
/// <param name="FailuresFile">run.sh's list of commits that did not build offline; may be absent.</param>
/// <param name="OutputFolder">Where the table, the skipped picks and the summary go.</param>
/// <param name="BenchmarkAssembly">The benchmark app's file name in each build, <c>Polly.Core.Benchmarks.dll</c>.</param>
internal sealed record HistoryOptions(
    string Suite, string PairsFile, string BuildsFolder, string TracesFolder, string? FailuresFile, string OutputFolder, string BenchmarkAssembly)
{
    public const string Usage =
        "usage: SelectionHistory --suite NAME --pairs FILE --builds DIR --traces DIR --assembly FILE.dll --out DIR [--failures FILE]";

    /// <exception cref="ArgumentException">An option is missing or has no value.</exception>
    public static HistoryOptions Parse(IReadOnlyList<string> args)
    {
        var values = new Dictionary<string, string>(StringComparer.Ordinal);
        for (var i = 0; i < args.Count; i += 2)
        {
            if (!args[i].StartsWith("--", StringComparison.Ordinal) || i + 1 >= args.Count)
            {
                throw new ArgumentException($"'{args[i]}' is not an option with a value. {Usage}");
            }

            values[args[i][2..]] = args[i + 1];
        }

        string Required(string name) => values.GetValueOrDefault(name) ?? throw new ArgumentException($"--{name} is missing. {Usage}");
        return new HistoryOptions(
            Required("suite"), Required("pairs"), Required("builds"), Required("traces"), values.GetValueOrDefault("failures"), Required("out"), Required("assembly"));
    }
}
