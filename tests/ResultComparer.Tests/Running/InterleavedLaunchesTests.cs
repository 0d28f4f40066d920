using System.Text.RegularExpressions;
using PerfGate.Options;
using PerfGate.Running;
using PerfGate.Statistics;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Running;

/// <summary>The order of the same-runner launches: neither side may be favoured by a trend, by round or by method.</summary>
public sealed class InterleavedLaunchesTests
{
    [Theory]
    [InlineData(4, 1)]
    [InlineData(6, 5)]
    [InlineData(10, 7)]
    public void Over_an_even_number_of_rounds_each_method_has_its_base_first_in_exactly_half(int rounds, int methods)
    {
        for (var method = 0; method < methods; method++)
        {
            var baseFirst = Enumerable.Range(1, rounds).Count(round => InterleavedLaunches.BaseFirst(round, method));

            Assert.Equal(rounds / 2, baseFirst);
        }
    }

    [Fact]
    public void Within_a_round_consecutive_methods_swap_which_side_goes_first()
    {
        for (var round = 1; round <= 6; round++)
        {
            for (var method = 1; method < 5; method++)
            {
                Assert.NotEqual(InterleavedLaunches.BaseFirst(round, method - 1), InterleavedLaunches.BaseFirst(round, method));
            }
        }

        // The first round starts with the base, as the pairs always have.
        Assert.True(InterleavedLaunches.BaseFirst(1, 0));
    }

    [Theory]
    [InlineData(3, true, "Sample.FastPaths.CallChainBenchmark.TaskFastPath", "r03-base-Sample.FastPaths.CallChainBenchmark.TaskFastPath")]
    [InlineData(12, false, "Ns.Generic<Int32>.Run", "r12-head-Ns.Generic_Int32_.Run")]
    public void Each_launch_has_a_folder_named_by_round_side_and_method(int round, bool isBase, string method, string expected)
    {
        Assert.Equal(expected, InterleavedLaunches.LaunchFolder(round, isBase, method));
    }

    [Fact]
    public void Methods_whose_names_differ_only_in_case_get_folders_apart_on_file_systems_that_ignore_case()
    {
        var names = InterleavedLaunches.FolderNames(["Sample.Parsing.Parse", "Sample.Parsing.parse", "Sample.Caching.Hit"]);

        Assert.Equal("Sample.Caching.Hit", names["Sample.Caching.Hit"]);
        Assert.StartsWith("Sample.Parsing.Parse-", names["Sample.Parsing.Parse"], StringComparison.Ordinal);
        Assert.StartsWith("Sample.Parsing.parse-", names["Sample.Parsing.parse"], StringComparison.Ordinal);
        Assert.NotEqual(names["Sample.Parsing.Parse"], names["Sample.Parsing.parse"], StringComparer.OrdinalIgnoreCase);
        Assert.Equal(names, InterleavedLaunches.FolderNames(["Sample.Caching.Hit", "Sample.Parsing.parse", "Sample.Parsing.Parse"]));
    }

    [Fact]
    public void A_long_method_name_is_cut_and_told_apart_by_a_hash_of_the_whole_name()
    {
        var common = "Company.Product.Feature.Subsystem.Benchmarks.AVeryDescriptiveBenchmarkClassName.";
        var first = InterleavedLaunches.LaunchFolder(1, true, common + "FirstMethodWithALongName");
        var second = InterleavedLaunches.LaunchFolder(1, true, common + "SecondMethodWithALongName");

        Assert.Equal("r01-base-".Length + 80 + 9, first.Length);
        Assert.StartsWith("r01-base-" + common[..80] + "-", first, StringComparison.Ordinal);
        Assert.NotEqual(first, second);
    }

