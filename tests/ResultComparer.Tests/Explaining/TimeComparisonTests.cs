using PerfGate.Explaining;
using PerfGate.Reporting;
using PerfGate.Reports;
using PerfGate.SourceLocations;
using PerfGate.Verdicts;

namespace PerfGate.Tests.Explaining;

public sealed class TimeComparisonTests
{
    private const string Parse = "Sample.Codec.Parse(class System.String)";
    private const string Hash = "Sample.Codec.Hash(int32)";
    private const string Copy = "System.Buffer.Memmove(uint8&,uint8&,unsigned int)";
    private const string Format = "Sample.Codec.Format()";

    // 100 ns per operation: parsing half of it, hashing a fifth, a framework copy and formatting the rest.
    private static readonly Dictionary<string, double> Base = new() { [Parse] = 50, [Hash] = 20, [Copy] = 20, [Format] = 10 };

    private static SourceLocation? Lines(HotSite site) => new("/repo/src/Sample/Codec.cs", site.Method.Contains("Hash", StringComparison.Ordinal) ? 27 : 12, 9);

    private static Dictionary<string, double> With(string method, double extra) =>
        Base.ToDictionary(m => m.Key, m => m.Key == method ? m.Value + extra : m.Value);

    [Fact]
    public void A_method_planted_with_extra_time_is_named_first_with_its_line()
    {
        var head = SyntheticProfiles.Draw(With(Hash, 20), seed: 1);
        var @base = SyntheticProfiles.Draw(Base, seed: 2);

        var explanation = TimeComparison.Explain(head, @base, Lines);

        var first = explanation.Methods[0];
        Assert.Equal("Codec.Hash", first.Method);
        Assert.InRange(first.Difference, 15, 25);
        Assert.True(first.Lower > 0 && first.Upper > first.Difference, $"[{first.Lower}, {first.Upper}]");
        Assert.InRange(20, first.Lower, first.Upper);
        Assert.Equal(("/repo/src/Sample/Codec.cs", 27), (first.File, first.Line));
        Assert.False(first.New);
        Assert.Single(explanation.Methods);
        Assert.Null(explanation.Note);
        Assert.Equal(ReportTimeExplanation.HeadAndBase, explanation.Sides);
    }

    [Fact]
    public void A_A_says_no_method_changed_beyond_noise()
    {
        var explanation = TimeComparison.Explain(SyntheticProfiles.Draw(Base, seed: 3), SyntheticProfiles.Draw(Base, seed: 4), Lines);

        Assert.Empty(explanation.Methods);
        Assert.Equal(ReportTimeExplanation.NoMethodBeyondNoise, explanation.Note);
    }

    /// <summary>The intervals hold for all methods at once: over many A/A pairs, some method is named in at most about 5 %
    /// of them (each names none, or the explanation is noise).</summary>
    [Fact]
    public void Over_many_A_A_pairs_a_method_is_named_in_at_most_five_percent()
    {
        var many = Enumerable.Range(0, 12).ToDictionary(i => $"Sample.Work.Step{i}()", i => 2.0 + i);
        const int Pairs = 100;

        var named = Enumerable.Range(0, Pairs)
            .Count(i => TimeComparison.Explain(SyntheticProfiles.Draw(many, seed: 1000 + i), SyntheticProfiles.Draw(many, seed: 5000 + i), Lines).Methods.Count > 0);

        Assert.InRange(named, 0, 8); // 5 % of 100, and room for the binomial spread of a 5 % rate
    }

    /// <summary>Power: a method given +10 % of the benchmark's time is named first in nearly every pair.</summary>
    [Fact]
    public void A_tenth_more_time_in_one_method_is_named_first_in_nearly_every_pair()
    {
        const int Pairs = 40;

        var first = Enumerable.Range(0, Pairs)
            .Count(i => TimeComparison.Explain(SyntheticProfiles.Draw(With(Format, 10), seed: 100 + i), SyntheticProfiles.Draw(Base, seed: 200 + i), Lines)
                .Methods.FirstOrDefault()?.Method == "Codec.Format");

        Assert.InRange(first, Pairs * 9 / 10, Pairs);
    }

