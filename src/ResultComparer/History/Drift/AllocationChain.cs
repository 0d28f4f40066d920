using PerfGate.Thresholds;

namespace PerfGate.History.Drift;

/// <summary>One benchmark's allocation steps since the anchor, added up merge by merge into its <see cref="AllocationDrift"/>.</summary>
internal sealed class AllocationChain
{
    private readonly List<AllocationStep> _changes = [];
    private long? _fromBytes;
    private long _net;
    private int _merges;

    /// <summary>The merge after which the sum started again, because it did not measure the bytes; null when none did.</summary>
    public string? RestartedAt { get; private set; }

    public void Add(string commit, long? parentBytes, long? bytes)
    {
        if (parentBytes is not { } parent || bytes is not { } current)
        {
            // A step not measured cannot be added up, so the sum starts again after it rather than skip it silently.
            if (_merges > 0)
            {
                RestartedAt = commit;
            }

            _changes.Clear();
            _fromBytes = null;
            _net = 0;
            _merges = 0;
            return;
        }

        _fromBytes ??= parent;
        _net += current - parent;
        _merges++;
        if (current != parent)
        {
            _changes.Add(new AllocationStep(commit, parent, current));
        }
    }

    /// <returns>Null when the net growth since the anchor is within <paramref name="threshold"/>.</returns>
    public AllocationDrift? Drift(AllocationThreshold threshold)
    {
        if (_fromBytes is not { } from || !(_net > threshold.ToleranceFor(from)))
        {
            return null;
        }

        var contributors = LargestSteps.MakingUp(_changes, s => s.ToBytes - s.FromBytes, _net);
        return new AllocationDrift(from, from + _net, _merges, contributors, threshold);
    }
}
