using System.Globalization;

namespace PerfGate.Options;

/// <summary>
/// <c>--case-timeout</c> (PerfGateCaseTimeout): the least time one benchmark case may run in its process before the gate
/// takes it as hung, kills the process with its children and fails that method. A case known to need longer gets more
/// (the tool's Running/CaseTimeLimits). Written <c>120s</c>, <c>2m</c> or as whole seconds, <c>120</c>.
/// </summary>
public readonly record struct CaseTimeout
{
    public static readonly CaseTimeout Default = new(TimeSpan.FromSeconds(GateDefaults.CaseTimeoutSeconds));

    public CaseTimeout(TimeSpan value)
    {
        if (value < TimeSpan.FromSeconds(GateDefaults.MinCaseTimeoutSeconds) || value > TimeSpan.FromSeconds(GateDefaults.MaxCaseTimeoutSeconds))
        {
            throw new ArgumentOutOfRangeException(nameof(value), value,
                $"A case timeout is {GateDefaults.MinCaseTimeoutSeconds} to {GateDefaults.MaxCaseTimeoutSeconds} seconds.");
        }

        Value = value;
    }

    public TimeSpan Value { get; }

    public static CaseTimeout Parse(string text, GateOption option)
    {
        var trimmed = text.Trim();
        var (number, secondsPerUnit) = trimmed.EndsWith('s') ? (trimmed[..^1], 1)
            : trimmed.EndsWith('m') ? (trimmed[..^1], 60)
            : (trimmed, 1);
        if (int.TryParse(number.Trim(), NumberStyles.None, CultureInfo.InvariantCulture, out var count)
            && (long)count * secondsPerUnit is var seconds and >= GateDefaults.MinCaseTimeoutSeconds and <= GateDefaults.MaxCaseTimeoutSeconds)
        {
            return new CaseTimeout(TimeSpan.FromSeconds(seconds));
        }

        throw new PerfGateInputException(option,
            $"'{text}' is not a case timeout. Use whole seconds or minutes from {GateDefaults.MinCaseTimeoutSeconds}s to {GateDefaults.MaxCaseTimeoutSeconds / 60}m, " +
            $"such as '{GateDefaults.CaseTimeoutSeconds}s' or '5m'. It is the least time one benchmark case may run before it is taken as hung.");
    }

    /// <summary>"120s": what the option takes.</summary>
    public override string ToString() => ((long)Value.TotalSeconds).ToString(CultureInfo.InvariantCulture) + "s";
}
