namespace PerfGate.History.Store;

/// <summary>The history branch could not be read or written: git failed, or other recordings kept winning the race.</summary>
/// <param name="Transient">The remote did not answer, or kept moving, after retries: running again may succeed. Otherwise
/// git refused on this machine (no repository, a broken object store).</param>
internal sealed class HistoryStoreException(string message, bool transient = false) : Exception(message)
{
    public bool Transient { get; } = transient;

    /// <summary>As the commands say it: a transient failure is the network's or the remote's, never the user's input.</summary>
    public Exception ForUser(string what) => Transient
        ? new PerfGateUnavailableException($"{what}: {Message} This is the network or the remote, not your input: run it again once the remote answers (check its address and the token's access).", this)
        : new PerfGateInputException($"{what}: {Message}", this);
}
