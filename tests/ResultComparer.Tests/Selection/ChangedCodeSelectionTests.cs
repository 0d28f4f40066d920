using Mono.Cecil;
using PerfGate.Options;
using PerfGate.Running;
using PerfGate.Selection;
using PerfGate.Selection.Execution;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Selection;

/// <summary>The selection's one entry, which the gate and the history evaluation (eval/selection/history) both call, over
/// the selection suite's real builds: what each side executes comes from <see cref="IExecutionSource"/>s made in memory
/// (the traced launches have tests of their own), so each test says exactly what a side executed and what was asked.</summary>
[Collection(SelectionSuiteCollection.Name)]
public sealed class ChangedCodeSelectionTests(SelectionSuiteBuilds builds)
{
    private const string Reaches = "Suite.Benchmarks.ReachesChecksum";
    private const string Elsewhere = "Suite.Benchmarks.RunsElsewhere";
    private const string Library = "SelectionSuite.Library.dll";

    [Fact]
    public async Task A_body_edit_selects_the_method_whose_launches_executed_it_and_asks_both_sides_once_per_method()
    {
        var checksum = Token(builds.BaseFolder, "SelectionSuite.Library.Stages", "Checksum");
        var unused = Token(builds.BaseFolder, "SelectionSuite.Library.Unused", "Describe");
        var executed = new Dictionary<string, ExecutedCode?> { [Reaches] = Executed(checksum), [Elsewhere] = Executed(unused) };
        var @base = new Recorded(executed);
        var head = new Recorded(executed);

        var plan = await Select("PG_DEEP_CALLEE", @base, head);

        Assert.Equal([Reaches], plan.Running);
        Assert.Contains("Stages.Checksum", plan.For(Reaches)!.Decision.Reason, StringComparison.Ordinal);
        Assert.StartsWith("unchanged: no code it executes changed", plan.For(Elsewhere)!.Decision.Reason, StringComparison.Ordinal);
        Assert.Single(plan.Changes!.Methods);
        Assert.Equal([Reaches, Elsewhere], @base.Asked);
        Assert.Equal([Reaches, Elsewhere], head.Asked);
    }

    [Fact]
    public async Task A_method_the_base_lacks_runs_as_new_and_one_the_head_cannot_tell_runs_as_untraced()
    {
        var checksum = Token(builds.BaseFolder, "SelectionSuite.Library.Stages", "Checksum");
        var @base = new Recorded(new Dictionary<string, ExecutedCode?> { [Reaches] = null, [Elsewhere] = Executed(checksum) });
        var head = new Recorded(new Dictionary<string, ExecutedCode?> { [Reaches] = Executed(checksum) });

        var plan = await Select("PG_UNRELATED", @base, head);

        Assert.StartsWith("new:", plan.For(Reaches)!.Decision.Reason, StringComparison.Ordinal);
        Assert.Contains("could not be traced", plan.For(Elsewhere)!.Decision.Reason, StringComparison.Ordinal);
        Assert.Equal(2, plan.Running.Count);
    }

    /// <summary>A pull request that deadlocks a method hangs its head's traced launch: that is the method's verdict (its
    /// pairs' launches would hang at the same limit), so it fails without pairs; a base that hangs is measured.</summary>
    [Fact]
    public async Task A_method_whose_head_traced_launch_hangs_fails_without_pairs_and_one_whose_base_hangs_is_measured()
    {
        var checksum = Token(builds.BaseFolder, "SelectionSuite.Library.Stages", "Checksum");
        var hang = new HungCase("ReachesChecksum", new CaseTimeLimit(TimeSpan.FromSeconds(20), "the floor"));
        var @base = new Recorded(new Dictionary<string, ExecutedCode?> { [Reaches] = Executed(checksum) }, hangs: (Elsewhere, hang));
        var head = new Recorded(new Dictionary<string, ExecutedCode?> { [Elsewhere] = Executed(checksum) }, hangs: (Reaches, hang));

        var plan = await Select("PG_UNRELATED", @base, head);

        var hung = Assert.Single(plan.Hung);
        Assert.Equal(new HungMethod(Reaches, "head", hang, "/runs/" + Reaches + ".log"), hung);
        Assert.StartsWith("it hung in the head's traced launch", plan.For(Reaches)!.Decision.Reason, StringComparison.Ordinal);
        Assert.Equal([Elsewhere], plan.Running);
        Assert.Contains("could not be traced", plan.For(Elsewhere)!.Decision.Reason, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("PG_COMMENT_ONLY", 0)]
    [InlineData("PG_DATA_FILE", 2)]
    public async Task Identical_code_or_a_run_all_reason_decides_without_asking_either_side(string variant, int running)
    {
        var nobody = new Recorded(new Dictionary<string, ExecutedCode?>());

        var plan = await Select(variant, nobody, nobody);

        Assert.Equal(running, plan.Running.Count);
        Assert.Empty(nobody.Asked);
        Assert.NotNull(plan.Changes);
    }

    private Task<SelectionPlan> Select(string variant, IExecutionSource @base, IExecutionSource head) =>
        new ChangedCodeSelection(TextWriter.Null).SelectAsync(
            SelectMode.Changed, builds.BaseFolder, builds.Output(variant), [Reaches, Elsewhere], @base, head, _ => [], CancellationToken.None);

    private static int Token(string folder, string type, string method)
    {
        using var module = ModuleDefinition.ReadModule(Path.Combine(folder, Library));
        return module.GetType(type).Methods.Single(m => m.Name == method).MetadataToken.ToInt32();
    }

    private static ExecutedCode Executed(int libraryToken) =>
        new(new HashSet<ExecutedMethod> { new(Library, libraryToken) }, new HashSet<string>(), new HashSet<string> { Library }, []);

    /// <summary>Answers from a table; a method it has no entry for cannot be told, as a launch that failed.</summary>
    /// <param name="hangs">A method whose launch hangs, killed at its limit.</param>
    private sealed class Recorded(IReadOnlyDictionary<string, ExecutedCode?> executed, (string Method, HungCase Hang)? hangs = null) : IExecutionSource
    {
        public List<string> Asked { get; } = [];

        public Task<ExecutedCode?> ExecutedByAsync(string method, CancellationToken cancellationToken)
        {
            Asked.Add(method);
            if (hangs is { } hang && hang.Method == method)
            {
                throw new TracedLaunchHungException($"{method} ran past its limit", hang.Hang, $"/runs/{method}.log");
            }

            return executed.TryGetValue(method, out var code) ? Task.FromResult(code) : throw new ExecutionTraceException($"no launch of {method}");
        }
    }
}