    /// <summary>
    /// Real processes (a shell script printing what BenchmarkDotNet prints and copying a report), so the progress
    /// is what a build log shows: one count over the whole gate, which shrinks when a method turns out new.
    /// </summary>
    [UnixFact]
    public async Task Progress_counts_the_launches_of_the_whole_gate_and_drops_those_a_new_method_will_not_need()
    {
        using var temp = new TempDirectory();
        var report = new PerfGate.Model.BenchmarkResult("A.X", [100, 101, 99], 64) { LaunchSizes = [3] };
        BdnJson.Write(temp.File("reports/A.X"), SyntheticRuns.Host, report);
        BdnJson.Write(temp.File("reports/B.New"), SyntheticRuns.Host, report with { Id = "B.New" });
        // The base revision does not have B.New: BenchmarkDotNet says its filter matched nothing.
        var baseScript = Script(temp, "base.sh", "B.New");
        var headScript = Script(temp, "head.sh", null);
        var options = new BenchmarkRunOptions(headScript, temp.File("artifacts"), GateDefaults.Category, BenchmarkJob.Ci.OneLaunchInProcess(), Verbose: false);
        using var output = new StringWriter();

        var result = await new InterleavedLaunches(new BenchmarkRunner(output, "/bin/sh"), output)
            .RunAsync(options with { AssemblyPath = baseScript }, options, ["A.X", "B.New"], new PairedLooks(12), NeedsMoreBefore(8, "A.X"), temp.File("launches"), CancellationToken.None);

        Assert.Null(result.Head.Failure);
        Assert.Equal(8, result.Base.Launches.Count);
        var text = output.ToString();
        var launches = Regex.Matches(text, @"PerfGate: \[launch (\d+)/(\d+)\] (base|head) ")
            .Select(m => (Number: int.Parse(m.Groups[1].Value, System.Globalization.CultureInfo.InvariantCulture), Total: int.Parse(m.Groups[2].Value, System.Globalization.CultureInfo.InvariantCulture)))
            .Distinct()
            .ToList();
        // At most 12 rounds × 2 methods × 2 sides planned (48); B.New runs once per side in round 1, then never again
        // (planned 26 from then on); A.X is decided at the first look, 8 pairs: 2 + 16 = 18 launches in all.
        Assert.Equal(Enumerable.Range(1, 18), launches.Select(l => l.Number));
        Assert.All(launches.Take(4), l => Assert.Equal(48, l.Total));
        Assert.All(launches.Skip(4), l => Assert.Equal(26, l.Total));
        Assert.Contains("PerfGate: after 8 pairs: 1 method(s) need no more pairs, 0 still undecided", text, StringComparison.Ordinal);
        Assert.DoesNotContain("building them", text, StringComparison.Ordinal);
        Assert.DoesNotContain("PerfGate: [1/1]", text, StringComparison.Ordinal);
    }

    /// <summary>A change that only adds benchmarks (the others skipped by the selection): the head measures each new one
    /// once, and no empty rounds follow.</summary>
    [UnixFact]
    public async Task When_every_method_is_new_the_pairs_stop_after_the_first_round()
    {
        using var temp = new TempDirectory();
        var report = new PerfGate.Model.BenchmarkResult("B.New", [100, 101, 99], 64) { LaunchSizes = [3] };
        BdnJson.Write(temp.File("reports/B.New"), SyntheticRuns.Host, report);
        var baseScript = Script(temp, "base.sh", "B.New");
        var headScript = Script(temp, "head.sh", null);
        var options = new BenchmarkRunOptions(headScript, temp.File("artifacts"), GateDefaults.Category, BenchmarkJob.Ci.OneLaunchInProcess(), Verbose: false);
        using var output = new StringWriter();

        var result = await new InterleavedLaunches(new BenchmarkRunner(output, "/bin/sh"), output)
            .RunAsync(options with { AssemblyPath = baseScript }, options, ["B.New"], new PairedLooks(16), NeedsMoreBefore(8, "B.New"), temp.File("launches"), CancellationToken.None);

        Assert.True(result.Base.NothingTagged);
        Assert.Equal(["B.New"], result.Head.Launches.SelectMany(l => l.Benchmarks).Select(b => b.Id));
        var text = output.ToString();
        Assert.Contains("PerfGate: launch pair 1 of at most 16", text, StringComparison.Ordinal);
        Assert.DoesNotContain("PerfGate: launch pair 2 ", text, StringComparison.Ordinal);
        Assert.DoesNotContain("PerfGate: after ", text, StringComparison.Ordinal);
    }

