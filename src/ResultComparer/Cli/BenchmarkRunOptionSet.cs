using System.CommandLine;
using PerfGate.Running;

namespace PerfGate.Cli;

/// <summary>
/// The options that say how to run benchmarks, shared by <c>perfgate run</c> (which always runs them) and
/// <c>perfgate compare</c> (which re-runs flagged ones when given the benchmark app).
/// </summary>
internal sealed class BenchmarkRunOptionSet
{
    private readonly bool _assemblyRequired;

    public BenchmarkRunOptionSet(bool assemblyRequired, string assemblyDescription, string artifactsDescription)
    {
        _assemblyRequired = assemblyRequired;
        Assembly = new Option<string?>("--assembly") { Description = assemblyDescription, Required = assemblyRequired };
        Artifacts = new Option<string?>("--artifacts") { Description = artifactsDescription, Required = assemblyRequired };
    }

    public Option<string?> Assembly { get; }

    public Option<string?> Artifacts { get; }

    public Option<string> Category { get; } = new("--category")
    {
        Description = "Run only the benchmarks with this [BenchmarkCategory].",
        DefaultValueFactory = _ => BenchmarkRunOptions.DefaultCategory,
    };

    public Option<string> Job { get; } = new("--job")
    {
        Description = $"Job preset: {BenchmarkJob.AllowedNames}. 'ci' is PerfGate's own; the others are BenchmarkDotNet's.",
        DefaultValueFactory = _ => BenchmarkJob.Ci.Name,
    };

    public Option<bool> Verbose { get; } = new("--verbose")
    {
        Description = "Show the benchmark process's whole output, not only progress.",
    };

    public void AddTo(Command command)
    {
        command.Options.Add(Assembly);
        command.Options.Add(Artifacts);
        command.Options.Add(Category);
        command.Options.Add(Job);
        command.Options.Add(Verbose);
    }

    /// <param name="defaultArtifacts">The artifacts folder when <c>--artifacts</c> is not given.</param>
    /// <returns>Null when the assembly is optional and was not given.</returns>
    /// <exception cref="PerfGateInputException">An option value is missing or invalid.</exception>
    public BenchmarkRunOptions? Read(ParseResult parseResult, string? defaultArtifacts = null)
    {
        var assembly = parseResult.GetValue(Assembly);
        if (string.IsNullOrWhiteSpace(assembly))
        {
            return _assemblyRequired ? throw new PerfGateInputException($"{Assembly.Name}: a value is required.") : null;
        }

        var assemblyPath = Path.GetFullPath(assembly);
        if (!File.Exists(assemblyPath))
        {
            throw new PerfGateInputException(
                $"{Assembly.Name}: '{assemblyPath}' does not exist. Build the benchmark project in Release and pass its .dll.");
        }

        var artifacts = parseResult.GetValue(Artifacts) ?? defaultArtifacts;
        if (string.IsNullOrWhiteSpace(artifacts))
        {
            throw new PerfGateInputException($"{Artifacts.Name}: a value is required.");
        }

        var artifactsPath = Path.GetFullPath(artifacts);
        if (File.Exists(artifactsPath))
        {
            throw new PerfGateInputException($"{Artifacts.Name}: '{artifactsPath}' is a file; pass a folder.");
        }

        var category = parseResult.GetValue(Category);
        if (string.IsNullOrWhiteSpace(category))
        {
            throw new PerfGateInputException($"{Category.Name}: a value is required.");
        }

        var job = BenchmarkJob.Parse(parseResult.GetValue(Job));
        return new BenchmarkRunOptions(assemblyPath, artifactsPath, category.Trim(), job, parseResult.GetValue(Verbose));
    }
}
