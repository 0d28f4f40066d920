using System.Globalization;
using PerfGate.Model;
using PerfGate.Reports;
using PerfGate.SourceLocations;
using PerfGate.Verdicts;

namespace PerfGate.Explaining;

/// <summary>
/// Head against base, method by method: each method's exclusive time per operation (its share of the benchmark thread's
/// samples × the launch's measured time per operation), the difference, and an interval from a bootstrap over measured
/// iterations (<see cref="IterationBootstrap"/>) that holds for all the methods compared at once. A method is named only
/// when its whole interval lies above zero and the extra time is a practical part of the base's.
/// </summary>
internal static class TimeComparison
{
    public const double Confidence = 0.95;

    public const int MaximumMethods = 5;

    /// <summary>The least extra time a named method adds: 2 % of the base's time per operation. Beyond sampling, two
    /// processes place code and make inlining decisions differently, which moves a few percent between methods that the
    /// iterations of one launch cannot show; and a gate's verdict itself cannot see much less.</summary>
    public const double MinimumShareOfTime = 0.02;

    /// <summary>A method is compared (and counted in the intervals' family) only with this many exclusive samples over both
    /// sides: fewer cannot add up to <see cref="MinimumShareOfTime"/> of <see cref="TimeSampling.MinimumSamples"/>, and
    /// would only widen every other method's interval.</summary>
    public const int MinimumMethodSamples = 10;

    public const int MaximumInlinedCallees = 3;

    /// <summary>Pairs needed before their spread is taken as the launches' (fewer give no usable standard deviation).</summary>
    public const int MinimumPairs = 3;

    /// <param name="base">The base revision's profile; null in the committed-baseline mode, where there is no base build.</param>
    /// <param name="lines">A site's source line, from the PDB; asked only for the methods named.</param>
    /// <param name="pairLogRatios">The verdict's ln(head ÷ base) per launch pair (same-runner mode), whose spread the
    /// profiled pair's times share; null without pairs.</param>
    /// <param name="timesFromPairs">The profiles carry the verdict's times (<see cref="TimeProfile.WithTimeOf"/>), medians over
    /// all the pairs: the intervals then include the standard error of their ratio, the pairs' spread ÷ √pairs, rather
    /// than the spread of one launch pair.</param>
    /// <param name="edited">The methods the pull request edited that the benchmark executes: of the methods named, these
    /// come first. A method the pull request did not touch takes more time only through what an edited one does (its
    /// inlining, its allocations' collections, the caches it leaves cold): the edited method is where to look first. Null
    /// where nothing says what the pull request changed (the committed-baseline mode, a gate that ran everything).</param>
    /// <param name="minimumShare">The least extra time a named method adds, as a share of the base's time per operation:
    /// <see cref="MinimumShareOfTime"/>, or more where the verdict saw no regression (<see cref="NamingFloor"/>).</param>
    public static ReportTimeExplanation Explain(
        TimeProfile head, TimeProfile? @base, Func<HotSite, SourceLocation?> lines, IReadOnlyList<double>? pairLogRatios = null, EditedMethods? edited = null,
        bool timesFromPairs = false, double minimumShare = MinimumShareOfTime)
    {
        edited ??= EditedMethods.None;
        var launchSpread = pairLogRatios is { Count: >= MinimumPairs } ? SampleFigures.StandardDeviation(pairLogRatios) : (double?)null;
        var timeSpread = timesFromPairs ? launchSpread / Math.Sqrt(pairLogRatios?.Count ?? 1) : launchSpread;
        var sides = @base is null ? ReportTimeExplanation.HeadOnly : ReportTimeExplanation.HeadAndBase;
        ReportTimeExplanation Empty(string note) =>
            new(sides, head.Samples, @base?.Samples, head.NsPerOperation, @base?.NsPerOperation, Confidence, [], note, LaunchSpread: launchSpread);
        if (head.Samples < TimeSampling.MinimumSamples || (@base is not null && @base.Samples < TimeSampling.MinimumSamples))
        {
            var counts = @base is null ? $"{head.Samples:N0}" : $"{head.Samples:N0} head, {@base.Samples:N0} base";
            return Empty(string.Create(CultureInfo.InvariantCulture,
                $"too few samples to name a method ({counts} in the measured iterations; at least {TimeSampling.MinimumSamples:N0} on each side)"));
        }

        var names = head.Methods.Select(m => m.Name).Union(@base?.Methods.Select(m => m.Name) ?? [], StringComparer.Ordinal).ToList();
        var headSide = SideSamples.Of(head, names);
        var baseSide = @base is null ? null : SideSamples.Of(@base, names);
        var compared = Enumerable.Range(0, names.Count)
            .Where(m => headSide.ExclusiveTotal(m) + (baseSide?.ExclusiveTotal(m) ?? 0) >= MinimumMethodSamples)
            .ToArray();
        var intervals = IterationBootstrap.Differences(headSide, baseSide, compared, Confidence, timeSpread);

        var floor = minimumShare * (@base?.NsPerOperation ?? head.NsPerOperation);
        var candidates = compared
            .Select((m, i) => (Method: m, Interval: intervals[i]))
            .Where(c => c.Interval.Lower > 0 && c.Interval.Estimate >= floor && (!IsHarness(names[c.Method]) || HoldsEdited(names[c.Method], head, edited)))
            .Select(c => Candidate.Of(c.Method, names[c.Method], c.Interval, head, @base, baseSide, edited))
            // A method only the head has is the pull request's too (the selection lists what the base executed); a method
            // whose frame holds an edited one's code (inlined in the head) is where that code's time shows.
            .OrderByDescending(c => IsTheChanges(c, head, edited))
            .ThenByDescending(c => c.Interval.Estimate)
            .Take(MaximumMethods)
            .ToList();
        var named = candidates.Select(c => Describe(c, headSide, baseSide, head, @base, lines, edited)).ToList();
        var note = named.Count > 0 ? EditedElsewhere(candidates, head, edited)
            : @base is null ? "no method takes a measurable part of the time" : ReportTimeExplanation.NoMethodBeyondNoise;
        return new(sides, head.Samples, @base?.Samples, head.NsPerOperation, @base?.NsPerOperation, Confidence, named, note, LaunchSpread: launchSpread);
    }