    /// <summary>An explanation asked for a benchmark whose verdict saw no regression names no method whose extra time the
    /// verdict could not have seen: the few percent that move between methods from one launch to the next (the sample's
    /// A/A gate named +8 % in one method) are not where extra time went. A regression keeps the 2 % floor.</summary>
    [Fact]
    public void Without_a_regression_a_method_is_named_only_beyond_what_the_verdict_could_see()
    {
        var head = SyntheticProfiles.Draw(With(Format, 8), seed: 21);
        var @base = SyntheticProfiles.Draw(Base, seed: 22);

        var asRegression = TimeComparison.Explain(head, @base, Lines, minimumShare: TimeComparison.NamingFloor(MetricStatus.Regressed, 0.30));
        var asInconclusive = TimeComparison.Explain(head, @base, Lines, minimumShare: TimeComparison.NamingFloor(MetricStatus.Inconclusive, 0.30));
        var seenBeyond = TimeComparison.Explain(
            SyntheticProfiles.Draw(With(Format, 40), seed: 23), @base, Lines, minimumShare: TimeComparison.NamingFloor(MetricStatus.Inconclusive, 0.30));

        Assert.Equal("Codec.Format", asRegression.Methods[0].Method);
        Assert.Empty(asInconclusive.Methods);
        Assert.Equal(ReportTimeExplanation.NoMethodBeyondNoise, asInconclusive.Note);
        Assert.Equal("Codec.Format", seenBeyond.Methods[0].Method);
        Assert.Equal(TimeComparison.MinimumShareOfTime, TimeComparison.NamingFloor(MetricStatus.Unchanged, null));
        Assert.Equal(double.PositiveInfinity, TimeComparison.NamingFloor(MetricStatus.Inconclusive, double.PositiveInfinity));
    }

    [Fact]
    public void A_method_only_the_head_has_is_new()
    {
        const string Validate = "Sample.Codec.Validate()";
        var head = SyntheticProfiles.Draw(new Dictionary<string, double>(Base) { [Validate] = 15 }, seed: 5);

        var first = TimeComparison.Explain(head, SyntheticProfiles.Draw(Base, seed: 6), Lines).Methods[0];

        Assert.Equal(("Codec.Validate", true), (first.Method, first.New));
        Assert.Equal(0, first.BaseNs);
    }

    [Fact]
    public void A_method_the_base_ran_but_was_never_sampled_in_is_not_new()
    {
        const string Validate = "Sample.Codec.Validate()";
        var head = SyntheticProfiles.Draw(new Dictionary<string, double>(Base) { [Validate] = 15 }, seed: 5);
        var @base = SyntheticProfiles.Draw(Base, seed: 6, alsoKnown: ["Sample.Codec.Validate"]);

        Assert.False(TimeComparison.Explain(head, @base, Lines).Methods[0].New);
    }

    [Fact]
    public void Framework_time_is_placed_at_the_users_call()
    {
        var first = TimeComparison.Explain(SyntheticProfiles.Draw(With(Copy, 30), seed: 7), SyntheticProfiles.Draw(Base, seed: 8), Lines).Methods[0];

        Assert.Equal("Buffer.Memmove", first.Method);
        Assert.Equal("Bench.Run", first.CalledFrom);
    }

    /// <summary>Seen on Autofac: a SemaphoreSlim written into a method the JIT inlined into the benchmark method. The
    /// semaphore's time is named at the frame it was called from, with the edit whose code is there.</summary>
    [Fact]
    public void Framework_time_called_from_a_frame_holding_an_edited_method_names_the_edit()
    {
        var inlined = new Dictionary<string, IReadOnlySet<string>> { ["Sample.Bench.Run"] = new HashSet<string> { "Sample.Codec.Parse", "Sample.Codec.Trim" } };
        var head = SyntheticProfiles.Draw(With(Copy, 30), seed: 7, inlinees: inlined);
        var edited = new EditedMethods(["Sample.Codec.Parse(String)"]);

        var first = TimeComparison.Explain(head, SyntheticProfiles.Draw(Base, seed: 8), Lines, edited: edited).Methods[0];
        var unedited = TimeComparison.Explain(head, SyntheticProfiles.Draw(Base, seed: 8), Lines).Methods[0];

        Assert.Equal(("Buffer.Memmove", "Bench.Run", true), (first.Method, first.CalledFrom, first.Edited));
        Assert.Equal(["Codec.Parse"], first.EditedInCaller);
        Assert.Equal("called from Bench.Run, the edited Codec.Parse inlined there, Codec.cs:12", TimeExplanationText.Where(first));
        Assert.Null(unedited.EditedInCaller);
        Assert.False(unedited.Edited);
    }

