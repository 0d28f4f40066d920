using System.Diagnostics;

namespace PerfGate.Evaluation.SelectionHistory;

/// <summary>The wall time during which either side of a pair was answering what a method executes (launching, or reading a
/// kept trace). The selection asks for several methods at once, base and head alike (one traced launch per core), so the
/// two sides' times overlap: one clock shared by both is what the pair's own clock leaves out to time the selection's
/// work alone.</summary>
internal sealed class AnsweringClock
{
    private readonly Stopwatch _clock = new();
    private readonly Lock _gate = new();
    private int _answering;

    public TimeSpan Spent
    {
        get
        {
            lock (_gate)
            {
                return _clock.Elapsed;
            }
        }
    }

    public void Begin()
    {
        lock (_gate)
        {
            if (_answering++ == 0)
            {
                _clock.Start();
            }
        }
    }

    public void End()
    {
        lock (_gate)
        {
            if (--_answering == 0)
            {
                _clock.Stop();
            }
        }
    }
}
