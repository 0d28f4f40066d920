using System.CommandLine;
using PerfGate.Running;

namespace PerfGate.Cli;

/// <summary>
/// <c>perfgate run --assembly &lt;benchmarks.dll&gt; --artifacts &lt;dir&gt; [--category PerfGate] [--job ci] [--verbose]</c>:
/// runs the tagged benchmarks of a built BenchmarkDotNet app. Exit codes: 0 the run left reports to
/// compare, 1 the run failed or found nothing, 2 bad input or usage.
/// </summary>
public sealed class RunCommand : Command
{
    private readonly Option<string> _assembly = new("--assembly")
    {
        Description = "The built BenchmarkDotNet app to run (its .dll, built in Release).",
        Required = true,
    };

    private readonly Option<string> _artifacts = new("--artifacts")
    {
        Description = "Folder for BenchmarkDotNet's output; reports land in <artifacts>/results, the full log in <artifacts>/perfgate-run.log.",
        Required = true,
    };

    private readonly Option<string> _category = new("--category")
    {
        Description = "Run only the benchmarks with this [BenchmarkCategory].",
        DefaultValueFactory = _ => BenchmarkRunOptions.DefaultCategory,
    };

    private readonly Option<string> _job = new("--job")
    {
        Description = $"Job preset: {BenchmarkJob.AllowedNames}. 'ci' is PerfGate's own; the others are BenchmarkDotNet's.",
        DefaultValueFactory = _ => BenchmarkJob.Ci.Name,
    };

    private readonly Option<bool> _verbose = new("--verbose")
    {
        Description = "Show the benchmark process's whole output, not only progress.",
    };

    public RunCommand()
        : base("run", "Run the benchmarks tagged for the gate in a child process and keep their full JSON reports.")
    {
        Options.Add(_assembly);
        Options.Add(_artifacts);
        Options.Add(_category);
        Options.Add(_job);
        Options.Add(_verbose);
        SetAction(InvokeAsync);
    }

    private async Task<int> InvokeAsync(ParseResult parseResult, CancellationToken cancellationToken)
    {
        var output = parseResult.InvocationConfiguration.Output;
        var error = parseResult.InvocationConfiguration.Error;
        BenchmarkRunOptions options;
        try
        {
            options = ReadOptions(parseResult);
        }
        catch (PerfGateInputException e)
        {
            await error.WriteLineAsync($"perfgate run: error: {e.Message}").ConfigureAwait(false);
            return ExitCodes.BadInput;
        }

        var result = await new BenchmarkRunner(output).RunAsync(options, cancellationToken).ConfigureAwait(false);
        if (result.Succeeded)
        {
            return ExitCodes.Passed;
        }

        await error.WriteLineAsync($"perfgate run: error: {result.Message}").ConfigureAwait(false);
        return ExitCodes.Failed;
    }

    /// <exception cref="PerfGateInputException">An option value is missing or invalid.</exception>
    internal BenchmarkRunOptions ReadOptions(ParseResult parseResult)
    {
        var assembly = RequireValue(parseResult.GetValue(_assembly), _assembly.Name);
        var assemblyPath = Path.GetFullPath(assembly);
        if (!File.Exists(assemblyPath))
        {
            throw new PerfGateInputException(
                $"--assembly: '{assemblyPath}' does not exist. Build the benchmark project in Release and pass its .dll.");
        }

        var artifactsPath = Path.GetFullPath(RequireValue(parseResult.GetValue(_artifacts), _artifacts.Name));
        if (File.Exists(artifactsPath))
        {
            throw new PerfGateInputException($"--artifacts: '{artifactsPath}' is a file; pass a folder.");
        }

        var category = RequireValue(parseResult.GetValue(_category), _category.Name).Trim();
        var job = BenchmarkJob.Parse(parseResult.GetValue(_job));
        return new BenchmarkRunOptions(assemblyPath, artifactsPath, category, job, parseResult.GetValue(_verbose));
    }

    private static string RequireValue(string? value, string optionName) =>
        string.IsNullOrWhiteSpace(value)
            ? throw new PerfGateInputException($"{optionName}: a value is required.")
            : value;
}
