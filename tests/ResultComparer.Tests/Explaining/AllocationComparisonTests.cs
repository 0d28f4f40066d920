using PerfGate.Explaining;
using PerfGate.Reports;

namespace PerfGate.Tests.Explaining;

public sealed class AllocationComparisonTests
{
    private const long Operations = 1_000_000;
    private static readonly CallSite Run = new("Sample.Tasks.CompletedTasks.Run(!!0)", "/repo/src/Sample/Tasks/CompletedTasks.cs", 19);

    // Samples of small objects stand for about 100 KB each, give or take as much: bytes per operation = samples × 100 KB
    // / operations, a standard error of √samples × 100 KB / operations.
    private static SampledType Type(string name, int samples) => new(name, samples, samples * 100_000.0, samples * 1e10, Run);

    [Fact]
    public void The_type_the_change_added_is_named_first_with_its_call_site()
    {
        var @base = new AllocationProfile("B.M", Operations, [Type("System.Threading.Tasks.Task`1[System.String]", 720)]);
        var head = new AllocationProfile("B.M", Operations, [
            Type("System.Threading.Tasks.Task`1[System.String]", 722),
            Type("System.Threading.Tasks.TaskCompletionSource`1[System.String]", 240)]);

        var explanation = AllocationComparison.Explain(head, @base);

        var first = Assert.Single(explanation.Types);
        Assert.Equal("System.Threading.Tasks.TaskCompletionSource<String>", first.Type);
        Assert.True(first.New);
        Assert.Equal(24, first.Growth, precision: 6);
        Assert.InRange(first.Uncertainty, 1, 2); // √240 ≈ 15.5 samples of 0.1 B/op each
        Assert.Equal(("CompletedTasks.Run", "/repo/src/Sample/Tasks/CompletedTasks.cs", 19), (first.Method, first.File, first.Line));
        Assert.Equal(ReportAllocationExplanation.HeadAndBase, explanation.Sides);
        Assert.Null(explanation.Note);
    }

    [Fact]
    public void No_type_is_named_on_too_few_samples()
    {
        var head = new AllocationProfile("B.M", Operations, [Type("System.Object", AllocationComparison.MinimumSamples - 1)]);
        var @base = new AllocationProfile("B.M", Operations, [Type("System.Object", 5_000)]);

        var explanation = AllocationComparison.Explain(head, @base);

        Assert.Empty(explanation.Types);
        Assert.StartsWith("too few samples", explanation.Note);
    }

    [Fact]
    public void A_base_that_allocates_nothing_has_no_samples_and_that_is_enough()
    {
        var @base = new AllocationProfile("B.M", Operations, []);
        var head = new AllocationProfile("B.M", Operations, [Type("System.Threading.Tasks.Task`1[Sample.Profile]", 720)]);

        var first = Assert.Single(AllocationComparison.Explain(head, @base).Types);

        Assert.Equal(("System.Threading.Tasks.Task<Profile>", true, 72.0), (first.Type, first.New, first.Growth));
    }

    [Fact]
    public void A_base_too_short_to_resolve_the_heads_bytes_names_nothing()
    {
        var @base = new AllocationProfile("B.M", Operations: 1_000, []);
        var head = new AllocationProfile("B.M", Operations, [Type("System.Object", 720)]);

        Assert.StartsWith("too few samples", AllocationComparison.Explain(head, @base).Note);
    }

    [Fact]
    public void A_change_within_the_sampling_error_names_nothing()
    {
        // 5 more samples of 1,000 is noise, not growth.
        var @base = new AllocationProfile("B.M", Operations, [Type("System.Object", 500), Type("System.String", 500)]);
        var head = new AllocationProfile("B.M", Operations, [Type("System.Object", 505), Type("System.String", 500)]);

        Assert.Empty(AllocationComparison.Explain(head, @base).Types);
    }

    [Fact]
    public void Without_a_base_the_heads_largest_types_are_listed_and_it_says_so()
    {
        var head = new AllocationProfile("B.M", Operations, [Type("System.String", 300), Type("System.Byte[]", 900)]);

        var explanation = AllocationComparison.Explain(head, null);

        Assert.Equal(ReportAllocationExplanation.HeadOnly, explanation.Sides);
        Assert.Equal(["System.Byte[]", "System.String"], explanation.Types.Select(t => t.Type));
        Assert.All(explanation.Types, t => Assert.Null(t.BaseBytes));
    }
}