    [Fact]
    public void The_callee_inlined_where_the_samples_land_is_named()
    {
        var inlined = new Dictionary<string, IReadOnlySet<string>>
        {
            ["Sample.Codec.Hash"] = new HashSet<string> { "Sample.Codec.Mix", "System.Math.Max" },
        };
        var head = SyntheticProfiles.Draw(With(Hash, 20), seed: 9, inlinees: inlined);

        var first = TimeComparison.Explain(head, SyntheticProfiles.Draw(Base, seed: 10), Lines).Methods[0];

        Assert.Equal("Codec.Hash", first.Method);
        Assert.Equal(["Codec.Mix (newly inlined)"], first.InlinedCallees);
    }

    [Fact]
    public void No_method_is_named_on_too_few_samples()
    {
        var head = SyntheticProfiles.Draw(With(Hash, 50), seed: 11, samplesPerIteration: 100);

        var explanation = TimeComparison.Explain(head, SyntheticProfiles.Draw(Base, seed: 12), Lines);

        Assert.Empty(explanation.Methods);
        Assert.StartsWith("too few samples to name a method (1,200 head, 3,000 base", explanation.Note);
    }

    [Fact]
    public void The_head_alone_names_its_most_expensive_methods()
    {
        var explanation = TimeComparison.Explain(SyntheticProfiles.Draw(Base, seed: 13), null, Lines);

        Assert.Equal(ReportTimeExplanation.HeadOnly, explanation.Sides);
        Assert.Equal("Codec.Parse", explanation.Methods[0].Method);
        Assert.InRange(explanation.Methods[0].Difference, 45, 55);
        Assert.Null(explanation.Methods[0].BaseNs);
    }

    [Fact]
    public void Shares_become_nanoseconds_by_the_launchs_time_per_operation()
    {
        var head = SyntheticProfiles.Draw(With(Hash, 20), seed: 14, iterationSpread: 0);
        var @base = SyntheticProfiles.Draw(Base, seed: 15, iterationSpread: 0);

        var explanation = TimeComparison.Explain(head, @base, Lines);

        Assert.Equal(120, explanation.HeadNsPerOperation, precision: 6);
        Assert.Equal(100, explanation.BaseNsPerOperation!.Value, precision: 6);
        var hash = explanation.Methods[0];
        Assert.InRange(hash.HeadNs, 36, 44);
        Assert.InRange(hash.BaseNs!.Value, 16, 24);
    }

    /// <summary>A head launch that merely ran slower as a whole (the machine's load) slows every method in proportion; the
    /// iterations of one launch cannot tell that from a slower method, the spread of the verdict's pairs can.</summary>
    [Fact]
    public void A_launch_that_ran_slow_as_a_whole_is_not_blamed_on_its_largest_method_given_the_pairs_spread()
    {
        var slower = Base.ToDictionary(m => m.Key, m => m.Value * 1.15);
        var head = SyntheticProfiles.Draw(slower, seed: 16);
        var @base = SyntheticProfiles.Draw(Base, seed: 17);
        double[] pairs = [0.12, -0.08, 0.03, -0.10, 0.07, -0.04];

        var withoutPairs = TimeComparison.Explain(head, @base, Lines);
        var withPairs = TimeComparison.Explain(head, @base, Lines, pairs);

        Assert.Equal("Codec.Parse", withoutPairs.Methods[0].Method);
        Assert.Empty(withPairs.Methods);
        Assert.Equal(ReportTimeExplanation.NoMethodBeyondNoise, withPairs.Note);
        Assert.InRange(withPairs.LaunchSpread!.Value, 0.08, 0.09);
    }

