using PerfGate.Model;
using PerfGate.Options;
using PerfGate.Running;

namespace PerfGate.Tests.Running;

/// <summary>The rule that bounds each benchmark case: 5 × what it is known to take, never less than the floor.</summary>
public sealed class CaseTimeLimitsTests
{
    private static readonly TimeSpan Floor = TimeSpan.FromSeconds(120);

    [Theory]
    // known seconds, limit seconds, basis
    [InlineData(3.1, 120, "the floor, as 5 × its longest case so far, 3.1 s, is less")]
    [InlineData(24, 120, "5 × its longest case so far, 24 s")]
    [InlineData(30, 150, "5 × its longest case so far, 30 s")]
    [InlineData(100, 500, "5 × its longest case so far, 100 s")]
    public void A_known_case_gets_five_times_its_time_and_never_less_than_the_floor(double knownSeconds, double limitSeconds, string basis)
    {
        var limit = CaseTimeLimit.From(Floor, new CaseTimeReference(TimeSpan.FromSeconds(knownSeconds), CaseTimeLimits.LongestSoFar), whenUnknown: null);

        Assert.NotNull(limit);
        Assert.Equal(TimeSpan.FromSeconds(limitSeconds), limit.Limit);
        Assert.Equal(basis, limit.Basis);
    }

    [Fact]
    public void Nothing_known_is_the_first_launch_default_in_process_and_no_limit_out_of_process()
    {
        var inProcess = CaseTimeLimit.From(Floor, reference: null, CaseTimeLimit.FirstLaunchDefault);
        var higherFloor = CaseTimeLimit.From(TimeSpan.FromMinutes(10), reference: null, CaseTimeLimit.FirstLaunchDefault);

        Assert.Equal(TimeSpan.FromMinutes(4), inProcess!.Limit);
        Assert.Equal("nothing known of its time yet: the first launch's limit", inProcess.Basis);
        Assert.Equal(TimeSpan.FromMinutes(10), higherFloor!.Limit);
        Assert.Equal("the floor; nothing known of its time yet", higherFloor.Basis);
        Assert.Null(CaseTimeLimit.From(Floor, reference: null, whenUnknown: null));
    }

    /// <summary>
    /// Worked by hand from the ci job's settings (100 ms iterations; 3 pilot, 5 measured; warmup 2 out of process, at
    /// most 50 automatic in process; 3 s a process start; 3 launches out of process): 50 ns per operation in process is
    /// 3 s + 58 × 0.1 s = 8.8 s; out of process 3 × (3 s + 10 × 0.1 s) = 12 s. An operation of 2 s makes each iteration
    /// 2 s: 3 s + 58 × 2 s = 119 s in process, 3 × (3 s + 10 × 2 s) = 69 s out of process.
    /// </summary>
    [Theory]
    [InlineData(50, true, 8.8)]
    [InlineData(50, false, 12)]
    [InlineData(2e9, true, 119)]
    [InlineData(2e9, false, 69)]
    public void The_baseline_says_what_a_ci_case_takes_from_its_time_per_operation(double medianNs, bool inProcess, double expectedSeconds)
    {
        var expected = CaseTimeLimits.ExpectedCaseTime([medianNs * 0.9, medianNs, medianNs * 1.1], inProcess);

        Assert.Equal(expectedSeconds, expected.TotalSeconds, precision: 6);
    }

    [Fact]
    public void A_methods_finished_launches_decide_before_the_baseline_and_the_baseline_before_the_default()
    {
        var limits = CaseTimeLimits.For([Recorded("Ns.Slow.Run", 2e9), Recorded("Ns.Slow.Run(N: 2)", 1e9), Recorded("Ns.Fast.Run", 50)], BenchmarkJob.Ci.OneLaunchInProcess(), CaseTimeout.Default);

        // The slowest of the method's recorded cases: 119 s in process, × 5.
        Assert.Equal(TimeSpan.FromSeconds(595), limits.For("Ns.Slow.Run", "Slow.Run [N=2]")!.Limit);
        Assert.Equal("5 × what its baseline's samples suggest, 119 s", limits.For("Ns.Slow.Run", "Slow.Run")!.Basis);
        Assert.Equal(Floor, limits.For("Ns.Fast.Run", "Fast.Run")!.Limit);
        Assert.Equal(CaseTimeLimit.FirstLaunchDefault, limits.For("Ns.New.Run", "New.Run")!.Limit);

        limits.Observe("Ns.Slow.Run", TimeSpan.FromSeconds(30));
        limits.Observe("Ns.Slow.Run", TimeSpan.FromSeconds(40));
        limits.Observe("Ns.Slow.Run", TimeSpan.FromSeconds(35));
        limits.Observe("Ns.New.Run", TimeSpan.FromSeconds(2));

        Assert.Equal(new CaseTimeLimit(TimeSpan.FromSeconds(200), "5 × its longest case so far, 40 s"), limits.For("Ns.Slow.Run", "Slow.Run"));
        Assert.Equal(Floor, limits.For("Ns.New.Run", "New.Run")!.Limit);
    }

    [Fact]
    public void Out_of_process_a_case_is_found_by_its_announced_name_and_an_unknown_one_has_no_limit()
    {
        var limits = CaseTimeLimits.For([Recorded("Ns.Slow.Run(N: 1)", 2e9)], BenchmarkJob.Ci, CaseTimeout.Default);

        Assert.Equal(TimeSpan.FromSeconds(345), limits.For(null, "Slow.Run [N=1]")!.Limit);
        Assert.Null(limits.For(null, "Other.Run"));
    }

    [Fact]
    public void Another_jobs_cases_are_unknown_until_they_have_run()
    {
        var limits = CaseTimeLimits.For([Recorded("Ns.Slow.Run", 2e9)], BenchmarkJob.Long.OneLaunchInProcess(), CaseTimeout.Default);

        Assert.Equal(CaseTimeLimit.FirstLaunchDefault, limits.For("Ns.Slow.Run", "Slow.Run")!.Limit);
    }

    [Theory]
    [InlineData("Ns.Type.Method", "Type.Method", true)]
    [InlineData("Ns.Type.Method", "Type.Method [N=1, Mode=Fast]", true)]
    [InlineData("Ns.Outer.Inner.Method", "Outer+Inner.Method", true)]
    [InlineData("Ns.Generic<Int32>.Method", "Generic<Int32>.Method", true)]
    [InlineData("Ns.Type.Method", "Type.MethodTwo", false)]
    [InlineData("Ns.OtherType.Method", "Type.Method", false)]
    [InlineData("Ns.Type.Method", "", false)]
    public void A_methods_cases_are_found_by_the_name_BenchmarkDotNet_announces(string method, string caseName, bool expected) =>
        Assert.Equal(expected, BenchmarkMethodKey.NamesCase(method, caseName));

    private static BenchmarkResult Recorded(string id, double medianNs) => new(id, [medianNs, medianNs, medianNs], 0);
}