    /// <summary>When the pull request edited methods the benchmark executes and none of the methods named is one of them
    /// (or holds one's code), a word on why: the sampler takes a sample only where the runtime can stop the thread, so the
    /// time of code with no such place is counted at the next one. On Autofac (2026-11-29) a loop written into
    /// <c>LifetimeScope.TryGetSharedInstance</c> slowed six benchmarks by ×1.16–×1.68, and all six explanations named
    /// <c>Buffer.BulkMoveWithWriteBarrier</c>, a copy the resolve makes after it. The report names the edit; the reader
    /// knows where to look.</summary>
    private static string? EditedElsewhere(IReadOnlyList<Candidate> named, TimeProfile head, EditedMethods edited) =>
        edited.Methods.Count == 0 || named.Any(c => IsTheChanges(c, head, edited)) ? null
            : $"none of these is what this change edited ({string.Join(", ", edited.Methods.Take(MaximumMethods))}"
                + $"{(edited.Methods.Count > MaximumMethods ? ", …" : "")}), which the benchmark executes: the sampler counts a "
                + "sample where the runtime can stop the thread, so the time of code it cannot stop in (a loop without calls) "
                + "shows at the next place it can";

    /// <summary>The pull request's own code: edited, new, or a frame the head's JIT inlined an edited method into.</summary>
    private static bool IsTheChanges(Candidate candidate, TimeProfile head, EditedMethods edited) =>
        candidate.Edited || candidate.New || HoldsEdited(candidate.Name, head, edited);

    /// <summary>The least extra time a named method adds, for a benchmark with this verdict. A regression: the
    /// <see cref="MinimumShareOfTime"/>. Any other verdict (an explanation asked for with <c>--explain-time true</c>): also
    /// no less than the slowdown its pairs could have seen. Between one profiled launch a side, a few percent move from
    /// method to method with where the JIT placed and inlined code (an A/A gate of the sample named +8 % in one small
    /// method and +2.3 % in another, 2026-11-29), which the iterations' bootstrap cannot show; a method's extra time
    /// that the verdict itself could not have told from noise is not where any extra time went.</summary>
    public static double NamingFloor(MetricStatus status, double? couldSee) =>
        status == MetricStatus.Regressed || couldSee is not { } seen ? MinimumShareOfTime : Math.Max(MinimumShareOfTime, seen);

