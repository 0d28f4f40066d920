using Microsoft.Diagnostics.Tracing;
using Microsoft.Diagnostics.Tracing.Etlx;
using Microsoft.Diagnostics.Tracing.Parsers.Clr;
using PerfGate.FileSystem;
using PerfGate.Running;

namespace PerfGate.Explaining;

/// <summary>Reads a time-profiled run's EventPipe trace with TraceEvent: per benchmark case (BenchmarkDotNet's engine
/// events), the sampler's stacks of the benchmark's thread taken in its measured iterations, iteration by iteration, and
/// the JIT's inlining decisions.</summary>
internal static class TimeTraceReader
{
    private const string SamplerProvider = "Microsoft-DotNETCore-SampleProfiler";

    /// <param name="trace">A <c>.nettrace</c> file; its <c>.etlx</c> conversion is written beside it.</param>
    /// <param name="userCodeFolder">The benchmark's output folder: the modules loaded from it (but BenchmarkDotNet's own)
    /// are the user's code.</param>
    /// <returns>Every case the trace ran; none for a process that ran no benchmark.</returns>
    public static IReadOnlyList<TimeProfile> Read(string trace, string userCodeFolder)
    {
        string[] userCodeFolders = [.. new[] { userCodeFolder, PlatformPaths.WithLinksResolved(userCodeFolder) }.Distinct(StringComparer.Ordinal)];
        var converted = TraceLog.CreateFromEventPipeDataFile(trace);
        try
        {
            using var log = new TraceLog(converted);
            return Read(log, userCodeFolders);
        }
        finally
        {
            // The conversion is as large as the trace again and says nothing the trace does not: the run folder keeps the trace.
            File.Delete(converted);
        }
    }

    private static IReadOnlyList<TimeProfile> Read(TraceLog log, string[] userCodeFolders)
    {
        var known = log.CodeAddresses.Methods.Select(m => TimeProfile.MethodKey(TypeNames.WithoutOrdinals(m.FullMethodName))).ToHashSet(StringComparer.Ordinal);
        var inlinees = new Dictionary<string, HashSet<string>>(StringComparer.Ordinal);
        var cases = new Dictionary<string, CaseSamples>(StringComparer.Ordinal);
        CaseSamples? current = null;
        int? measuredThread = null;
        var started = 0.0;
        foreach (var e in log.Events)
        {
            if (e.ProviderName == EventPipeTrace.EngineProvider)
            {
                if (e.EventName.StartsWith("Benchmark/", StringComparison.Ordinal) && e.Opcode == TraceEventOpcode.Start)
                {
                    var name = (string)e.PayloadByName("benchmarkName");
                    current = cases.TryGetValue(name, out var seen) ? seen : cases[name] = new CaseSamples(userCodeFolders);
                }
                else if (e.EventName.StartsWith("WorkloadActual/", StringComparison.Ordinal) && current is not null)
                {
                    if (e.Opcode == TraceEventOpcode.Start)
                    {
                        // The engine measures on the thread that marks the iteration: the thread whose time the result is.
                        measuredThread = e.ThreadID;
                        started = e.TimeStampRelativeMSec;
                        current.BeginIteration();
                    }
                    else if (measuredThread is not null)
                    {
                        current.EndIteration((long)e.PayloadByName("totalOperations"), (e.TimeStampRelativeMSec - started) * 1e6);
                        measuredThread = null;
                    }
                }
            }
            else if (measuredThread is { } thread && e.ThreadID == thread && current is not null && e.ProviderName == SamplerProvider)
            {
                current.Add(e.CallStack());
            }
            else if (e is MethodJitInliningSucceededTraceData inlined)
            {
                // The inlinee's code now runs inside the method being compiled: that is the frame its samples land in.
                var into = TypeNames.WithoutOrdinals($"{inlined.MethodBeingCompiledNamespace}.{inlined.MethodBeingCompiledName}");
                (inlinees.TryGetValue(into, out var callees) ? callees : inlinees[into] = new(StringComparer.Ordinal))
                    .Add(TypeNames.WithoutOrdinals($"{inlined.InlineeNamespace}.{inlined.InlineeName}"));
            }
        }

        IReadOnlyDictionary<string, IReadOnlySet<string>> inlining = inlinees.ToDictionary(i => i.Key, i => (IReadOnlySet<string>)i.Value, StringComparer.Ordinal);
        return [.. cases.Where(c => c.Value.Measured).Select(c => c.Value.ToProfile(c.Key, known, inlining))];
    }

