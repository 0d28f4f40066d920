using Microsoft.Diagnostics.Tracing;
using Microsoft.Diagnostics.Tracing.Parsers;
using Microsoft.Diagnostics.Tracing.Parsers.Clr;
using PerfGate.Running;

namespace PerfGate.Selection.Execution;

/// <summary>Reads a traced launch's EventPipe trace (<see cref="ExecutionTracing"/>) as it streams, with TraceEvent's
/// parsers: no <c>.etlx</c> conversion, since no stack is resolved.</summary>
internal static class ExecutedCodeReader
{
    /// <exception cref="ExecutionTraceException">The trace holds no method events, or lost some.</exception>
    public static ExecutedCode Read(string trace)
    {
        using var source = new EventPipeEventSource(trace);
        var clr = new ClrTraceEventParser(source);
        var rundown = new ClrRundownTraceEventParser(source);
        var modulePaths = new Dictionary<long, string>();
        // Methods are kept by module id and resolved at the end: the rundown at the session's end names modules loaded
        // before the session started.
        var methods = new HashSet<(long Module, int Token)>();
        var methodEvents = 0;
        var types = new HashSet<string>(StringComparer.Ordinal);
        var cases = new List<string>();

        void Module(ModuleLoadUnloadTraceData e)
        {
            if ((e.ModuleFlags & ModuleFlags.Dynamic) == 0 && Path.IsPathRooted(e.ModuleILPath))
            {
                modulePaths[e.ModuleID] = e.ModuleILPath;
            }
        }

        void Method(long module, int token, MethodFlags flags)
        {
            methodEvents++;
            if (token != 0 && (flags & MethodFlags.Dynamic) == 0)
            {
                methods.Add((module, token));
            }
        }

        clr.LoaderModuleLoad += Module;
        rundown.LoaderModuleDCStop += Module;
        clr.MethodLoadVerbose += e => Method(e.ModuleID, e.MethodToken, e.MethodFlags);
        // Jitting starts before the method's load event: a method whose compilation failed still ran its caller into it.
        clr.MethodJittingStarted += e => Method(e.ModuleID, e.MethodToken, MethodFlags.None);
        clr.TypeLoadStop += e => types.Add(TypeDefinitionName.Of(e.TypeName));
        // The engine's events describe themselves in the trace; the dynamic parser reads them from that description.
        source.Dynamic.All += e =>
        {
            if (e.ProviderName == EventPipeTrace.EngineProvider && e.EventName.StartsWith("Benchmark/", StringComparison.Ordinal) && e.Opcode == TraceEventOpcode.Start
                && e.PayloadByName("benchmarkName") is string name && !cases.Contains(name, StringComparer.Ordinal))
            {
                cases.Add(name);
            }
        };
        source.Process();

        if (methodEvents == 0)
        {
            throw new ExecutionTraceException($"the trace {trace} holds no method events: the launch was not traced with {nameof(ExecutionTracing)}'s settings");
        }

        if (source.EventsLost > 0)
        {
            throw new ExecutionTraceException(FormattableString.Invariant($"the trace {trace} lost {source.EventsLost} events, so it cannot say all that ran"));
        }

        return new ExecutedCode(
            new HashSet<ExecutedMethod>(methods.Where(m => modulePaths.ContainsKey(m.Module)).Select(m => new ExecutedMethod(Path.GetFileName(modulePaths[m.Module]), m.Token))),
            types,
            new HashSet<string>(modulePaths.Values.Select(Path.GetFileName).OfType<string>(), StringComparer.Ordinal),
            cases);
    }
}