    [Fact]
    public void A_slower_method_is_still_named_within_the_pairs_spread()
    {
        double[] pairs = [0.03, -0.02, 0.01, -0.03, 0.02, -0.01];

        var first = TimeComparison.Explain(SyntheticProfiles.Draw(With(Hash, 20), seed: 18), SyntheticProfiles.Draw(Base, seed: 19), Lines, pairs).Methods[0];

        Assert.Equal("Codec.Hash", first.Method);
    }

    /// <summary>Seen in a CI run at load 12: the head spun 143 times as long as the base ran, in a method the base never
    /// sampled, and the pairs' spread was 0.46; scaling the head's whole time by that spread left the spin's interval
    /// reaching below zero. A launch that merely ran slower scales what the base's methods took, not what they never took.</summary>
    [Fact]
    public void A_spin_the_base_never_ran_is_named_however_widely_the_pairs_spread()
    {
        const string spin = "System.Threading.Thread.PollGC()";
        var head = SyntheticProfiles.Draw(new Dictionary<string, double>(Base) { [spin] = 10_000 }, seed: 20);
        var @base = SyntheticProfiles.Draw(Base, seed: 21);
        double[] pairs = [4.2, 5.1, 4.6, 4.0, 5.0, 4.7, 4.3, 5.2];

        var explanation = TimeComparison.Explain(head, @base, Lines, pairs);

        Assert.InRange(explanation.LaunchSpread!.Value, 0.4, 0.5);
        Assert.Equal("Thread.PollGC", explanation.Methods[0].Method);
        Assert.True(explanation.Methods[0].New);
    }

    /// <summary>Seen on the sample: a key boxed on its way to a partition (the edit in <c>PartitionOf</c>) grew its caller's
    /// own time more than its own. The edited method leads; the larger one follows.</summary>
    [Fact]
    public void A_method_the_pull_request_edited_comes_before_a_larger_one_it_did_not()
    {
        var head = SyntheticProfiles.Draw(new Dictionary<string, double>(Base) { [Parse] = 80, [Hash] = 30 }, seed: 22);
        var @base = SyntheticProfiles.Draw(Base, seed: 23);
        var edited = new EditedMethods(["Sample.Codec.Hash(Int32)"]);

        var methods = TimeComparison.Explain(head, @base, Lines, edited: edited).Methods;
        var unmarked = TimeComparison.Explain(head, @base, Lines).Methods;

        Assert.Equal(["Codec.Hash", "Codec.Parse"], methods.Select(m => m.Method));
        Assert.True(methods[0].Edited);
        Assert.False(methods[1].Edited);
        Assert.Equal(["Codec.Parse", "Codec.Hash"], unmarked.Select(m => m.Method));
        Assert.All(unmarked, m => Assert.False(m.Edited));
    }

    /// <summary>Seen on Autofac: a loop written into <c>LifetimeScope.TryGetSharedInstance</c>, and every sample of its time
    /// counted at the next place the runtime could stop the thread, a copy in another method. The method named is not the
    /// one edited; the explanation says which one was, and why the samples may not show it.</summary>
    [Fact]
    public void When_no_method_named_is_the_edited_one_the_explanation_names_the_edit()
    {
        var head = SyntheticProfiles.Draw(new Dictionary<string, double>(Base) { [Parse] = 80 }, seed: 28);
        var @base = SyntheticProfiles.Draw(Base, seed: 29);
        var edited = new EditedMethods(["Sample.Codec.Hash(Int32)", "Sample.Codec"]);

        var elsewhere = TimeComparison.Explain(head, @base, Lines, edited: edited);
        var there = TimeComparison.Explain(
            SyntheticProfiles.Draw(new Dictionary<string, double>(Base) { [Hash] = 30 }, seed: 30), @base, Lines, edited: edited);

        Assert.Equal("Codec.Parse", elsewhere.Methods[0].Method);
        Assert.StartsWith("none of these is what this change edited (Codec.Hash), which the benchmark executes", elsewhere.Note);
        Assert.Equal("Codec.Hash", there.Methods[0].Method);
        Assert.Null(there.Note);
        Assert.Null(TimeComparison.Explain(head, @base, Lines).Note);
    }

