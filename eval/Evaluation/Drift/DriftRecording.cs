using System.Text.Json;

namespace PerfGate.Evaluation.Drift;

/// <summary>
/// One A/A recording of <c>eval/same-runner/record.sh</c>: a same-runner gate of many pairs under one condition (the
/// machine as found, a CPU hog, a hog switching on and off), every launch's samples kept (<c>compact.py</c>).
/// </summary>
/// <param name="Seeded">A real change measured on the head side: "GLOB:PERCENT" (the cases it slows and by how much),
/// or null for A/A (base = head).</param>
/// <param name="LoadAtStart">The 1-minute load average right before the gate started (before the condition's own load).</param>
/// <param name="LoadMax">The highest 1-minute load average seen during the gate (watch.py).</param>
/// <param name="StealPercent">CPU steal time over the gate, % of all CPU time (/proc/stat): another tenant of the host.</param>
/// <param name="CalibrationNs">The sample's Spin(SlowdownPercent: 0) median right before the gate: a slow host shows here.</param>
/// <param name="CalibrationAfterNs">The same right after the gate (recorded since 2026-11-25): a host that changed speed shows.</param>
/// <param name="ForeignProcesses">Other processes that used CPU during the gate ("none" when nothing else ran).</param>
internal sealed record DriftRecording(
    string Suite,
    string Condition,
    int Pairs,
    string Started,
    double GateSeconds,
    IReadOnlyList<double> LoadBefore,
    IReadOnlyList<double> LoadAfter,
    string? Seeded,
    IReadOnlyList<DriftLaunch> Launches,
    double? LoadAtStart = null,
    double? LoadMax = null,
    double? StealPercent = null,
    double? CalibrationNs = null,
    string? ForeignProcesses = null,
    double? CalibrationAfterNs = null)
{
    private static readonly JsonSerializerOptions Options = new() { PropertyNamingPolicy = JsonNamingPolicy.CamelCase };

    /// <summary>The condition's load, the part before any tag: "idle" of "idle+pgo0+seeded25".</summary>
    public string Load => Condition.Split('+')[0];

    /// <summary>A short name for tables: "sample / toggle".</summary>
    public string Name => $"{Suite} / {Condition}";

    public static DriftRecording Read(string path) =>
        JsonSerializer.Deserialize<DriftRecording>(File.ReadAllText(path), Options)
        ?? throw new InvalidOperationException($"{path} is empty.");

    /// <summary>The seeded slowdown of a real change (0.10), or 0 for A/A.</summary>
    public double SeededSlowdown => Seeded?.Split(':') is [_, var percent] ? double.Parse(percent, System.Globalization.CultureInfo.InvariantCulture) / 100 : 0;

    /// <summary>Whether the head side of this case carries the recording's real change (its glob: a prefix and a '*').</summary>
    public bool IsSeeded(string id) =>
        Seeded?.Split(':') is [var glob, _] && id.StartsWith(glob.TrimEnd('*'), StringComparison.Ordinal);

    /// <summary>Every case measured on both sides in every round it ran, with its launches per round.</summary>
    public IReadOnlyList<DriftCase> Cases()
    {
        var rounds = Launches.Select(l => l.Round).Distinct().Order().ToList();
        var ids = Launches.SelectMany(l => l.Cases.Keys).Distinct(StringComparer.Ordinal).Order(StringComparer.Ordinal);
        var cases = new List<DriftCase>();
        foreach (var id in ids)
        {
            var pairs = new List<DriftPair>();
            foreach (var round in rounds)
            {
                var @base = Launches.FirstOrDefault(l => l.Round == round && l.Side == "base" && l.Cases.ContainsKey(id));
                var head = Launches.FirstOrDefault(l => l.Round == round && l.Side == "head" && l.Cases.ContainsKey(id));
                if (@base is not null && head is not null)
                {
                    pairs.Add(new DriftPair(round, [.. @base.Cases[id].Samples], [.. head.Cases[id].Samples]));
                }
            }

            if (pairs.Count > 0)
            {
                cases.Add(new DriftCase(id, pairs));
            }
        }

        return cases;
    }

    /// <summary>The cases grouped by the benchmark method whose launches ran them: a live gate gives pairs per method.</summary>
    public IReadOnlyList<IReadOnlyList<DriftCase>> Methods()
    {
        var methodOf = new Dictionary<string, string>(StringComparer.Ordinal);
        foreach (var launch in Launches)
        {
            foreach (var id in launch.Cases.Keys)
            {
                methodOf.TryAdd(id, launch.Method);
            }
        }

        return [.. Cases().GroupBy(c => methodOf[c.Id], StringComparer.Ordinal).OrderBy(g => g.Key, StringComparer.Ordinal).Select(g => (IReadOnlyList<DriftCase>)[.. g])];
    }

    /// <summary>
    /// The share of case launches whose median is at least <paramref name="factor"/> times their case's median over the
    /// whole recording (both sides): a host's slow spells. On a steady host launches differ by a few percent; a host that
    /// slows every process by half for minutes at a time puts whole rounds here, whatever the benchmark.
    /// </summary>
    public double SlowLaunchShare(double factor = 1.3)
    {
        var medians = Launches.SelectMany(l => l.Cases.Select(c => (Case: c.Key, Median: DriftReport.Median(c.Value.Samples)))).ToList();
        var overall = medians.GroupBy(m => m.Case).ToDictionary(g => g.Key, g => DriftReport.Median([.. g.Select(m => m.Median)]));
        return medians.Count == 0 ? 0 : (double)medians.Count(m => m.Median >= factor * overall[m.Case]) / medians.Count;
    }

    /// <summary>Seconds of benchmark processes per round (both sides, every method): the same-runner mode's cost per pair.</summary>
    public IReadOnlyList<double> RoundSeconds() =>
        [.. Launches.GroupBy(l => l.Round).Select(g => g.Sum(l => l.Seconds ?? 0))];
}
