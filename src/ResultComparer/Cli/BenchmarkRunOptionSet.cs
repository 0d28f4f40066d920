using System.CommandLine;
using PerfGate.Layout;
using PerfGate.Options;
using PerfGate.Running;

namespace PerfGate.Cli;

/// <summary>The options that say how to run benchmarks, shared by <c>perfgate run</c>, <c>gate</c> and <c>baseline record</c>.</summary>
internal sealed class BenchmarkRunOptionSet(string artifactsDescription)
{
    public Option<string?> Assembly { get; } = new(GateOptions.Assembly.CliName) { Description = "The built BenchmarkDotNet app to run (its .dll, built in Release)." };

    public Option<string?> Artifacts { get; } = new(GateOptions.Artifacts.CliName) { Description = artifactsDescription };

    public Option<string> Category { get; } = new(GateOptions.Category.CliName)
    {
        Description = "Run only the benchmarks with this [BenchmarkCategory].",
        DefaultValueFactory = _ => GateDefaults.Category,
    };

    public Option<string> Job { get; } = new(GateOptions.Job.CliName)
    {
        Description = $"Job preset: {BenchmarkJob.AllowedNames}. 'ci' is PerfGate's own; the others are BenchmarkDotNet's.",
        DefaultValueFactory = _ => GateDefaults.Job,
    };

    public Option<bool> Verbose { get; } = new(GateOptions.Verbose.CliName) { Description = "Show the benchmark process's whole output, not only progress." };

    public void AddTo(Command command) => CliConventions.Add(command, Assembly, Artifacts, Category, Job, Verbose);

    public RunLayout ReadLayout(ParseResult parseResult)
    {
        var artifacts = parseResult.GetValue(Artifacts);
        if (string.IsNullOrWhiteSpace(artifacts))
        {
            throw new PerfGateInputException(GateOptions.Artifacts, "a folder is required.");
        }

        var layout = new RunLayout(artifacts);
        return File.Exists(layout.ArtifactsPath)
            ? throw new PerfGateInputException(GateOptions.Artifacts, $"'{layout.ArtifactsPath}' is a file; pass a folder.")
            : layout;
    }

    public BenchmarkRunOptions Read(ParseResult parseResult, RunLayout layout)
    {
        var assembly = parseResult.GetValue(Assembly);
        if (string.IsNullOrWhiteSpace(assembly))
        {
            throw new PerfGateInputException(GateOptions.Assembly, "the benchmark app (.dll) is required.");
        }

        var assemblyPath = Path.GetFullPath(assembly);
        if (!File.Exists(assemblyPath))
        {
            throw new PerfGateInputException(
                GateOptions.Assembly, $"'{assemblyPath}' does not exist. Build the benchmark project in Release and pass its .dll.");
        }

        var category = parseResult.GetValue(Category);
        if (string.IsNullOrWhiteSpace(category))
        {
            throw new PerfGateInputException(GateOptions.Category, $"a category is required (the default is {GateDefaults.Category}).");
        }

        var job = BenchmarkJob.Parse(parseResult.GetValue(Job));
        return new BenchmarkRunOptions(assemblyPath, layout.RunFolder(1), category.Trim(), job, parseResult.GetValue(Verbose));
    }
}
