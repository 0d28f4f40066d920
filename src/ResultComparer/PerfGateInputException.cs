namespace PerfGate;

/// <summary>
/// Bad input or usage: a missing or malformed file, an unknown option value. The CLI turns it into one
/// message on stderr and exit code 2, never a stack trace.
/// </summary>
public sealed class PerfGateInputException : Exception
{
    public PerfGateInputException(string message)
        : base(message)
    {
    }

    public PerfGateInputException(string message, Exception innerException)
        : base(message, innerException)
    {
    }

    public PerfGateInputException()
    {
    }
}
