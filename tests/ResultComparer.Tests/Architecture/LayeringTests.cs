using PerfGate.Running;

namespace PerfGate.Tests.Architecture;

/// <summary>
/// The tool's folders depend one way, as docs/architecture.md draws them: a folder uses only those below it, so a
/// newcomer can read each from the bottom up and a change to reporting cannot reach into how benchmarks run.
/// </summary>
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
        ["PerfGate.Selection"], // select: which benchmark methods execute code the change touched
        ["PerfGate.Thresholds"], // compare: what decides,
        ["PerfGate.Baseline"], // the committed baseline,
        ["PerfGate.Verdicts"], // and the verdicts on them
        ["PerfGate.Explaining"], // why a benchmark allocates more, or where its time went
        ["PerfGate.Reporting"], // report and publish (PerfGate.Reporting.GitHub too: a reporter renders and delivers)
        ["PerfGate.Confirmation"], // re-runs that confirm a time regression
        ["PerfGate.Sharding"], // a suite's share of benchmarks per machine, and the shares joined
        ["PerfGate.History"], // main's history: records of merges, where they are kept, the drift they add up to, its page
        ["PerfGate.Workflows"], // what a command does, in order: a gate, a comparison, a baseline, sharded or not
        ["PerfGate.Cli", "PerfGate"], // the commands
    ];

    [Fact]
    public void No_folder_uses_one_above_it()
    {
        var references = TypeReferences.Of(typeof(BenchmarkRunner).Assembly.Location);

        var upward = Upward(references);

        Assert.True(upward.Count == 0, "References against the layering (docs/architecture.md):\n" + string.Join('\n', upward));
    }

    [Fact]
    public void An_upward_reference_planted_in_the_real_assembly_is_found()
    {
        var references = TypeReferences.Of(typeof(BenchmarkRunner).Assembly.Location)
            .ToDictionary(r => r.Key, r => r.Value);
        // What the reader sees in the real assembly: the runner starts its processes, the workflow runs the benchmarks.
        Assert.Contains("PerfGate.Processes.ChildProcess", references["PerfGate.Running.BenchmarkRunner"]);
        Assert.Contains("PerfGate.Running.BenchmarkRunner", references["PerfGate.Workflows.GateWorkflow"]);

        references["PerfGate.Running.BenchmarkRunner"] = new HashSet<string>(references["PerfGate.Running.BenchmarkRunner"]) { "PerfGate.Reporting.GitHub.GitHubCommentReporter" };

        Assert.Equal(
            ["PerfGate.Running.BenchmarkRunner → PerfGate.Reporting.GitHub.GitHubCommentReporter (PerfGate.Running uses PerfGate.Reporting.GitHub, above it)"],
            Upward(references));
    }

    [Fact]
    public void Every_namespace_of_the_tool_has_a_layer()
    {
        var namespaces = TypeReferences.Of(typeof(BenchmarkRunner).Assembly.Location).Keys
            .Where(t => t.StartsWith("PerfGate.", StringComparison.Ordinal))
            .Select(Namespace).Distinct(StringComparer.Ordinal);

        Assert.All(namespaces, n => Assert.True(LayerOf(n) >= 0, $"{n} has no layer in LayeringTests.Layers"));
    }

    private static List<string> Upward(IReadOnlyDictionary<string, IReadOnlySet<string>> references) =>
    [
        .. from owner in references.Keys.Order(StringComparer.Ordinal)
           let below = LayerOf(Namespace(owner))
           from used in references[owner].Order(StringComparer.Ordinal)
           let to = LayerOf(Namespace(used))
           where below >= 0 && to > below
           select $"{owner} → {used} ({Namespace(owner)} uses {Namespace(used)}, above it)",
    ];

    /// <summary>A namespace's layer: its own line, else its parent's (PerfGate.Workflows.SameRunner is a workflow).</summary>
    private static int LayerOf(string name)
    {
        for (var candidate = name; ; candidate = candidate[..candidate.LastIndexOf('.')])
        {
            var layer = Array.FindIndex(Layers, l => l.Contains(candidate, StringComparer.Ordinal));
            if (layer >= 0)
            {
                return layer;
            }

            // Up to PerfGate.X: a namespace no line names must not pass for the top layer's PerfGate.
            if (candidate.Count(c => c == '.') < 2)
            {
                return -1;
            }
        }
    }

    private static string Namespace(string type) => type.Contains('.') ? type[..type.LastIndexOf('.')] : "";
}
