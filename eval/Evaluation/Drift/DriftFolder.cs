namespace PerfGate.Evaluation.Drift;

/// <summary>A folder of drift recordings (<c>eval/recordings/same-runner/</c>): every <c>*.json</c> but <c>cost.json</c> and the
/// noise studies (<c>noise-*.json</c>), oldest first.</summary>
internal static class DriftFolder
{
    public const string CostFileName = "cost.json";

    public static DriftResults Compute(string folder)
    {
        if (!Directory.Exists(folder))
        {
            throw new ArgumentException($"--drift: no folder '{folder}'.");
        }

        var recordings = RecordingFiles(folder)
            .Select(DriftRecording.Read)
            .OrderBy(r => r.Started, StringComparer.Ordinal)
            .ThenBy(r => r.Condition, StringComparer.Ordinal)
            .ToList();
        var cost = Path.Combine(folder, CostFileName);
        var noise = Directory.GetFiles(folder, NoiseStudy.FilePrefix + "*.json").Order(StringComparer.Ordinal).Select(NoiseStudy.Read).ToList();
        return DriftResults.Compute(recordings, File.Exists(cost) ? PairingCost.Read(cost) : null) with { Noise = noise };
    }

    /// <summary>The recordings' files: every <c>*.json</c> but the cost measurement and the noise studies.</summary>
    public static IEnumerable<string> RecordingFiles(string folder) =>
        Directory.GetFiles(folder, "*.json")
            .Where(f => Path.GetFileName(f) != CostFileName && !Path.GetFileName(f).StartsWith(NoiseStudy.FilePrefix, StringComparison.Ordinal));
}
