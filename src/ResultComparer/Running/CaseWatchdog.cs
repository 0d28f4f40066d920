namespace PerfGate.Running;

/// <summary>
/// Bounds each benchmark case of one process by its own limit: armed again whenever a case starts, so a process that runs
/// many cases is stopped by the one that hangs, not after all of them could have run. Its token cancels the process, which
/// <see cref="ChildProcess"/> then kills with its children.
/// </summary>
/// <param name="gate">The gate's own cancellation, which cancels the process too (and is then no hang).</param>
internal sealed class CaseWatchdog(CancellationToken gate) : IDisposable
{
    private readonly CancellationTokenSource _source = CancellationTokenSource.CreateLinkedTokenSource(gate);
    private readonly object _gate = new();
    private HungCase? _watched;

    public CancellationToken Token => _source.Token;

    /// <param name="limit">Null: this case has no limit of its own.</param>
    public void Watch(string caseName, CaseTimeLimit? limit)
    {
        lock (_gate)
        {
            // Once the limit has fired, the case it fired on stays the one named.
            if (_source.IsCancellationRequested)
            {
                return;
            }

            _watched = limit is null ? null : new HungCase(caseName, limit);
            _source.CancelAfter(limit?.Limit ?? Timeout.InfiniteTimeSpan);
        }
    }

    /// <returns>The case it stopped the process on; null when it did not (the process ended, or the gate canceled it).</returns>
    public HungCase? Fired(CancellationToken gate)
    {
        lock (_gate)
        {
            return !gate.IsCancellationRequested && _source.IsCancellationRequested ? _watched : null;
        }
    }

    public void Dispose() => _source.Dispose();
}
