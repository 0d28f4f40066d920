using PerfGate.Selection;
using PerfGate.Selection.Changes;
using PerfGate.Selection.Execution;
using PerfGate.SourceLocations;

namespace PerfGate.Tests.Selection;

/// <summary>The decision per benchmark method, on executed sets and changes made in memory: the traced launches and the
/// build comparison have tests of their own over real builds (Selection/Execution, Selection/Changes).</summary>
public sealed class BenchmarkSelectorTests
{
    private const string Method = "Suite.Benchmarks.Run";
    private const string Deep = "Lib!System.Int32 Lib.Deep::Work()";
    private const string Other = "Lib!System.Int32 Lib.Other::Work()";
    private const string Framework = "System.Private.CoreLib.dll";

    private static readonly IReadOnlyDictionary<ExecutedMethod, string> Keys = new Dictionary<ExecutedMethod, string>
    {
        [new("Lib.dll", 1)] = Deep,
        [new("Lib.dll", 2)] = Other,
        [new("Bench.dll", 1)] = "Bench!System.Void Suite.Benchmarks::Run()",
    };

    [Fact]
    public void A_method_that_executes_an_edited_method_runs_and_names_it_with_its_line()
    {
        var changes = Changes(methods: [new ChangedMethod(Deep, "Lib.Deep.Work()", MethodChange.Edited, new SourceLocation("/src/Lib/Deep.cs", 12, 9))]);
        var traces = new MethodTraces(Executed(("Lib.dll", 1), ("Bench.dll", 1)), Executed(("Lib.dll", 1), ("Bench.dll", 1)));

        var decision = Decide(changes, traces);

        Assert.True(decision.Runs);
        var reached = Assert.Single(decision.Decision.ChangedMethods);
        Assert.Equal(("Lib.Deep.Work()", "edited", "/src/Lib/Deep.cs", 12), (reached.Name, reached.Change, reached.File, reached.Line));
        Assert.Contains("Lib.Deep.Work()", decision.Decision.Reason, StringComparison.Ordinal);
        Assert.Empty(decision.Cases);
    }

    [Fact]
    public void A_method_that_executes_nothing_changed_is_unchanged_with_its_cases_and_how_many_methods_were_compared()
    {
        var changes = Changes(methods: [new ChangedMethod(Other, "Lib.Other.Work()", MethodChange.Edited, null)]);
        var same = Executed(("Lib.dll", 1), ("Bench.dll", 1), (Framework, 7));

        var decision = Decide(changes, new MethodTraces(same, same));

        Assert.False(decision.Runs);
        Assert.Equal(["Suite.Benchmarks.Run(N: 1)", "Suite.Benchmarks.Run(N: 2)"], decision.Cases);
        Assert.Equal(2, decision.Decision.ComparedMethods);
        Assert.StartsWith("unchanged: no code it executes changed (2 methods compared)", decision.Decision.Reason, StringComparison.Ordinal);
    }

    [Fact]
    public void A_method_added_in_the_head_and_reached_only_there_makes_it_run()
    {
        // The base did not execute it (it did not exist); the head did: the caller's edit may be in a file the comparison
        // read as equal, but the new method itself is a change the head executes.
        var added = "Lib!System.Int32 Lib.Deep::Faster()";
        var changes = Changes(methods: [new ChangedMethod(added, "Lib.Deep.Faster()", MethodChange.Added, null)]);
        var headKeys = new Dictionary<ExecutedMethod, string>(Keys) { [new("Lib.dll", 3)] = added };

        var decision = BenchmarkSelector.Decide(
            Method, changes, new MethodTraces(Executed(("Lib.dll", 1)), Executed(("Lib.dll", 1), ("Lib.dll", 3))),
            m => Keys.GetValueOrDefault(m), m => headKeys.GetValueOrDefault(m), CasesOf);

        Assert.True(decision.Runs);
        Assert.Equal("added", Assert.Single(decision.Decision.ChangedMethods).Change);
    }

    [Fact]
    public void A_type_whose_shape_changed_makes_it_run_where_it_executes_a_method_that_mentions_the_type()
    {
        var point = new ChangedType("Lib!Lib.Point", "Lib.Point", "field added") { MentionedBy = new HashSet<string>([Deep]) };
        var changes = Changes(types: [point]);
        var traces = new MethodTraces(Executed(["Lib.Point"], ("Lib.dll", 1)), Executed(["Lib.Point"], ("Lib.dll", 1)));

        var decision = Decide(changes, traces);

        Assert.True(decision.Runs);
        Assert.Equal(("Lib.Point", "field added"), (decision.Decision.ChangedMethods[0].Name, decision.Decision.ChangedMethods[0].Change));
    }

