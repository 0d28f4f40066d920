using PerfGate.Options;

namespace PerfGate;

/// <summary>
/// Bad input or usage: a missing or malformed file, an unknown option value. The CLI turns it into one
/// message on stderr and exit code 2, never a stack trace.
/// </summary>
/// <remarks>
/// The library does not know whether a person typed <c>--time-threshold</c> or an MSBuild property
/// <c>PerfGateTimeThreshold</c>, so an error about a setting carries the <see cref="Option"/> and the edge that
/// reports it names the setting the way its user spelled it (<see cref="MessageFor"/>).
/// </remarks>
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

    public PerfGateInputException(GateOption option, string message, Exception? innerException = null)
        : base(message, innerException)
    {
        Option = option;
    }

    /// <summary>The setting whose value is wrong; null when the problem is in a file's content.</summary>
    public GateOption? Option { get; }

    /// <summary>"PerfGateTimeThreshold: '5x' is not…" or "--time-threshold: '5x' is not…".</summary>
    public string MessageFor(OptionNaming naming) => Option is null ? Message : $"{Option.NameFor(naming)}: {Message}";
}
