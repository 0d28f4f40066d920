using PerfGate.Model;
using PerfGate.Options;

namespace PerfGate.Ingest;

/// <summary>
/// Turns <c>--results</c> (a report file, or a directory searched recursively) into one <see cref="BenchmarkRun"/>.
/// </summary>
internal static class ResultsLoader
{
    public const string FullSuffix = "-report-full.json";
    public const string CompressedSuffix = "-report-full-compressed.json";

    // BenchmarkDotNet 0.14's brief JSON still carries Statistics.OriginalValues (it drops only Measurements), so it is
    // usable; it ranks last because it lacks the launch/iteration layout.
    public const string BriefSuffix = "-report-brief.json";

    private static readonly string[] Suffixes = { FullSuffix, CompressedSuffix, BriefSuffix };

    public static BenchmarkRun Load(string path) => Load(path, TextWriter.Null);

    /// <param name="warnings">Receives a <c>PerfGate: warning:</c> line per report measured on another host than the first.</param>
    public static BenchmarkRun Load(string path, TextWriter warnings)
    {
        var files = FindReportFiles(path);
        var reports = ReadAll(files);

        var origin = new Dictionary<string, string>(StringComparer.Ordinal);
        foreach (var report in reports)
        {
            foreach (var benchmark in report.Benchmarks)
            {
                if (!origin.TryAdd(benchmark.Id, report.Path))
                {
                    throw new PerfGateInputException(
                        string.Equals(origin[benchmark.Id], report.Path, StringComparison.Ordinal)
                            ? $"{report.Path}: benchmark '{benchmark.Id}' appears twice in the file; it is damaged or not one BenchmarkDotNet report."
                            : $"{report.Path}: benchmark '{benchmark.Id}' also appears in {origin[benchmark.Id]}. Point it at the output of a single run.");
                }
            }
        }

        // All files of one run share the host.
        var host = HostMismatch.Choose(
            reports.Select(r => (r.Path, r.Host)),
            warnings,
            (path, first, difference) => $"the results mix hosts: {path} differs from {first} in {difference}; the run is taken as measured on the host of {first}.");

        var job = reports.Select(r => r.Job).FirstOrDefault(j => j != JobSettings.Unknown) ?? JobSettings.Unknown;
        var ordered = reports.SelectMany(r => r.Benchmarks).OrderBy(b => b.Id, StringComparer.Ordinal).ToList();
        return new BenchmarkRun(host, job, ordered);
    }

    // BenchmarkDotNet writes one report per class, so a large suite is hundreds of files: they are read in
    // parallel, and a problem is reported for the first bad file in name order, as reading them in order would.
    private static BdnReport[] ReadAll(IReadOnlyList<string> files)
    {
        var reports = new BdnReport[files.Count];
        var problems = new Exception?[files.Count];
        Parallel.For(0, files.Count, i =>
        {
            try
            {
                reports[i] = BdnReportReader.Read(files[i]);
            }
            catch (Exception e)
            {
                problems[i] = e;
            }
        });
        if (Array.Find(problems, p => p is not null) is { } first)
        {
            System.Runtime.ExceptionServices.ExceptionDispatchInfo.Throw(first);
        }

        return reports;
    }

    public static IReadOnlyList<string> FindReportFiles(string path)
    {
        if (File.Exists(path))
        {
            return new[] { path };
        }

        if (!Directory.Exists(path))
        {
            throw new PerfGateInputException(GateOptions.Results, $"'{path}' does not exist. Pass a BenchmarkDotNet report file or the directory holding them.");
        }

        var files = ReportsIn(path);
        if (files.Count == 0)
        {
            throw new PerfGateInputException(
                GateOptions.Results,
                $"no BenchmarkDotNet JSON report ('*{FullSuffix}', '*{CompressedSuffix}') under '{path}'. " +
                "Run the benchmarks with '--exporters fulljson'.");
        }

        return files;
    }

    /// <summary>
    /// The reports a run left under <paramref name="directory"/>, one per report: a run may export several flavours of the
    /// same report, and the richest is read. The one rule for "which files are results", for the loader and the runner.
    /// </summary>
    public static IReadOnlyList<string> ReportsIn(string directory) =>
        AllReportFiles(directory)
            .Select(f => (File: f, Flavour: Flavour(f)))
            .GroupBy(f => f.File[..^Suffixes[f.Flavour].Length], StringComparer.Ordinal)
            .Select(g => g.OrderBy(f => f.Flavour).First().File)
            .Order(StringComparer.Ordinal)
            .ToList();

    /// <summary>Every report file under <paramref name="directory"/>, of every flavour; directory links are not followed.</summary>
    public static IReadOnlyList<string> AllReportFiles(string directory) =>
        ResultsFolder.Files(directory, "*.json").Where(f => Flavour(f) >= 0).ToList();

    private static int Flavour(string file) =>
        Array.FindIndex(Suffixes, suffix => file.EndsWith(suffix, StringComparison.OrdinalIgnoreCase));
}