    /// <summary>A method whose extra time is beyond its interval, with what the explanation says of it.</summary>
    /// <param name="Method">Its index in the sides' samples.</param>
    /// <param name="Profiled">The method as profiled: the head's, else the base's.</param>
    /// <param name="New">The base never ran it.</param>
    /// <param name="Edited">The pull request edited it (or it is what an edited method calls outside the user's code).</param>
    private sealed record Candidate(int Method, string Name, MethodInterval Interval, ProfiledMethod? Profiled, bool New, bool Edited)
    {
        public static Candidate Of(
            int method, string name, MethodInterval interval, TimeProfile head, TimeProfile? @base, SideSamples? baseSide, EditedMethods edited)
        {
            var profiled = TimeComparison.Profiled(name, head, @base);
            var isNew = IsNew(name, method, baseSide, @base);
            return new Candidate(method, name, interval, profiled, isNew, !isNew && IsEdited(name, profiled, head, edited));
        }
    }

    /// <summary>Edited itself, or outside the user's code and called from an edited method (a lock's Monitor, the runtime's
    /// boxing) or from a frame the head's JIT inlined an edited one into: the cost of what the edit calls.</summary>
    private static bool IsEdited(string name, ProfiledMethod? profiled, TimeProfile head, EditedMethods edited) =>
        edited.Contains(name) || (profiled is { UserCode: false, Site: { } site } && (edited.Contains(site.Method) || HoldsEdited(site.Method, head, edited)));

    /// <summary>The method as profiled: the head's, else the base's (a method the head no longer runs).</summary>
    private static ProfiledMethod? Profiled(string name, TimeProfile head, TimeProfile? @base) =>
        head.Methods.FirstOrDefault(m => m.Name == name) ?? @base?.Methods.FirstOrDefault(m => m.Name == name);

    /// <summary>The base never ran it: no sample of it, and no code of it jitted or loaded.</summary>
    private static bool IsNew(string name, int method, SideSamples? @base, TimeProfile? baseProfile) =>
        @base is not null && @base.InclusiveTotal(method) == 0 && !baseProfile!.KnownMethods.Contains(TimeProfile.MethodKey(name));

    private static ReportTimeMethod Describe(
        Candidate candidate, SideSamples head, SideSamples? @base, TimeProfile headProfile, TimeProfile? baseProfile,
        Func<HotSite, SourceLocation?> lines, EditedMethods edited)
    {
        var (method, name, interval, profiled, isNew, isEdited) = candidate;
        var site = profiled?.Site;
        var line = site is null ? null : lines(site);
        var key = TimeProfile.MethodKey(name);
        var caller = profiled is { UserCode: false } && site is not null ? site.Method : null;
        return new ReportTimeMethod(
            Readable(name),
            interval.Estimate,
            interval.Lower,
            interval.Upper,
            head.ExclusiveNs(method),
            @base?.ExclusiveNs(method),
            head.InclusiveNs(method) - (@base?.InclusiveNs(method) ?? 0),
            head.InclusiveNs(method),
            @base?.InclusiveNs(method),
            isNew,
            line?.File,
            line?.Line,
            caller is null ? null : TypeNames.Method(caller),
            InlinedCallees(key, headProfile, baseProfile, edited),
            isEdited,
            caller is null ? null : EditedInlinedInto(caller, headProfile, edited));
    }

    /// <summary>The edited methods the head's JIT inlined into <paramref name="caller"/>'s code: what called a method outside
    /// the user's code from there. On Autofac (2026-11-30) a SemaphoreSlim written into <c>LifetimeScope.ResolveComponent</c>,
    /// which the JIT inlined into the benchmark method, was named as <c>SemaphoreSlim.Release (new)</c> called from the
    /// benchmark method: true, but silent about the edit whose code made the call.</summary>
    private static IReadOnlyList<string>? EditedInlinedInto(string caller, TimeProfile head, EditedMethods edited)
    {
        var named = Inlined(head, TimeProfile.MethodKey(caller)).Where(edited.Contains).Order(StringComparer.Ordinal).Select(Readable).ToList();
        return named.Count == 0 ? null : named;
    }

