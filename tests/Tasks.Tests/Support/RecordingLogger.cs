using Microsoft.Build.Framework;

namespace PerfGate.Tasks.Tests.Support;

/// <summary>An MSBuild logger that keeps errors and high-importance messages.</summary>
internal sealed class RecordingLogger : ILogger
{
    private readonly object _gate = new();

    public List<BuildErrorEventArgs> Errors { get; } = [];

    public List<string> HighMessages { get; } = [];

    public LoggerVerbosity Verbosity { get; set; } = LoggerVerbosity.Normal;

    public string? Parameters { get; set; }

    public void Initialize(IEventSource eventSource)
    {
        eventSource.ErrorRaised += (_, e) =>
        {
            lock (_gate)
            {
                Errors.Add(e);
            }
        };
        eventSource.MessageRaised += (_, e) =>
        {
            if (e.Importance == MessageImportance.High)
            {
                lock (_gate)
                {
                    HighMessages.Add(e.Message ?? "");
                }
            }
        };
    }

    public void Shutdown()
    {
    }

    public override string ToString()
    {
        lock (_gate)
        {
            return string.Join('\n', Errors.Select(e => $"error {e.Code}: {e.Message}").Concat(HighMessages));
        }
    }
}
