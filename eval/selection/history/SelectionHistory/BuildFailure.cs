namespace PerfGate.Evaluation.SelectionHistory;

/// <summary>A commit that did not build offline, and the first error its build printed.</summary>
internal sealed record BuildFailure(string Commit, string Error)
{
    /// <summary>run.sh's tab-separated lines: commit, first error; a missing file has none.</summary>
    public static IReadOnlyList<BuildFailure> Read(string? path) =>
        path is null || !File.Exists(path)
            ? []
            : [.. File.ReadLines(path).Where(line => line.Length > 0).Select(line => line.Split('\t', 2)).Select(f => new BuildFailure(f[0], f.Length > 1 ? f[1] : ""))];
}
