namespace PerfGate;

/// <summary>
/// Something outside PerfGate and its input failed after retries: a git remote that did not answer, the network. The CLI
/// turns it into one message on stderr and exit code <see cref="ExitCodes.Unavailable"/>: not bad input, because the
/// same command may pass when run again, and a user told to fix input that was fine stops trusting every message.
/// </summary>
public sealed class PerfGateUnavailableException(string message, Exception innerException) : Exception(message, innerException);
