using System.Security.Cryptography;
using System.Text;

namespace PerfGate.Sharding;

/// <summary>
/// Which shard runs which benchmark method: rendezvous hashing (each method goes to the shard that scores it
/// highest) with a load bound, so the plan is the same in every matrix job, a method added to the suite moves
/// few others, and no shard gets much more than its share of the recorded cost.
/// </summary>
/// <remarks>
/// Methods are placed in the order of their own hash, each on its highest-scoring shard that stays within
/// <see cref="LoadBound"/> × the average load, else on the least loaded. Plain rendezvous hashing balances counts
/// only on average; with a few dozen methods of unequal cost one job would run twice as long as another.
/// The hashes are SHA-256 of the names: the same on every machine and .NET version, unlike string.GetHashCode.
/// </remarks>
internal static class ShardPlanner
{
    /// <summary>How far above the average a shard's load may grow before a method goes to its next choice.</summary>
    public const double LoadBound = 1.05;

    /// <param name="methods">Every method of the suite, in any order (duplicates are ignored).</param>
    /// <param name="costOf">A method's recorded cost (from the baseline); null or a missing entry counts as the median cost.</param>
    /// <returns>Per method, its shard (1-based).</returns>
    public static IReadOnlyDictionary<string, int> Plan(IEnumerable<string> methods, int shardCount, IReadOnlyDictionary<string, double>? costOf = null)
    {
        double? Recorded(string method) => costOf is not null && costOf.TryGetValue(method, out var c) && c > 0 && double.IsFinite(c) ? c : null;
        var distinct = methods.Distinct(StringComparer.Ordinal).ToList();
        var known = distinct.Select(Recorded).OfType<double>().Order().ToList();
        var typical = known.Count > 0 ? known[known.Count / 2] : 1;
        var costs = distinct.ToDictionary(m => m, m => Recorded(m) ?? typical, StringComparer.Ordinal);
        var bound = Math.Max(LoadBound * costs.Values.Sum() / shardCount, costs.Values.DefaultIfEmpty(0).Max());

        var load = new double[shardCount];
        var plan = new Dictionary<string, int>(StringComparer.Ordinal);
        foreach (var method in distinct.OrderBy(m => Hash(m)).ThenBy(m => m, StringComparer.Ordinal))
        {
            var choices = Enumerable.Range(0, shardCount).OrderByDescending(s => Hash($"{method}\n{s + 1}")).ToList();
            var fitting = choices.FirstOrDefault(s => load[s] + costs[method] <= bound, -1);
            var shard = fitting >= 0 ? fitting : choices.MinBy(s => load[s]);
            load[shard] += costs[method];
            plan[method] = shard + 1;
        }

        return plan;
    }

    /// <summary>A short fingerprint of the suite and the shard count: every shard of one plan carries the same.</summary>
    public static string Fingerprint(IEnumerable<string> methods, int shardCount)
    {
        var text = string.Join("\n", methods.Distinct(StringComparer.Ordinal).Order(StringComparer.Ordinal)) + $"\n#{shardCount}";
        return Convert.ToHexString(SHA256.HashData(Encoding.UTF8.GetBytes(text)))[..16].ToLowerInvariant();
    }

    private static ulong Hash(string text) => BitConverter.ToUInt64(SHA256.HashData(Encoding.UTF8.GetBytes(text)), 0);
}