    /// <summary>Base and head alike run with the runtime's call-counting delay off, so a launch measures tiered-up code.</summary>
    [UnixFact]
    public async Task Every_launch_of_both_sides_runs_with_the_call_counting_delay_off()
    {
        using var temp = new TempDirectory();
        var report = new PerfGate.Model.BenchmarkResult("A.X", [100, 101, 99], 64) { LaunchSizes = [3] };
        BdnJson.Write(temp.File("reports/A.X"), SyntheticRuns.Host, report);
        var baseScript = Script(temp, "base.sh", null);
        var headScript = Script(temp, "head.sh", null);
        var options = new BenchmarkRunOptions(headScript, temp.File("artifacts"), GateDefaults.Category, BenchmarkJob.Ci.OneLaunchInProcess(), Verbose: false);
        using var output = new StringWriter();

        await new InterleavedLaunches(new BenchmarkRunner(output, "/bin/sh"), output)
            .RunAsync(options with { AssemblyPath = baseScript }, options, ["A.X"], new PairedLooks(8), NeedsMoreBefore(8, "A.X"), temp.File("launches"), CancellationToken.None);

        var logs = Directory.GetFiles(temp.File("launches"), "perfgate-run.log", SearchOption.AllDirectories);
        Assert.Equal(16, logs.Length); // 8 pairs: the budget is its only look
        Assert.All(logs, log =>
        {
            var text = File.ReadAllText(log);
            Assert.Contains("// environment added: DOTNET_TC_CallCountingDelayMs=0", text, StringComparison.Ordinal);
            Assert.Contains("// call-counting delay: 0", text, StringComparison.Ordinal);
        });
    }

    /// <summary>
    /// A method that blocks forever in the head (real processes: the stand-in sleeps) is killed at its limit, fails, and
    /// is launched no more; the other method gets all its pairs as if nothing had happened.
    /// </summary>
    [UnixFact]
    public async Task A_head_launch_that_hangs_is_killed_and_its_method_launched_no_more_while_the_other_gets_its_pairs()
    {
        using var temp = new TempDirectory();
        var (options, baseScript) = TwoMethods(temp, baseHangs: null, headHangs: "B.Stuck");
        using var output = new StringWriter();

        var result = await new InterleavedLaunches(new BenchmarkRunner(output, "/bin/sh"), output)
            .RunAsync(options with { AssemblyPath = baseScript }, options, ["A.X", "B.Stuck"], new PairedLooks(8), NeedsMoreBefore(8, "A.X"), temp.File("launches"), CancellationToken.None,
                limits: TestLimits());

        var hung = Assert.Single(result.Hung);
        Assert.Equal(("B.Stuck", "head", "B.Stuck"), (hung.Method, hung.Side, hung.Hang.Case));
        Assert.Equal(TimeSpan.FromSeconds(2), hung.Hang.Limit.Limit); // B.Stuck goes head first in round 1: nothing known yet
        Assert.Null(result.Head.Failure);
        Assert.Null(result.Base.Failure);
        Assert.Equal(8, result.Head.Launches.Count);
        Assert.Equal(8, result.Base.Launches.Count);
        Assert.All(result.Head.Launches.Concat(result.Base.Launches), run => Assert.Equal("A.X", Assert.Single(run.Benchmarks).Id));
        Assert.Single(Directory.GetDirectories(temp.File("launches"), "r*-B.Stuck"));
        var text = output.ToString();
        Assert.Contains("PerfGate: killed the head launch of B.Stuck after ", text, StringComparison.Ordinal);
        Assert.Contains("PerfGate: B.Stuck hung in the head: it fails the gate and is launched no more; the other methods go on", text, StringComparison.Ordinal);
        // 2 methods × 8 pairs × 2 sides planned (32); when B.Stuck hung in launch 3, its round-1 base launch and its 14 later
        // ones were dropped: 17 in all.
        Assert.Contains("PerfGate: [launch 3/32] head B.Stuck", text, StringComparison.Ordinal);
        Assert.Contains("PerfGate: [launch 17/17] ", text, StringComparison.Ordinal);
    }