    /// <summary>The user's methods the JIT inlined into <paramref name="key"/>'s code, so their samples are counted in this
    /// method's frame: the head's, and those the base alone inlined there (the base's frame held their time, the head's no
    /// longer does). Edited ones first, marked as such, then those inlined on one side only.</summary>
    private static IReadOnlyList<string>? InlinedCallees(string key, TimeProfile head, TimeProfile? @base, EditedMethods edited)
    {
        var after = Inlined(head, key);
        var before = Inlined(@base, key);
        var named = after.Union(before)
            .Where(c => !IsFramework(c))
            .Select(c => (Callee: c, Edited: edited.Contains(c), Side: @base is null || (after.Contains(c) && before.Contains(c)) ? null
                : after.Contains(c) ? "newly inlined" : "inlined in the base only"))
            .OrderBy(c => c.Edited ? 0 : 1)
            .ThenBy(c => c.Side is null ? 1 : 0)
            .ThenBy(c => c.Callee, StringComparer.Ordinal)
            .Take(MaximumInlinedCallees)
            .Select(c => (c.Callee, Tags: new[] { c.Edited ? "edited" : null, c.Side }.OfType<string>().ToList()))
            .Select(c => Readable(c.Callee) + (c.Tags.Count == 0 ? "" : $" ({string.Join(", ", c.Tags)})"))
            .ToList();
        return named.Count == 0 ? null : named;
    }

    /// <summary>Its frame holds an edited method's code: the head's JIT inlined one into it. Not the base's: a callee the
    /// base alone inlined left the frame in the head, which takes its time away rather than adding it (on the sample, the
    /// edited <c>DataStreamer.PartitionOf</c>, inlined into <c>DataStreamer.Add</c> in the base only, had its own frame
    /// and extra time in the head; ranking <c>Add</c> with it put the unedited method first).</summary>
    private static bool HoldsEdited(string name, TimeProfile head, EditedMethods edited) =>
        Inlined(head, TimeProfile.MethodKey(name)).Any(edited.Contains);

    private static IReadOnlySet<string> Inlined(TimeProfile? profile, string key) =>
        profile?.Inlinees.GetValueOrDefault(key) ?? new HashSet<string>(StringComparer.Ordinal);

    /// <summary>BenchmarkDotNet's own frames, its measurement loop (<c>Runnable_0.WorkloadActionUnroll</c>) above all: the
    /// time they hold moves between launches with what the JIT inlined into them, never with a pull request (an A/A gate
    /// of the sample named the loop +11 ns on a 50 ns benchmark). They stay in the shares; they are not named — but where
    /// the head's JIT inlined an edited method into one, it is named with it. Not <c>Runnable_0.__Workload</c>: its own
    /// code is one call, so what time its frame holds is the benchmark method's, inlined there (the sample's seeded spin,
    /// sampled by perf: 5,093 of 5,100 ns/op in an end-to-end gate whose explanation, with it counted as BenchmarkDotNet's,
    /// named nothing, 2026-11-30).</summary>
    private static bool IsHarness(string method) =>
        (method.StartsWith("BenchmarkDotNet.", StringComparison.Ordinal) || method.StartsWith("Runnable_", StringComparison.Ordinal))
            && !PerfSampler.IsWorkload(method);

    // The inlining events name a method by its type and name only, not its module: the framework's by its namespaces.
    private static bool IsFramework(string method) =>
        method.StartsWith("System.", StringComparison.Ordinal) || method.StartsWith("Microsoft.", StringComparison.Ordinal)
            || method.StartsWith("Internal.", StringComparison.Ordinal) || method.StartsWith("BenchmarkDotNet.", StringComparison.Ordinal)
            || method.StartsWith("Interop", StringComparison.Ordinal);

    private static string Readable(string name) => name.StartsWith("?!", StringComparison.Ordinal) ? name : TypeNames.Method(name);
}
