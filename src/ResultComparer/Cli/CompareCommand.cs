using System.CommandLine;
using System.Globalization;
using PerfGate.Thresholds;
using PerfGate.Workflows;

namespace PerfGate.Cli;

/// <summary>
/// <c>perfgate compare --baseline &lt;file&gt; --results &lt;file-or-dir&gt; [--report-json &lt;file&gt;]
/// [--report-md &lt;file&gt;] [--time-threshold 5%] [--alloc-threshold 1%] [--override PATTERN=time:15%]
/// [--assembly &lt;benchmarks.dll&gt; [--confirm-reruns 1] [--job ci] [--category PerfGate] [--artifacts &lt;dir&gt;]]</c>.
/// With the benchmark app, flagged time regressions are re-run before they fail the gate (Confirmation/).
/// </summary>
public sealed class CompareCommand : Command
{
    private readonly Option<string> _baseline = new("--baseline")
    {
        Description = "The baseline file (JSON written by 'perfgate baseline update').",
        Required = true,
    };

    private readonly Option<string> _results = new("--results")
    {
        Description = "A BenchmarkDotNet full JSON report, or a directory searched recursively for them.",
        Required = true,
    };

    private readonly Option<string?> _reportJson = new("--report-json")
    {
        Description = "Also write the machine-readable report here (schema: docs/report-json.md).",
    };

    private readonly Option<string?> _reportMarkdown = new("--report-md")
    {
        Description = "Also write the Markdown report here (for a job summary or a PR comment).",
    };

    private readonly Option<string?> _timeThreshold = new("--time-threshold")
    {
        Description = $"Smallest slowdown that fails the gate, as a percentage. Default: {TimeThreshold.Default}.",
    };

    private readonly Option<string?> _allocationThreshold = new("--alloc-threshold")
    {
        Description = $"Allowed growth of allocated bytes per operation: '1%', '64B' or '1%,64B' (both must be exceeded). Default: {AllocationThreshold.Default}. A 0 B/op baseline allows nothing.",
    };

    private readonly Option<string[]> _overrides = new("--override")
    {
        Description = "Per-benchmark threshold, repeatable: 'PATTERN=time:15%' or 'PATTERN=alloc:1%,64B'. PATTERN matches the full benchmark id; * and ? are wildcards; the last match wins.",
    };

    private readonly Option<string?> _confirmReruns = new("--confirm-reruns")
    {
        Description = $"Re-run flagged time regressions up to this many times (0–{MaxConfirmReruns}) and decide on all samples; needs --assembly. Default: {GateSettings.DefaultConfirmReruns}.",
    };

    private readonly BenchmarkRunOptionSet _rerun = new(
        assemblyRequired: false,
        "The built BenchmarkDotNet app the results came from. With it, flagged time regressions are re-run to confirm them; without it, the results alone decide.",
        "Folder for the re-runs' output (confirm-1, confirm-2, …). Default: the folder that holds --results.");

    private const int MaxConfirmReruns = 5;

    public CompareCommand()
        : base("compare", "Compare benchmark results with the baseline; exit 0 pass, 1 regression or failed benchmark, 2 bad input.")
    {
        Options.Add(_baseline);
        Options.Add(_results);
        Options.Add(_reportJson);
        Options.Add(_reportMarkdown);
        Options.Add(_timeThreshold);
        Options.Add(_allocationThreshold);
        Options.Add(_overrides);
        Options.Add(_confirmReruns);
        _rerun.AddTo(this);
        SetAction(InvokeAsync);
    }

    private async Task<int> InvokeAsync(ParseResult parseResult, CancellationToken cancellationToken)
    {
        var output = parseResult.InvocationConfiguration.Output;
        var error = parseResult.InvocationConfiguration.Error;
        try
        {
            var result = await CompareWorkflow.RunAsync(ReadRequest(parseResult), output, cancellationToken).ConfigureAwait(false);
            return result.Passed ? ExitCodes.Passed : ExitCodes.Failed;
        }
        catch (PerfGateInputException e)
        {
            await error.WriteLineAsync($"perfgate compare: error: {e.Message}").ConfigureAwait(false);
            return ExitCodes.BadInput;
        }
    }

    /// <exception cref="PerfGateInputException">An option value is invalid.</exception>
    internal CompareRequest ReadRequest(ParseResult parseResult)
    {
        var settings = GateSettings.Default;
        if (parseResult.GetValue(_timeThreshold) is { } time)
        {
            settings = settings with { TimeThreshold = TimeThreshold.Parse(time, _timeThreshold.Name) };
        }

        if (parseResult.GetValue(_allocationThreshold) is { } allocation)
        {
            settings = settings with { AllocationThreshold = AllocationThreshold.Parse(allocation, _allocationThreshold.Name) };
        }

        var overrides = (parseResult.GetValue(_overrides) ?? Array.Empty<string>())
            .Select(o => ThresholdOverride.Parse(o, _overrides.Name))
            .ToList();
        settings = settings with { Overrides = overrides };
        if (parseResult.GetValue(_confirmReruns) is { } reruns)
        {
            settings = settings with { ConfirmReruns = ParseConfirmReruns(reruns) };
        }

        var results = parseResult.GetValue(_results)!;
        return new CompareRequest(
            parseResult.GetValue(_baseline)!,
            results,
            settings,
            parseResult.GetValue(_reportJson),
            parseResult.GetValue(_reportMarkdown),
            _rerun.Read(parseResult, defaultArtifacts: Path.GetDirectoryName(Path.GetFullPath(results))));
    }

    private int ParseConfirmReruns(string text) =>
        int.TryParse(text.Trim(), NumberStyles.None, CultureInfo.InvariantCulture, out var count) && count <= MaxConfirmReruns
            ? count
            : throw new PerfGateInputException(
                $"{_confirmReruns.Name}: '{text}' is not a whole number from 0 to {MaxConfirmReruns}. Use 0 to decide on the first run alone.");
}