    /// <summary>A base launch that hangs: not the change under test's doing, so its method gets no time verdict (its base
    /// launches are dropped) and its head is still measured once, for allocations; the gate goes on.</summary>
    [UnixFact]
    public async Task A_base_launch_that_hangs_drops_the_methods_pairs_and_keeps_its_head_launch_for_allocations()
    {
        using var temp = new TempDirectory();
        var (options, baseScript) = TwoMethods(temp, baseHangs: "B.Stuck", headHangs: null);
        using var output = new StringWriter();

        var result = await new InterleavedLaunches(new BenchmarkRunner(output, "/bin/sh"), output)
            .RunAsync(options with { AssemblyPath = baseScript }, options, ["A.X", "B.Stuck"], new PairedLooks(8), NeedsMoreBefore(8, "A.X"), temp.File("launches"), CancellationToken.None,
                limits: TestLimits());

        var hung = Assert.Single(result.Hung);
        Assert.Equal(("B.Stuck", "base"), (hung.Method, hung.Side));
        // Round 1 ran B.Stuck's head first, so its base launch had the head's time to go by: the floor.
        Assert.StartsWith("the floor, as 5 × its longest case so far", hung.Hang.Limit.Basis, StringComparison.Ordinal);
        Assert.Null(result.Base.Failure);
        Assert.False(result.Base.NothingTagged);
        Assert.All(result.Base.Launches, run => Assert.Equal("A.X", Assert.Single(run.Benchmarks).Id));
        Assert.Equal(["A.X", "B.Stuck"], result.Head.Launches[0].Benchmarks.Select(b => b.Id).Order(StringComparer.Ordinal));
        Assert.All(result.Head.Launches.Skip(1), run => Assert.Equal("A.X", Assert.Single(run.Benchmarks).Id));
        Assert.Contains("PerfGate: B.Stuck hung in the base revision: no time verdict and no more pairs for it", output.ToString(), StringComparison.Ordinal);
    }

    /// <summary>A floor of a second and 2 s for a first launch: a hang costs the test seconds, and a stand-in's launch takes milliseconds.</summary>
    private static CaseTimeLimits TestLimits() => new(TimeSpan.FromSeconds(1), new Dictionary<string, TimeSpan>(), whenUnknown: TimeSpan.FromSeconds(2));

    /// <summary>Stand-ins of both builds running A.X and B.Stuck, B.Stuck blocking forever in the build named.</summary>
    private static (BenchmarkRunOptions Head, string BaseScript) TwoMethods(TempDirectory temp, string? baseHangs, string? headHangs)
    {
        var report = new PerfGate.Model.BenchmarkResult("A.X", [100, 101, 99], 64) { LaunchSizes = [3] };
        BdnJson.Write(temp.File("reports/A.X"), SyntheticRuns.Host, report);
        BdnJson.Write(temp.File("reports/B.Stuck"), SyntheticRuns.Host, report with { Id = "B.Stuck" });
        var baseScript = Script(temp, "base.sh", null, baseHangs);
        var headScript = Script(temp, "head.sh", null, headHangs);
        return (new BenchmarkRunOptions(headScript, temp.File("artifacts"), GateDefaults.Category, BenchmarkJob.Ci.OneLaunchInProcess(), Verbose: false), baseScript);
    }

    /// <summary>Says a method needs more pairs until it has this many rounds.</summary>
    private static Func<IReadOnlyList<string>, IReadOnlyList<PerfGate.Model.BenchmarkRun>, IReadOnlyList<PerfGate.Model.BenchmarkRun>, IReadOnlySet<string>> NeedsMoreBefore(int rounds, string method) =>
        (asked, baseRuns, _) => asked.Where(m => m != method || baseRuns.Count < rounds).ToHashSet();

    /// <summary>A stand-in benchmark app: runs the method named by its first --filter, or says nothing matched, or blocks
    /// forever in the method it <paramref name="hangs"/>.</summary>
    private static string Script(TempDirectory temp, string name, string? lacks, string? hangs = null)
    {
        var path = temp.File(name);
        File.WriteAllText(path, $$"""
            artifacts=""
            method=""
            previous=""
            for argument in "$@"; do
              if [ "$previous" = "--artifacts" ]; then artifacts="$argument"; fi
              if [ "$previous" = "--filter" ] && [ -z "$method" ]; then method="$argument"; fi
              previous="$argument"
            done
            echo '// ***** BenchmarkRunner: Start   *****'
            echo "// call-counting delay: ${DOTNET_TC_CallCountingDelayMs-unset}"
            if [ "$method" = "{{lacks}}" ]; then
              echo "The filter '$method' that you have provided returned 0 benchmarks."
              exit 0
            fi
            echo '// ***** Found 1 benchmark(s) in total *****'
            echo "// Benchmark: $method: Job-REKEAC(IterationCount=5, LaunchCount=1)"
            if [ "$method" = "{{hangs}}" ]; then
              sleep 120
            fi
            mkdir -p "$artifacts/results"
            cp "{{temp.Path}}/reports/$method/Synthetic-report-full.json" "$artifacts/results/"

            """.ReplaceLineEndings("\n"));
        return path;
    }
}
