using PerfGate.FileSystem;
using PerfGate.Options;
using PerfGate.Reports;

namespace PerfGate.Reporting;

/// <summary>One <c>--report kind[=path]</c>: a report kind and the file it goes to (standard output without a path).</summary>
internal sealed record ReportTarget(string Kind, string? Path)
{
    public static ReportTarget Parse(string text)
    {
        var separator = text.IndexOf('=', StringComparison.Ordinal);
        var kind = (separator < 0 ? text : text[..separator]).Trim();
        var path = separator < 0 ? null : text[(separator + 1)..].Trim();
        if (ReporterRegistry.Create(kind) is null)
        {
            throw new PerfGateInputException(GateOptions.Report, $"unknown report kind '{kind}' in '{text}'. Known kinds: {ReporterRegistry.Names}; write 'kind' or 'kind=path'.");
        }

        if (path is { Length: 0 })
        {
            throw new PerfGateInputException(GateOptions.Report, $"'{text}' names no file after '='. Write '{kind}' for standard output or '{kind}=path'.");
        }

        // Found now, before any benchmark runs, rather than as a warning after a run of many minutes.
        if (path is not null && Directory.Exists(path))
        {
            throw new PerfGateInputException(GateOptions.Report, $"'{text}' names a folder, not a file. Write '{kind}={System.IO.Path.Combine(path, "perfgate-report." + kind.ToLowerInvariant())}' or another file path.");
        }

        if (path is not null && string.Equals(kind, ReportKinds.GitHubComment, StringComparison.OrdinalIgnoreCase))
        {
            throw new PerfGateInputException(GateOptions.Report, $"'{text}': a pull-request comment is posted, not written to a file. Write '{kind}'.");
        }

        return new ReportTarget(kind.ToLowerInvariant(), path is null ? null : System.IO.Path.GetFullPath(path));
    }

    /// <summary>A report written over the committed baseline would destroy it, and one written among the results would
    /// replace a benchmark's measurements or be read as one next time; refuse both before anything runs.</summary>
    public static void EnsureNoneOverwrites(IEnumerable<ReportTarget> targets, string baselinePath, string resultsPath) =>
        EnsureNoneOverwrites(targets, baselinePath, resultsPath, PlatformPaths.Comparison);

    /// <param name="comparison">How this platform's file system compares paths: on Windows and macOS
    /// <c>Perfgate-Baseline.json</c> is the baseline <c>perfgate-baseline.json</c>.</param>
    internal static void EnsureNoneOverwrites(IEnumerable<ReportTarget> targets, string baselinePath, string resultsPath, StringComparison comparison)
    {
        var baseline = System.IO.Path.GetFullPath(baselinePath);
        var results = System.IO.Path.TrimEndingDirectorySeparator(System.IO.Path.GetFullPath(resultsPath));
        foreach (var target in targets.Where(t => t.Path is not null))
        {
            if (string.Equals(target.Path, baseline, comparison))
            {
                throw new PerfGateInputException(GateOptions.Report, $"'{target}' would overwrite the baseline '{baseline}'. Write the report to another file.");
            }

            if (PlatformPaths.IsInside(target.Path!, results, comparison))
            {
                throw new PerfGateInputException(GateOptions.Report, $"'{target}' would be written among the benchmark results in '{results}'. Write the report elsewhere.");
            }
        }
    }

    public override string ToString() => Path is null ? Kind : $"{Kind}={Path}";
}
