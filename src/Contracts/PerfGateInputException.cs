using PerfGate.Options;

namespace PerfGate;

/// <summary>
/// Bad input or usage: the CLI turns it into one message on stderr and exit code 2, never a stack trace. The library
/// does not know whether a person typed <c>--time-threshold</c> or set <c>PerfGateTimeThreshold</c>, so an error about
/// a setting carries the <see cref="Option"/>, and the edge that reports it names it as its user spelled it.
/// </summary>
/// <param name="option">The setting whose value is wrong; null when none is.</param>
public sealed class PerfGateInputException(GateOption? option, string message, Exception? innerException = null)
    : Exception(message, innerException)
{
    public PerfGateInputException(string message, Exception? innerException = null)
        : this(null, message, innerException)
    {
    }

    /// <summary>The setting whose value is wrong; null when the problem is in a file's content.</summary>
    public GateOption? Option { get; } = option;

    public string MessageFor(OptionNaming naming) => Option is null ? Message : $"{Option.NameFor(naming)}: {Message}";
}
