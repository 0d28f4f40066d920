namespace PerfGate.Evaluation.SelectionHistory;

/// <summary>One commit of main gated as a pull request against its first parent.</summary>
/// <param name="Date">The commit's date, ISO 8601, as git prints it.</param>
internal sealed record GatedPair(string Commit, string Parent, string Date, string Subject)
{
    public string ShortCommit => Commit[..Math.Min(10, Commit.Length)];

    /// <summary>run.sh's tab-separated lines: commit, parent, date, subject (the subject's tabs already spaces).</summary>
    public static IReadOnlyList<GatedPair> Read(string path) =>
    [
        .. File.ReadLines(path)
            .Where(line => line.Length > 0 && !line.StartsWith('#'))
            .Select(line => line.Split('\t', 4))
            .Select(f => f.Length == 4 ? new GatedPair(f[0], f[1], f[2], f[3]) : throw new FormatException($"{path}: not 'commit parent date subject': {string.Join(' ', f)}")),
    ];
}
