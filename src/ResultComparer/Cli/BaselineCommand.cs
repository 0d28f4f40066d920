using System.CommandLine;
using PerfGate.Options;
using PerfGate.Reporting;
using PerfGate.Running;
using PerfGate.Sharding;
using PerfGate.Workflows;
using PerfGate.Workflows.Sharding;

namespace PerfGate.Cli;

/// <summary><c>perfgate baseline record|update|join</c>; <c>record</c> is what <c>dotnet build -t:PerfGateUpdateBaseline</c> runs.</summary>
internal sealed class BaselineCommand : Command
{
    public BaselineCommand()
        : base("baseline", "Record the baseline file.")
    {
        Subcommands.Add(new RecordCommand());
        Subcommands.Add(new FromFilesCommand(
            "update",
            "Record benchmark results you already have as the new baseline; exit 0 written, 1 a benchmark failed (nothing written), 2 bad input.",
            new(GateOptions.Results.CliName)
            {
                Description = "A BenchmarkDotNet full JSON report, or a directory searched recursively for them. Repeat it to pool several runs into one baseline.",
                Required = true,
            },
            BaselineUpdateWorkflow.Run));
        Subcommands.Add(new FromFilesCommand(
            "join",
            "Record the results of every shard of a sharded run as one baseline; exit 0 written, 1 a benchmark or shard failed (nothing written), 2 bad input or a missing or duplicated shard.",
            new(GateOptions.ShardResults.CliName)
            {
                Description = "The artifacts folder of one shard ('perfgate gate --shard i/n'); once per shard.",
                Required = true,
            },
            ShardedBaselineWorkflow.Run));
    }

    private static Option<string> BaselineOption() =>
        CliConventions.BaselineOption("The baseline file to write (replaced atomically; a failure leaves the old file as it was).");

    private static int Refused(ParseResult parseResult, string command, string reasons)
    {
        foreach (var line in reasons.Split('\n'))
        {
            parseResult.InvocationConfiguration.Error.WriteLine(ToolDiagnosticLine.Error($"baseline {command}", null, line));
        }

        return ExitCodes.Failed;
    }

    private sealed class RecordCommand : Command
    {
        private readonly Option<string> _baseline = BaselineOption();

        private readonly Option<string?> _runs = new(GateOptions.Runs.CliName) { Description = $"How many benchmark runs to pool into the baseline, 1–{GateDefaults.MaxBaselineRuns}. Default: {GateDefaults.BaselineRuns}." };

        private readonly Option<bool> _reuseResults = new("--reuse-results") { Description = "Record the results of the last run in --artifacts instead of running the benchmarks (one run only)." };

        private readonly BenchmarkRunOptionSet _run = new("Folder for the runs' output: the first run in it, the others in run-2/, run-3/, … under it.");

        private readonly Option<string> _shard = new(GateOptions.Shard.CliName)
        {
            Description = "Run only shard i of n of the tagged benchmarks (a matrix job) and record nothing; 'perfgate baseline join' records all shards as one baseline.",
        };

        public RecordCommand()
            : base("record", "Run the tagged benchmarks (several times) and record them as the new baseline; exit 0 written, 1 a run or benchmark failed (nothing written), 2 bad input.")
        {
            Options.Add(_baseline);
            _run.AddTo(this);
            CliConventions.Add(this, _runs, _reuseResults, _shard);
            SetAction(InvokeAsync);
        }

        private async Task<int> InvokeAsync(ParseResult parseResult, CancellationToken cancellationToken)
        {
            var output = parseResult.InvocationConfiguration.Output;
            var layout = _run.ReadLayout(parseResult);
            var runs = parseResult.GetValue(_runs) is { } text ? CountOption.BaselineRuns.Parse(text) : GateDefaults.BaselineRuns;
            var run = parseResult.GetValue(_reuseResults) ? null : _run.Read(parseResult, layout);
            var request = new BaselineRecordRequest(Path.GetFullPath(parseResult.GetValue(_baseline)!), layout, run, run is null ? 1 : runs);
            if (parseResult.GetValue(_shard) is { } shard)
            {
                var manifest = await ShardedRecordWorkflow.RunAsync(request, ShardSpec.Parse(shard, GateOptions.Shard), new BenchmarkRunner(output), output, cancellationToken)
                    .ConfigureAwait(false);
                return manifest.Failure is null ? ExitCodes.Passed : Refused(parseResult, "record", $"shard {manifest.Shard}: {manifest.Failure}. Nothing is recorded.");
            }

            var refusal = await BaselineRecordWorkflow.RunAsync(request, new BenchmarkRunner(output), output, parseResult.InvocationConfiguration.Error, cancellationToken).ConfigureAwait(false);
            return refusal is null ? ExitCodes.Passed : Refused(parseResult, "record", refusal);
        }
    }

    /// <summary><c>update</c> and <c>join</c>: one list of folders or files already on disk, recorded as the baseline.</summary>
    private sealed class FromFilesCommand : Command
    {
        private readonly Option<string> _baseline = BaselineOption();

        public FromFilesCommand(
            string name, string description, Option<string[]> inputs, Func<string[], string, TextWriter, TextWriter, IReadOnlyList<string>> record)
            : base(name, description)
        {
            CliConventions.Add(this, inputs, _baseline);
            SetAction(parseResult =>
            {
                var refused = record(
                    parseResult.GetValue(inputs)!, parseResult.GetValue(_baseline)!, parseResult.InvocationConfiguration.Output, parseResult.InvocationConfiguration.Error);
                return refused.Count == 0 ? ExitCodes.Passed : Refused(parseResult, name, string.Join("\n", refused));
            });
        }
    }
}
