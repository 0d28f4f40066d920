using PerfGate.Evaluation.SelectionHistory;

// SelectionHistory --suite NAME --pairs FILE --builds DIR --traces DIR --assembly FILE.dll --out DIR [--failures FILE]
// The analysis half of eval/selection/history/run.sh (README.md beside it): the builds are run.sh's.
// Exit codes: 0 done; 2 bad input (options, a missing build); 1 anything else (a defect of this tool or the product).
try
{
    var options = HistoryOptions.Parse(args);
    var outcomes = await new HistoryAnalysis(options, Console.Out).RunAsync(CancellationToken.None);
    HistoryTable.Write(outcomes, options.OutputFolder);
    var failures = BuildFailure.Read(options.FailuresFile);
    var summary = HistorySummary.Of(options.Suite, outcomes, failures).Render(failures);
    File.WriteAllText(Path.Combine(options.OutputFolder, HistorySummary.FileName), summary);
    Console.Write(summary);
    return 0;
}
catch (Exception e) when (e is ArgumentException or FileNotFoundException or DirectoryNotFoundException or FormatException)
{
    Console.Error.WriteLine($"selhist: error: {e.Message}");
    return 2;
}
