namespace PerfGate;

/// <summary>The exit codes of <c>perfgate</c>, which scripts and the MSBuild tasks rely on.</summary>
public static class ExitCodes
{
    public const int Passed = 0;

    /// <summary>A regression or a failed benchmark.</summary>
    public const int Failed = 1;

    /// <summary>Bad input or usage: nothing was decided.</summary>
    public const int BadInput = 2;
}