    /// <summary>The head's JIT inlined the edited method into its caller: the caller's frame holds the edited code's time,
    /// and it leads, naming the callee.</summary>
    [Fact]
    public void A_caller_whose_frame_holds_the_edited_method_inlined_leads_and_names_it()
    {
        var inlined = new Dictionary<string, IReadOnlySet<string>> { ["Sample.Codec.Format"] = new HashSet<string> { "Sample.Codec.Hash" } };
        var head = SyntheticProfiles.Draw(new Dictionary<string, double>(Base) { [Parse] = 80, [Format] = 30 }, seed: 24, inlinees: inlined);
        var @base = SyntheticProfiles.Draw(Base, seed: 25);

        var first = TimeComparison.Explain(head, @base, Lines, edited: new EditedMethods(["Sample.Codec.Hash(Int32)"])).Methods[0];

        Assert.Equal("Codec.Format", first.Method);
        Assert.False(first.Edited);
        Assert.Equal(["Codec.Hash (edited, newly inlined)"], first.InlinedCallees);
    }

    /// <summary>BenchmarkDotNet's loop is never named for its own time, but when the head's JIT inlined the edited code
    /// into it, its frame is where the edit's time is, and it is named with the edit.</summary>
    [Fact]
    public void The_harness_loop_is_named_only_when_it_holds_the_edited_method_inlined()
    {
        const string loop = "BenchmarkDotNet.Autogenerated.Runnable_0.WorkloadActionUnroll(int64)";
        var slower = new Dictionary<string, double>(Base) { [loop] = 60 };
        var inlined = new Dictionary<string, IReadOnlySet<string>> { ["BenchmarkDotNet.Autogenerated.Runnable_0.WorkloadActionUnroll"] = new HashSet<string> { "Sample.Codec.Spin" } };
        var @base = SyntheticProfiles.Draw(new Dictionary<string, double>(Base) { [loop] = 1 }, seed: 26);

        var unedited = TimeComparison.Explain(SyntheticProfiles.Draw(slower, seed: 27, inlinees: inlined), @base, Lines);
        var edited = TimeComparison.Explain(SyntheticProfiles.Draw(slower, seed: 27, inlinees: inlined), @base, Lines, edited: new EditedMethods(["Sample.Codec.Spin()"]));

        Assert.DoesNotContain(unedited.Methods, m => m.Method.Contains("Runnable_0", StringComparison.Ordinal));
        var first = edited.Methods[0];
        Assert.Contains("Runnable_0.WorkloadActionUnroll", first.Method, StringComparison.Ordinal);
        Assert.Equal(["Codec.Spin (edited, newly inlined)"], first.InlinedCallees);
    }

    /// <summary>BenchmarkDotNet's <c>__Workload</c> is one call to the benchmark method: the time its frame holds is the
    /// benchmark's, inlined there, and it is named whatever is known of the edit (the end-to-end gate's seeded spin, sampled
    /// by perf, whose gate had no edited methods to tie it to, 2026-11-30).</summary>
    [Fact]
    public void BenchmarkDotNets_workload_wrapper_is_named_for_the_benchmark_code_inlined_into_it()
    {
        const string workload = "BenchmarkDotNet.Autogenerated.Runnable_0.__Workload()";
        var @base = SyntheticProfiles.Draw(new Dictionary<string, double>(Base) { [workload] = 1 }, seed: 26);

        var explanation = TimeComparison.Explain(SyntheticProfiles.Draw(new Dictionary<string, double>(Base) { [workload] = 60 }, seed: 27), @base, Lines);

        Assert.Equal("Runnable_0.__Workload", explanation.Methods[0].Method);
    }

    /// <summary>Seen on the sample: the base inlined the edited <c>PartitionOf</c> into <c>Add</c>, the head did not. The
    /// callee left <c>Add</c>'s frame; <c>Add</c>'s larger extra time is not the edited code's, and the edited method leads.</summary>
    [Fact]
    public void A_caller_that_held_the_edited_method_only_in_the_base_does_not_lead_but_says_so()
    {
        var inlinedInBase = new Dictionary<string, IReadOnlySet<string>> { ["Sample.Codec.Parse"] = new HashSet<string> { "Sample.Codec.Hash" } };
        var head = SyntheticProfiles.Draw(new Dictionary<string, double>(Base) { [Parse] = 80, [Hash] = 30 }, seed: 26);
        var @base = SyntheticProfiles.Draw(Base, seed: 27, inlinees: inlinedInBase);

        var methods = TimeComparison.Explain(head, @base, Lines, edited: new EditedMethods(["Sample.Codec.Hash(Int32)"])).Methods;

        Assert.Equal(["Codec.Hash", "Codec.Parse"], methods.Select(m => m.Method));
        Assert.Equal(["Codec.Hash (edited, inlined in the base only)"], methods[1].InlinedCallees);
    }

