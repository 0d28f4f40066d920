using System.CommandLine;
using PerfGate.Options;
using PerfGate.Thresholds;

namespace PerfGate.Cli;

/// <summary>The options that decide verdicts, shared by <c>perfgate compare</c> and <c>perfgate gate</c>.</summary>
internal sealed class GateSettingsOptionSet(bool withConfirmReruns)
{
    public Option<string?> TimeThreshold { get; } = new(GateOptions.TimeThreshold.CliName) { Description = $"Smallest slowdown that fails the gate, as a percentage. Default: {Thresholds.TimeThreshold.Default}." };

    public Option<string?> AllocationThreshold { get; } = new(GateOptions.AllocationThreshold.CliName)
    {
        Description = $"Allowed growth of allocated bytes per operation: '1%', '64B' or '1%,64B' (both must be exceeded). Default: {Thresholds.AllocationThreshold.Default}. A 0 B/op baseline allows nothing.",
    };

    public Option<string[]> Overrides { get; } = new(GateOptions.Override.CliName)
    {
        Description = "Per-benchmark threshold, repeatable: 'PATTERN=time:15%' or 'PATTERN=alloc:1%,64B'. PATTERN matches the full benchmark id; * and ? are wildcards; the last match wins.",
    };

    public Option<string?> ConfirmReruns { get; } = new(GateOptions.ConfirmReruns.CliName)
    {
        Description = $"Re-run flagged time regressions up to this many times (0–{GateDefaults.MaxConfirmReruns}) and decide on all samples. Default: {GateDefaults.ConfirmReruns}.",
    };

    public void AddTo(Command command)
    {
        CliConventions.Add(command, TimeThreshold, AllocationThreshold, Overrides);
        if (withConfirmReruns)
        {
            command.Options.Add(ConfirmReruns);
        }
    }

    public GateSettings Read(ParseResult parseResult)
    {
        var defaults = GateSettings.Default;
        return defaults with
        {
            TimeThreshold = parseResult.GetValue(TimeThreshold) is { } time ? Thresholds.TimeThreshold.Parse(time, GateOptions.TimeThreshold) : defaults.TimeThreshold,
            AllocationThreshold = parseResult.GetValue(AllocationThreshold) is { } allocation
                ? Thresholds.AllocationThreshold.Parse(allocation, GateOptions.AllocationThreshold)
                : defaults.AllocationThreshold,
            Overrides = (parseResult.GetValue(Overrides) ?? []).Select(o => ThresholdOverride.Parse(o, GateOptions.Override)).ToList(),
            ConfirmReruns = withConfirmReruns && parseResult.GetValue(ConfirmReruns) is { } reruns ? CountOption.ConfirmReruns.Parse(reruns) : defaults.ConfirmReruns,
        };
    }
}
