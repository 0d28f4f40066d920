using System.Collections;
using Microsoft.Build.Framework;

namespace PerfGate.Tasks.Tests.Support;

/// <summary>An <see cref="IBuildEngine"/> that keeps every event a task logs.</summary>
internal sealed class RecordingBuildEngine : IBuildEngine
{
    private readonly object _gate = new();

    public List<BuildErrorEventArgs> Errors { get; } = [];

    public List<BuildWarningEventArgs> Warnings { get; } = [];

    public List<BuildMessageEventArgs> Messages { get; } = [];

    public bool ContinueOnError => false;

    public int LineNumberOfTaskNode => 0;

    public int ColumnNumberOfTaskNode => 0;

    public string ProjectFileOfTaskNode => "PerfGate.targets";

    /// <summary>Messages of at least the given importance, in order.</summary>
    public IReadOnlyList<string> MessagesAtLeast(MessageImportance importance)
    {
        lock (_gate)
        {
            return Messages.Where(m => m.Importance <= importance).Select(m => m.Message ?? "").ToList();
        }
    }

    public void LogErrorEvent(BuildErrorEventArgs e)
    {
        lock (_gate)
        {
            Errors.Add(e);
        }
    }

    public void LogWarningEvent(BuildWarningEventArgs e)
    {
        lock (_gate)
        {
            Warnings.Add(e);
        }
    }

    public void LogMessageEvent(BuildMessageEventArgs e)
    {
        lock (_gate)
        {
            Messages.Add(e);
        }
    }

    public void LogCustomEvent(CustomBuildEventArgs e)
    {
    }

    public bool BuildProjectFile(string projectFileName, string[] targetNames, IDictionary globalProperties, IDictionary targetOutputs) =>
        throw new NotSupportedException();
}
