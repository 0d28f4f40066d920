namespace PerfGate.Running;

/// <summary>How a traced or profiled launch records: the benchmark process writes its own EventPipe trace from start-up (the
/// runtime reads these variables; no tool attaches), one file per .NET process the launch starts (<c>{pid}</c> keeps them
/// apart). The selection's traced launches and the explainers' profiled ones differ only in the providers they ask for.</summary>
internal static class EventPipeTrace
{
    /// <summary>BenchmarkDotNet's engine events, which say which case runs and which iterations are the measured ones.</summary>
    public const string EngineProvider = "BenchmarkDotNet.EngineEventSource";

    /// <param name="providers">The runtime's <c>DOTNET_EventPipeConfig</c>: <c>provider:keywords:level</c>, comma-separated.</param>
    public static Dictionary<string, string> Environment(string traceFolder, string providers) => new()
    {
        ["DOTNET_EnableEventPipe"] = "1",
        ["DOTNET_EventPipeOutputPath"] = Path.Combine(traceFolder, "trace-{pid}.nettrace"),
        ["DOTNET_EventPipeConfig"] = providers,
    };

    /// <summary>The traces a launch with <see cref="Environment"/> left in <paramref name="traceFolder"/>.</summary>
    public static IEnumerable<string> Files(string traceFolder) => Directory.EnumerateFiles(traceFolder, "*.nettrace");
}