    private sealed class CaseSamples(string[] userCodeFolders)
    {
        private readonly List<string> _names = [];
        private readonly List<bool> _userCode = [];
        private readonly Dictionary<string, int> _indexes = new(StringComparer.Ordinal);
        private readonly Dictionary<int, Dictionary<CodeAddressIndex, (TraceCodeAddress Address, int Count)>> _sites = [];
        private readonly Dictionary<string, (int[] Frames, int Count)> _stacks = new(StringComparer.Ordinal);
        private readonly List<SampledIteration> _iterations = [];
        private Dictionary<int, int> _exclusive = [];
        private Dictionary<int, int> _inclusive = [];
        private int _samples;

        public bool Measured => _iterations.Count > 0;

        public void BeginIteration()
        {
            _exclusive = [];
            _inclusive = [];
            _samples = 0;
        }

        public void EndIteration(long operations, double durationNs) =>
            _iterations.Add(new SampledIteration(_samples, _exclusive, _inclusive, operations > 0 ? durationNs / operations : 0));

        public void Add(TraceCallStack? stack)
        {
            var addresses = new List<TraceCodeAddress>();
            for (; stack is not null; stack = stack.Caller)
            {
                addresses.Add(stack.CodeAddress);
            }

            // Where the sampler stopped the thread is not where its time went: a poll's samples are its caller's.
            addresses.RemoveRange(0, SafePointFrames.Innermost([.. addresses.Select(NameOf)]));
            var frames = new List<int>();
            TraceCodeAddress? userFrame = null;
            foreach (var address in addresses)
            {
                var index = IndexOf(address);
                frames.Add(index);
                userFrame ??= _userCode[index] ? address : null;
            }

            if (frames.Count == 0)
            {
                return;
            }

            _samples++;
            var leaf = frames[0];
            _exclusive[leaf] = _exclusive.GetValueOrDefault(leaf) + 1;
            foreach (var method in frames.Distinct())
            {
                _inclusive[method] = _inclusive.GetValueOrDefault(method) + 1;
            }

            // A method of the user's code is placed by its own instruction; any other by the user's call under it.
            if (userFrame is not null)
            {
                var sites = _sites.TryGetValue(leaf, out var known) ? known : _sites[leaf] = [];
                sites[userFrame.CodeAddressIndex] = (userFrame, sites.TryGetValue(userFrame.CodeAddressIndex, out var seen) ? seen.Count + 1 : 1);
            }

            frames.Reverse();
            var key = string.Join(',', frames);
            _stacks[key] = (_stacks.TryGetValue(key, out var same) ? same.Frames : [.. frames], same.Count + 1);
        }

        public TimeProfile ToProfile(string benchmark, IReadOnlySet<string> known, IReadOnlyDictionary<string, IReadOnlySet<string>> inlinees) => new(
            benchmark,
            _iterations,
            [.. _names.Select((name, i) => new ProfiledMethod(name, _userCode[i], Site(i)))],
            [.. _stacks.Values.Select(s => new SampledStack(s.Frames, s.Count))],
            known,
            inlinees);

        private HotSite? Site(int method)
        {
            if (!_sites.TryGetValue(method, out var sites) || sites.Count == 0)
            {
                return null;
            }

            var top = sites.Values.MaxBy(s => s.Count).Address;
            return top.Method is { } traced && top.ModuleFilePath is { Length: > 0 } module
                ? new HotSite(top.FullMethodName, module, traced.MethodToken, top.ILOffset)
                : null;
        }

        private static string NameOf(TraceCodeAddress address) =>
            address.FullMethodName is { Length: > 0 } full ? full : $"?!{address.ModuleName}";

        private int IndexOf(TraceCodeAddress address)
        {
            // Base and head are compared by name: one written method has one name on both sides.
            var name = TypeNames.WithoutOrdinals(NameOf(address));
            if (_indexes.TryGetValue(name, out var index))
            {
                return index;
            }

            _names.Add(name);
            _userCode.Add(IsUserCode(address));
            return _indexes[name] = _names.Count - 1;
        }

        // A module loaded from the benchmark's folder, BenchmarkDotNet's and its generated code's excepted; the framework
        // loads from the runtime's folder.
        private bool IsUserCode(TraceCodeAddress address) =>
            address.ModuleFile?.FilePath is { Length: > 0 } path
                && userCodeFolders.Any(folder => PlatformPaths.IsInside(path, folder, PlatformPaths.Comparison))
                && !Path.GetFileName(path).StartsWith("BenchmarkDotNet", StringComparison.OrdinalIgnoreCase)
                && Path.GetFileName(path) is not ("Perfolizer.dll" or "Pragmastat.dll");
    }
}
