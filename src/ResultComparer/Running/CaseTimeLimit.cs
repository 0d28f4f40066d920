using PerfGate.Formatting;

namespace PerfGate.Running;

/// <summary>How long one benchmark case may run in its process before the gate takes it as hung, and why that long: the
/// reason goes into the error, so a user can tell a hang from a limit set too low.</summary>
/// <param name="Basis">"5 × its longest case so far, 22 s"; "the floor (5 × its longest case so far, 3.1 s, is less)".</param>
internal sealed record CaseTimeLimit(TimeSpan Limit, string Basis)
{
    /// <summary>
    /// A case running five times as long as the same method's longest before (or as its baseline says it takes) has more
    /// likely hung than slowed: launches of one build spread up to ×1.7 between processes on a quiet runner, and a
    /// switching load slowed one case's operations ×2–×10 while it was on (README, "Status"), which a case's many
    /// iterations average over. A slowdown beyond ×5 that is no hang still fails the gate, under this name.
    /// </summary>
    public const int Factor = 5;

    /// <summary>A first launch of a method nothing is known of (no finished launch, not in the baseline), in process: under
    /// BenchmarkDotNet's own in-process limit of 5 minutes per case (0.15 and earlier), so ours fires first and says which
    /// side and limit, and 20–100 times what a case of the <c>ci</c> job takes (2–12 s).</summary>
    public static readonly TimeSpan FirstLaunchDefault = TimeSpan.FromMinutes(4);

    /// <param name="floor">The least any case gets (<c>--case-timeout</c>).</param>
    /// <param name="reference">What the case is known to take; null when nothing is known.</param>
    /// <param name="whenUnknown">The limit when nothing is known; null for none (the caller keeps its process bound).</param>
    /// <returns>Null when nothing is known and <paramref name="whenUnknown"/> is null.</returns>
    public static CaseTimeLimit? From(TimeSpan floor, CaseTimeReference? reference, TimeSpan? whenUnknown)
    {
        if (reference is not { } known)
        {
            return whenUnknown is not { } fallback ? null
                : fallback >= floor ? new CaseTimeLimit(fallback, "nothing known of its time yet: the first launch's limit")
                : new CaseTimeLimit(floor, "the floor; nothing known of its time yet");
        }

        var scaled = known.Duration * Factor;
        var what = $"{Factor} × {known.Source}, {Units.Seconds(known.Duration)}";
        return scaled >= floor
            ? new CaseTimeLimit(scaled, what)
            : new CaseTimeLimit(floor, $"the floor, as {what}, is less");
    }

    /// <summary>BenchmarkDotNet's own in-process limit ended the process before ours (a limit of ours above it, or none).</summary>
    public static CaseTimeLimit BenchmarkDotNets(TimeSpan ranFor) =>
        new(ranFor, "BenchmarkDotNet's own in-process limit per case, which ended the process");
}
