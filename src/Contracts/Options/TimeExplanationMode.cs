namespace PerfGate.Options;

/// <summary><c>--explain-time auto|true|false</c> (PerfGateExplainTime): which benchmarks get a differential CPU profile
/// that says where their time went.</summary>
public readonly record struct TimeExplanationMode
{
    /// <summary>Only benchmarks whose time regressed: a passing gate starts no profiled launch.</summary>
    public static readonly TimeExplanationMode Auto = new("auto");

    /// <summary>Every benchmark with a time verdict, regressed or not (a launch per side each: minutes on a large suite).</summary>
    public static readonly TimeExplanationMode Always = new("true");

    public static readonly TimeExplanationMode Never = new("false");

    private static readonly TimeExplanationMode[] All = [Auto, Always, Never];

    private TimeExplanationMode(string name) => Name = name;

    public string Name { get; }

    public static TimeExplanationMode Parse(string? text) =>
        NamedValue.Parse(text, Auto, All, mode => mode.Name, GateOptions.ExplainTime, $"{Auto}, {Always} or {Never}");

    public override string ToString() => Name ?? "auto";
}
