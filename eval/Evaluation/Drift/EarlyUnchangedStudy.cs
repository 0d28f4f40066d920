using PerfGate.Options;
using PerfGate.Statistics;
using PerfGate.Thresholds;

namespace PerfGate.Evaluation.Drift;

/// <summary>
/// How early a same-runner gate may call a method unchanged (issue 50, item 5): the idle A/A recordings of the launch as
/// shipped replayed by <see cref="SameRunnerReplay"/> with each candidate early look (<see cref="Candidates"/>) in place of
/// the gate's, on the same seeded subsets. An early look flags nothing, so what it can cost is a real change called
/// unchanged (+10 %, twice the default threshold), a +25 % not caught, or, by sending cases on to the looks that can
/// flag, a false alarm; what it buys is fewer pairs per method.
/// </summary>
internal sealed record EarlyUnchangedStudy(IReadOnlyList<EarlyUnchangedRow> Rows)
{
    /// <summary>The gate's early look until 2026-11-29, against which every candidate is held: one look after 6 pairs.</summary>
    public static EarlyUnchangedLooks Before { get; } = new(6, 6, UnchangedTest.SignedRanks);

    /// <summary>A first look after 3 to 6 pairs with each test, alone or followed by a look after every pair up to 6. Signed
    /// ranks say nothing at 3 or 4 pairs (<see cref="CanSayUnchangedFirst"/>), so looks from there up to 6 are those from 5.</summary>
    public static IReadOnlyList<EarlyUnchangedLooks> Candidates { get; } =
        [.. from first in new[] { 3, 4, 5, 6 }
            from last in new[] { first, Before.Last }.Distinct()
            from test in Enum.GetValues<UnchangedTest>()
            let looks = new EarlyUnchangedLooks(first, last, test)
            where first == last || CanSayUnchangedFirst(looks)
            select looks];

    /// <summary>The idle A/A recordings of the launch as shipped: the gate's conditions, and the data the issue names.</summary>
    public static bool IsStudied(DriftRecording recording) =>
        recording.Seeded is null && recording.Load == "idle" && DriftResults.IsShippedLaunch(recording);

    /// <summary>Whether the first look can call anything unchanged: n pairs' signed ranks reach no p-value below 2^-n.</summary>
    public static bool CanSayUnchangedFirst(EarlyUnchangedLooks looks) =>
        looks.Test != UnchangedTest.SignedRanks || Math.Pow(0.5, looks.First) < GateDefaults.SameRunnerEquivalenceLevel;

    public static EarlyUnchangedStudy Compute(IEnumerable<DriftRecording> recordings, GateSettings settings)
    {
        var rows = new List<EarlyUnchangedRow>();
        foreach (var recording in recordings.Where(IsStudied))
        {
            var budget = DriftResults.ReplayBudget(recording);
            var cases = recording.Cases().Where(c => c.Pairs.Count >= budget).ToList();
            var methods = recording.Methods().Where(m => m.All(c => c.Pairs.Count >= budget)).ToList();
            foreach (var looks in Candidates)
            {
                EarlyUnchangedCounts Counts(DriftCase c)
                {
                    var slower10 = SameRunnerReplay.Replay(c, budget, 0.10, settings, looks);
                    return new EarlyUnchangedCounts(
                        slower10.Unchanged, slower10.Flagged, SameRunnerReplay.Replay(c, budget, 0.25, settings, looks).Flagged, SameRunnerReplay.Replay(c, budget, 0, settings, looks).Flagged);
                }

                rows.Add(new EarlyUnchangedRow(
                    recording.Name, budget, looks, cases.Select(Counts).Aggregate(EarlyUnchangedCounts.None, (a, b) => a + b),
                    methods.Count * SameRunnerReplay.SubsetsPerCase, methods.Sum(m => SameRunnerReplay.MethodPairsUsed(m, budget, settings, looks))));
            }
        }

        return new EarlyUnchangedStudy(rows);
    }

    public IReadOnlyList<string> Recordings => [.. Rows.Select(r => r.Recording).Distinct(StringComparer.Ordinal)];

    public EarlyUnchangedRow Row(string recording, EarlyUnchangedLooks looks) => Rows.First(r => r.Recording == recording && r.Looks == looks);

    /// <summary>No worse than <see cref="Before"/> on every recording and cheaper: fewer pairs per method on A/A, pooled
    /// over the recordings, and more on none.</summary>
    public bool IsNoWorseAndCheaper(EarlyUnchangedLooks looks) =>
        Recordings.All(r => Row(r, looks).Counts.IsNoWorseThan(Row(r, Before).Counts) && !(Row(r, looks).MethodPairs > Row(r, Before).MethodPairs))
        && MethodPairs(looks) < MethodPairs(Before);

    /// <summary>The candidate with the earliest first look that can say unchanged and <see cref="IsNoWorseAndCheaper"/>
    /// (of several, the cheapest); null when none is.</summary>
    public EarlyUnchangedLooks? Earliest =>
        Candidates.Where(looks => CanSayUnchangedFirst(looks) && IsNoWorseAndCheaper(looks))
            .OrderBy(looks => looks.First).ThenBy(MethodPairs).FirstOrDefault();

    /// <summary>Mean pairs per method over every recording's A/A gates of a method.</summary>
    public double MethodPairs(EarlyUnchangedLooks looks) =>
        Rows.Where(r => r.Looks == looks).ToList() is var rows && rows.Sum(r => r.MethodGates) > 0
            ? (double)rows.Sum(r => r.MethodPairsUsed) / rows.Sum(r => r.MethodGates)
            : double.NaN;

    public EarlyUnchangedCounts Pooled(EarlyUnchangedLooks looks) =>
        Rows.Where(r => r.Looks == looks).Select(r => r.Counts).Aggregate(EarlyUnchangedCounts.None, (a, b) => a + b);

    /// <summary>
    /// The most often signed-rank early looks call a change exactly at the threshold unchanged, whatever the noise (pair
    /// ratios symmetric about it): exact, over every pattern of signs and every order of the pairs' distances from the
    /// threshold (each equally likely then), the chance that some look's "below the threshold" test passes. NaN for a test
    /// that assumes a shape of the noise.
    /// </summary>
    public static double ChanceAtThreshold(EarlyUnchangedLooks looks)
    {
        if (looks.Test != UnchangedTest.SignedRanks)
        {
            return double.NaN;
        }

        var n = looks.Last;
        var passed = 0;
        var total = 0;
        foreach (var order in Permutations(n))
        {
            for (var signs = 0; signs < 1 << n; signs++)
            {
                // Pair i lies order[i] + 1 from the threshold, below it where its bit is set: "below the threshold" tests
                // the distances below it (threshold − ratio) for a shift above zero.
                double[] belowBy = [.. Enumerable.Range(0, n).Select(i => ((signs >> i) & 1) == 1 ? order[i] + 1.0 : -(order[i] + 1.0))];
                passed += looks.Sizes.Any(size => SignedRankTest.GreaterPValue(belowBy[..size]) < GateDefaults.SameRunnerEquivalenceLevel) ? 1 : 0;
                total++;
            }
        }

        return (double)passed / total;
    }

    private static IEnumerable<int[]> Permutations(int n) =>
        n == 0 ? [[]] : Permutations(n - 1).SelectMany(rest => Enumerable.Range(0, n).Select(at => (int[])[.. rest[..at], n - 1, .. rest[at..]]));
}
