using ArchUnitNET.Domain;
using ArchUnitNET.Loader;
using PerfGate.Running;

namespace PerfGate.Tests.Architecture;

/// <summary>
/// The tool's folders depend one way, as docs/architecture.md draws them: a folder uses only those below it, so a
/// newcomer can read each from the bottom up and a change to reporting cannot reach into how benchmarks run. Every
/// folder has a line of its own, sub-folders too: a sub-folder is ordered against its parent like any other folder.
/// </summary>
/// <remarks>Which type uses which is ArchUnitNET's reading of the compiled assemblies (signatures, attributes and every
/// method body, so a comment or a shared namespace name never counts and a fully qualified name does).</remarks>
public sealed class LayeringTests
{
    /// <summary>Bottom first. Each line is one layer; its namespaces may use each other and everything below.</summary>
    internal static readonly string[][] Layers =
    [
        ["PerfGate.Formatting", "PerfGate.FileSystem", "PerfGate.Processes", "PerfGate.Git", "PerfGate.Model"], // infrastructure
        ["PerfGate.Statistics"], // the mathematics: medians, intervals, the tests and when to look
        ["PerfGate.Ingest", "PerfGate.Pooling", "PerfGate.SourceLocations"], // read: BenchmarkDotNet's reports, the sources
        ["PerfGate.Precompiling", "PerfGate.Selection.Changes"], // build: the benchmark harness, ahead of time; what two builds differ in
        ["PerfGate.Running"], // run: benchmark processes, and the results they leave
        ["PerfGate.Selection.Execution"], // select: what a method executes, from a traced launch,
        ["PerfGate.Selection"], // and which methods a change touched
        ["PerfGate.Thresholds"], // compare: what decides,
        ["PerfGate.Baseline"], // the committed baseline,
        ["PerfGate.Verdicts"], // and the verdicts on them
        ["PerfGate.Explaining"], // why a benchmark allocates more, or where its time went
        ["PerfGate.Reporting"], // report: what every format says, the reporters' base
        ["PerfGate.Reporting.Console", "PerfGate.Reporting.Markdown", "PerfGate.Reporting.Json"], // the formats
        ["PerfGate.Reporting.GitHub"], // publish: the job summary and the comment render Markdown and deliver it
        ["PerfGate.Confirmation"], // re-runs that confirm a time regression
        ["PerfGate.Sharding"], // a suite's share of benchmarks per machine, and the shares joined
        ["PerfGate.History.Records"], // main's history: a merge's record,
        ["PerfGate.History.Store"], // the branch that keeps them,
        ["PerfGate.History.Drift"], // the drift they add up to,
        ["PerfGate.History.Page"], // its page,
        ["PerfGate.History"], // and the history read for a gate
        ["PerfGate.Workflows.History"], // what a command does, in order: main's history read and recorded,
        ["PerfGate.Workflows.SameRunner"], // the same-runner gate,
        ["PerfGate.Workflows"], // a gate, a comparison, a baseline,
        ["PerfGate.Workflows.Sharding"], // sharded
        ["PerfGate.Cli", "PerfGate"], // the commands
    ];

    /// <summary>The references against the layers that stay, each with its reason: a type → the namespace above it that it may use.</summary>
    internal static readonly (string Type, string Uses, string Why)[] Allowed =
    [
        ("PerfGate.Reporting.ReporterRegistry", "PerfGate.Reporting.*", "the one registry that chooses an output by name knows every format (STYLE 14)"),
        ("PerfGate.Reporting.ReportPublisher", "PerfGate.Reporting.GitHub", "the composite runs every reporter and adds GitHub's when it runs in Actions"),
        ("PerfGate.Reporting.ReportingContext", "PerfGate.Reporting.GitHub", "what every reporter is handed: the CI service it runs in and the comment's settings"),
        ("PerfGate.Workflows.SameRunner.SameRunnerGate", "PerfGate.Workflows", "a gate's request and a category's run are shared by both ways to gate; their own folder below both would remove it"),
    ];

    // Loaded once for all tests: reading the assemblies takes seconds.
    private static readonly Lazy<ArchUnitNET.Domain.Architecture> Tool = new(() => new ArchLoader().LoadAssemblies(typeof(BenchmarkRunner).Assembly).Build());

    private static readonly Lazy<ArchUnitNET.Domain.Architecture> Tasks = new(() =>
        new ArchLoader().LoadFilteredDirectory(AppContext.BaseDirectory, "PerfGate.Tasks.dll").Build());

    [Fact]
    public void No_folder_uses_one_above_it()
    {
        var upward = Upward(References(Tool.Value, "perfgate"));

        Assert.True(upward.Count == 0, "References against the layering (docs/architecture.md):\n" + string.Join('\n', upward));
    }

    [Fact]
    public void An_upward_reference_planted_in_the_real_assembly_is_found()
    {
        var references = References(Tool.Value, "perfgate").ToDictionary(r => r.Key, r => r.Value);
        // What the reader sees in the real assembly: the runner starts its processes, the workflow runs the benchmarks.
        Assert.Contains("PerfGate.Processes.ChildProcess", references["PerfGate.Running.BenchmarkRunner"]);
        Assert.Contains("PerfGate.Running.BenchmarkRunner", references["PerfGate.Workflows.GateWorkflow"]);

        references["PerfGate.Running.BenchmarkRunner"] = new HashSet<string>(references["PerfGate.Running.BenchmarkRunner"]) { "PerfGate.Reporting.GitHub.GitHubCommentReporter" };
        // A sub-folder against its parent: the same-runner gate's folder is below the workflows that call it.
        references["PerfGate.Workflows.SameRunner.BaseRevisionResolver"] = new HashSet<string>(references["PerfGate.Workflows.SameRunner.BaseRevisionResolver"]) { "PerfGate.Workflows.GateWorkflow" };

        Assert.Equal(
            [
                "PerfGate.Running.BenchmarkRunner → PerfGate.Reporting.GitHub.GitHubCommentReporter (PerfGate.Running uses PerfGate.Reporting.GitHub, above it)",
                "PerfGate.Workflows.SameRunner.BaseRevisionResolver → PerfGate.Workflows.GateWorkflow (PerfGate.Workflows.SameRunner uses PerfGate.Workflows, above it)",
            ],
            Upward(references));
    }

