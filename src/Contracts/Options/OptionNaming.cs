namespace PerfGate.Options;

/// <summary>Who started the tool, and so how its messages name a setting.</summary>
public enum OptionNaming
{
    /// <summary>A person or a script: <c>--time-threshold</c>.</summary>
    Cli,

    /// <summary>The MSBuild tasks (<c>--option-names msbuild</c>): <c>PerfGateTimeThreshold</c>.</summary>
    MSBuild,
}