    [Theory]
    [InlineData("Sample.Streaming.DataStreamer.PartitionOf(Int64)", "Sample.Streaming.DataStreamer.PartitionOf(int64)")]
    [InlineData("Sample.Streaming.DataStreamer.<StreamAsync>d__11.MoveNext()", "Sample.Streaming.DataStreamer+<StreamAsync>d__11.MoveNext()")]
    [InlineData("Sample.Cache`1.Get(String)", "Sample.Cache`1[System.__Canon].Get(class System.String)")]
    [InlineData("Sample.Codec.Hash", "Sample.Codec.Hash")]
    public void The_builds_name_and_the_profiles_name_of_one_method_match(string selection, string frame) =>
        Assert.True(new EditedMethods([selection]).Contains(frame));

    [Fact]
    public void Another_method_of_the_same_type_does_not_match() =>
        Assert.False(new EditedMethods(["Sample.Codec.Hash(Int32)"]).Contains("Sample.Codec.HashAll(int32)"));

    /// <summary>Seen in an A/A gate of the sample's streamer: the head's profiled launch ran 1.30–1.40 × the base's, the
    /// sixteen pairs spread by a sd of 0.10–0.15, and the largest method was named at +68 to +93 μs. With the verdict's
    /// times (equal sides) the profiles only divide the time, and nothing is named.</summary>
    [Fact]
    public void A_profiled_launch_slow_as_a_whole_names_nothing_when_the_verdicts_times_are_equal()
    {
        var slower = Base.ToDictionary(m => m.Key, m => m.Value * 1.4);
        double[] pairs = [0.15, -0.12, 0.05, -0.2, 0.1, -0.05, 0.18, -0.1, 0.02, -0.16, 0.12, -0.03, 0.08, -0.14, 0.01, -0.06];
        var head = SyntheticProfiles.Draw(slower, seed: 28);
        var @base = SyntheticProfiles.Draw(Base, seed: 29);

        var ownTimes = TimeComparison.Explain(head, @base, Lines, pairs);
        var verdictTimes = TimeComparison.Explain(head.WithTimeOf(100), @base.WithTimeOf(100), Lines, pairs, timesFromPairs: true);

        Assert.NotEmpty(ownTimes.Methods);
        Assert.Empty(verdictTimes.Methods);
        Assert.Equal(ReportTimeExplanation.NoMethodBeyondNoise, verdictTimes.Note);
    }

    [Fact]
    public void With_the_verdicts_times_a_slower_method_is_still_named_at_its_extra_time()
    {
        double[] pairs = [0.22, 0.15, 0.2, 0.12, 0.25, 0.18, 0.16, 0.21];
        var head = SyntheticProfiles.Draw(With(Hash, 20), seed: 30).WithTimeOf(120);
        var @base = SyntheticProfiles.Draw(Base, seed: 31).WithTimeOf(100);

        var first = TimeComparison.Explain(head, @base, Lines, pairs, timesFromPairs: true).Methods[0];

        Assert.Equal("Codec.Hash", first.Method);
        Assert.InRange(first.Difference, 14, 26);
    }

    [Fact]
    public void BenchmarkDotNets_measurement_loop_is_never_named()
    {
        const string loop = "BenchmarkDotNet.Autogenerated.Runnable_0.WorkloadActionUnroll(int64)";
        var head = SyntheticProfiles.Draw(new Dictionary<string, double>(Base) { [loop] = 30 }, seed: 32);
        var @base = SyntheticProfiles.Draw(new Dictionary<string, double>(Base) { [loop] = 3 }, seed: 33);

        Assert.DoesNotContain(TimeComparison.Explain(head, @base, Lines).Methods, m => m.Method.Contains("WorkloadActionUnroll", StringComparison.Ordinal));
    }
}