    [Fact]
    public void Every_namespace_of_the_tool_has_a_layer_of_its_own()
    {
        var namespaces = References(Tool.Value, "perfgate").Keys.Select(Namespace).Distinct(StringComparer.Ordinal);

        Assert.All(namespaces, n => Assert.True(LayerOf(n) >= 0, $"{n} has no line in LayeringTests.Layers"));
    }

    [Fact]
    public void Every_allowed_reference_is_still_made()
    {
        var references = References(Tool.Value, "perfgate");

        Assert.All(Allowed, allowed => Assert.True(
            references.TryGetValue(allowed.Type, out var used) && used.Any(u => Matches(Namespace(u), allowed.Uses)),
            $"{allowed.Type} no longer uses {allowed.Uses}: drop it from LayeringTests.Allowed"));
    }

    /// <summary>The MSBuild tasks start the tool and read its report through the contract, so the tool's libraries (the
    /// statistics, Octokit, TraceEvent) never load into MSBuild.</summary>
    [Fact]
    public void The_tasks_use_only_the_contract_MSBuild_and_the_framework()
    {
        var assemblies = Tasks.Value.Types
            .SelectMany(t => t.Dependencies.Select(d => d.Target.Assembly.Name.Split(',')[0]))
            .Distinct(StringComparer.Ordinal)
            .Order(StringComparer.Ordinal);

        Assert.All(assemblies, name => Assert.True(
            name is "PerfGate.Tasks" or "PerfGate.Contracts" or "mscorlib" or "netstandard"
                || name.StartsWith("System", StringComparison.Ordinal) || name.StartsWith("Microsoft.Build", StringComparison.Ordinal),
            $"PerfGate.Tasks uses {name}"));
    }

    /// <summary>Within the tasks: the helpers (the tool's process, its progress, its result) never use a task, so a
    /// task stays a translator over them (STYLE 6).</summary>
    [Fact]
    public void The_tasks_helpers_use_no_task()
    {
        var types = Tasks.Value.Types.Where(t => t.Namespace.FullName == "PerfGate.Tasks").ToList();
        var tasks = types.Where(IsTask).Select(t => t.FullName).ToHashSet(StringComparer.Ordinal);
        Assert.Contains("PerfGate.Tasks.RunPerfGate", tasks);

        var upward = from helper in types
                     where !tasks.Contains(helper.FullName)
                     from used in helper.Dependencies.Select(d => d.Target.FullName)
                     where tasks.Contains(used)
                     select $"{helper.FullName} → {used}";

        Assert.Empty(upward);
    }

    // MSBuild's ITask, rather than its Task base class: MSBuild's assemblies are not beside the tests, and ArchUnitNET
    // names an interface it cannot load but leaves out such a base class.
    private static bool IsTask(IType type) =>
        type.Dependencies.OfType<ArchUnitNET.Domain.Dependencies.ImplementsInterfaceDependency>().Any(d => d.Target.FullName == "Microsoft.Build.Framework.ITask");

    /// <summary>Each type of the assembly (a nested type counts as its outermost one) → the other types of it that it uses.</summary>
    private static IReadOnlyDictionary<string, IReadOnlySet<string>> References(ArchUnitNET.Domain.Architecture architecture, string assembly)
    {
        static string Outermost(IType type) => type.FullName.Split('+')[0];
        bool Own(IType type) => type.Assembly.Name.Split(',')[0] == assembly && type.FullName.StartsWith("PerfGate", StringComparison.Ordinal);

        return architecture.Types.Where(Own)
            .GroupBy(Outermost, StringComparer.Ordinal)
            .ToDictionary(
                g => g.Key,
                g => (IReadOnlySet<string>)g.SelectMany(t => t.Dependencies).Select(d => d.Target).Where(Own).Select(Outermost)
                    .Where(used => !string.Equals(used, g.Key, StringComparison.Ordinal)).ToHashSet(StringComparer.Ordinal),
                StringComparer.Ordinal);
    }

    private static List<string> Upward(IReadOnlyDictionary<string, IReadOnlySet<string>> references) =>
    [
        .. from owner in references.Keys.Order(StringComparer.Ordinal)
           let below = LayerOf(Namespace(owner))
           from used in references[owner].Order(StringComparer.Ordinal)
           let to = LayerOf(Namespace(used))
           where below >= 0 && to > below && !Allowed.Any(a => a.Type == owner && Matches(Namespace(used), a.Uses))
           select $"{owner} → {used} ({Namespace(owner)} uses {Namespace(used)}, above it)",
    ];

    /// <summary>A namespace's own line; a sub-folder no line names has none (it does not inherit its parent's).</summary>
    private static int LayerOf(string name) => Array.FindIndex(Layers, l => l.Contains(name, StringComparer.Ordinal));

    private static bool Matches(string name, string pattern) =>
        pattern.EndsWith(".*", StringComparison.Ordinal) ? name.StartsWith(pattern[..^1], StringComparison.Ordinal) : name == pattern;

    private static string Namespace(string type) => type.Contains('.') ? type[..type.LastIndexOf('.')] : "";
}
