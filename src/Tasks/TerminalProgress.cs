using System.Reflection;
using System.Text.RegularExpressions;
using Microsoft.Build.Framework;

namespace PerfGate.Tasks;

/// <summary>
/// Logs the tool's <c>PerfGate:</c> lines so the .NET SDK's terminal logger shows them at its default verbosity,
/// where it hides every ordinary message, even a high-importance one. The terminal logger has one channel for a
/// long run's progress: the messages a test run logs (MSBuild 17.10 and later). In a project that has started the
/// SDK's empty <c>_TestRunStart</c> target, an extended message of type <c>TLTESTPASSED</c> replaces the project's
/// live status line ("Sample.Benchmarks net10.0 [3/8] Sample.X.Y (41.2s)") and one of type <c>TLTESTOUTPUT</c>
/// is written at once, above it. Every other logger (the classic console logger, a binary log) sees an ordinary
/// high-importance message with the same text, so nothing is shown twice or lost.
/// </summary>
internal sealed partial class TerminalProgress(IBuildEngine engine, string? senderName)
{
    /// <summary>Absent from MSBuild before 17.8 (the tasks compile against 17.7): then a plain message.</summary>
    private static readonly ConstructorInfo? ExtendedMessageConstructor = typeof(BuildMessageEventArgs).Assembly
        .GetType("Microsoft.Build.Framework.ExtendedBuildMessageEventArgs")
        ?.GetConstructor([typeof(string), typeof(string), typeof(string), typeof(string), typeof(MessageImportance)]);

    private static readonly PropertyInfo? ExtendedMetadataProperty = ExtendedMessageConstructor?.DeclaringType?.GetProperty("ExtendedMetadata");

    public void Log(string line)
    {
        var benchmark = BenchmarkStarted().Match(line);
        var message = benchmark.Success
            ? Extended("TLTESTPASSED", line, new Dictionary<string, string?>
            {
                ["localizedResult"] = benchmark.Groups["position"].Value,
                ["displayName"] = benchmark.Groups["name"].Value,
            })
            : Extended("TLTESTOUTPUT", line, new Dictionary<string, string?>());
        engine.LogMessageEvent(message ?? new BuildMessageEventArgs(line, null, senderName, MessageImportance.High));
    }

    private BuildMessageEventArgs? Extended(string type, string line, Dictionary<string, string?> metadata)
    {
        if (ExtendedMessageConstructor is null || ExtendedMetadataProperty is null)
        {
            return null;
        }

        var message = (BuildMessageEventArgs)ExtendedMessageConstructor.Invoke([type, line, null, senderName, MessageImportance.High]);
        ExtendedMetadataProperty.SetValue(message, metadata);
        return message;
    }

    /// <summary>"PerfGate: [3/8] DataStreamerBenchmark.Stream [ServerCount=4]", as the tool's progress tracker writes it,
    /// or in the same-runner mode, which counts the launches of the whole gate, "PerfGate: [launch 7/32] base Sample.X.Y".</summary>
    [GeneratedRegex(@"^PerfGate: (?<position>\[(?:launch )?\d+(?:/\d+)?\]) (?<name>.+)$")]
    private static partial Regex BenchmarkStarted();
}