    [Fact]
    public void A_type_merely_loaded_by_reflection_does_not_make_it_run()
    {
        // BenchmarkDotNet loads every benchmark class, and its fields' types, to find the benchmarks: no code this
        // benchmark executes touches the type, so its shape cannot change what it does.
        var point = new ChangedType("Lib!Lib.Point", "Lib.Point", "field added") { MentionedBy = new HashSet<string>([Other]) };
        var traces = new MethodTraces(Executed(["Lib.Point"], ("Lib.dll", 1)), Executed(["Lib.Point"], ("Lib.dll", 1)));

        Assert.False(Decide(Changes(types: [point]), traces).Runs);
    }

    [Fact]
    public void Where_no_executed_method_changed_the_two_sides_must_execute_the_same_methods_or_it_runs()
    {
        // Nothing it executes changed, yet the head ran a method of the differing assembly the base did not: a change the
        // comparison missed, or a path that follows timing. Either way the argument does not hold, so it is measured.
        var changes = Changes(methods: [new ChangedMethod("Lib!System.Void Lib.Unrelated::Go()", "Lib.Unrelated.Go()", MethodChange.Edited, null)]);

        var decision = Decide(changes, new MethodTraces(Executed(("Lib.dll", 1)), Executed(("Lib.dll", 1), ("Lib.dll", 2))));

        Assert.True(decision.Runs);
        Assert.Contains("the head executed System.Int32 Lib.Other::Work(), the base did not", decision.Decision.Reason, StringComparison.Ordinal);
    }

    [Fact]
    public void Methods_of_byte_identical_assemblies_may_differ_between_the_sides_without_making_it_run()
    {
        // BenchmarkDotNet's own code follows timing (its pilot, its engine), not the change: only the differing assemblies
        // must agree.
        var changes = Changes(methods: [new ChangedMethod(Other, "Lib.Other.Work()", MethodChange.Edited, null)]);
        var keys = new Dictionary<ExecutedMethod, string>(Keys) { [new("BenchmarkDotNet.dll", 5)] = "BenchmarkDotNet!System.Void Engine::Pilot()" };

        var decision = BenchmarkSelector.Decide(
            Method, changes, new MethodTraces(Executed(("Lib.dll", 1)), Executed(("Lib.dll", 1), ("BenchmarkDotNet.dll", 5))),
            m => keys.GetValueOrDefault(m), m => keys.GetValueOrDefault(m), CasesOf);

        Assert.False(decision.Runs);
    }

    [Fact]
    public void A_method_the_base_lacks_runs_as_a_new_benchmark() =>
        Assert.True(Decide(Changes(methods: [new ChangedMethod(Deep, "Lib.Deep.Work()", MethodChange.Edited, null)]), new MethodTraces(null, Executed(("Lib.dll", 1)))).Runs);

    private static MethodSelection Decide(CompiledChanges changes, MethodTraces traces) =>
        BenchmarkSelector.Decide(Method, changes, traces, m => Keys.GetValueOrDefault(m), m => Keys.GetValueOrDefault(m), CasesOf);

    private static IReadOnlyList<string> CasesOf(string method) => [$"{method}(N: 1)", $"{method}(N: 2)"];

    private static CompiledChanges Changes(IReadOnlyList<ChangedMethod>? methods = null, IReadOnlyList<ChangedType>? types = null) => new(
        [],
        (methods ?? []).ToDictionary(m => m.Key, StringComparer.Ordinal),
        (types ?? []).ToDictionary(t => t.Key, StringComparer.Ordinal),
        new HashSet<string>(["Lib", "Bench"], StringComparer.Ordinal),
        100);

    private static ExecutedCode Executed(params (string Module, int Token)[] methods) => Executed([], methods);

    private static ExecutedCode Executed(IReadOnlyList<string> types, params (string Module, int Token)[] methods) => new(
        methods.Select(m => new ExecutedMethod(m.Module, m.Token)).ToHashSet(),
        types.ToHashSet(StringComparer.Ordinal),
        methods.Select(m => m.Module).ToHashSet(StringComparer.Ordinal),
        [Method]);
}
