namespace PerfGate;

/// <summary>The exit codes of <c>perfgate</c>, which scripts and the MSBuild tasks rely on.</summary>
public static class ExitCodes
{
    public const int Passed = 0;

    /// <summary>A regression or a failed benchmark.</summary>
    public const int Failed = 1;

    /// <summary>Bad input or usage: nothing was decided.</summary>
    public const int BadInput = 2;

    /// <summary>PerfGate crashed: a defect of PerfGate, never of the input, so the user is not sent to fix what was fine.
    /// Nothing was decided; the one line on stderr is an <see cref="Reporting.InternalErrorLine"/>.</summary>
    public const int InternalError = 3;

    /// <summary>Something outside PerfGate and the input failed after retries (the network, a git remote): nothing was
    /// decided, and the same command may pass when run again.</summary>
    public const int Unavailable = 4;
}
