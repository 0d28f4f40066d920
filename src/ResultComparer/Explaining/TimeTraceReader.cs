using Microsoft.Diagnostics.Tracing;
using Microsoft.Diagnostics.Tracing.Etlx;
using Microsoft.Diagnostics.Tracing.Parsers.Clr;
using PerfGate.FileSystem;
using PerfGate.Model;
using PerfGate.Running;

namespace PerfGate.Explaining;

/// <summary>Reads a time-profiled run's EventPipe trace with TraceEvent: per benchmark case (BenchmarkDotNet's engine
/// events), the sampler's stacks of the benchmark's thread taken in its measured iterations, iteration by iteration, and
/// the JIT's inlining decisions. The stacks are EventPipe's, in the trace, or <see cref="PerfSampler"/>'s, placed in the
/// iterations by their time.</summary>
internal static class TimeTraceReader
{
    private const string SamplerProvider = "Microsoft-DotNETCore-SampleProfiler";

    /// <param name="trace">A <c>.nettrace</c> file; its <c>.etlx</c> conversion is written beside it.</param>
    /// <param name="userCodeFolder">The benchmark's output folder: the modules loaded from it (but BenchmarkDotNet's own)
    /// are the user's code.</param>
    /// <param name="samplesOf">The samples <see cref="PerfSampler"/> took of a thread, for a run it sampled; null for
    /// EventPipe's own samples, in the trace.</param>
    /// <returns>Every case the trace ran; none for a process that ran no benchmark.</returns>
    public static async Task<IReadOnlyList<TimeProfile>> ReadAsync(string trace, string userCodeFolder, Func<int, Task<IReadOnlyList<TimedStack>>>? samplesOf = null)
    {
        var userCodeFolders = UserCodeFolders(userCodeFolder);
        var converted = TraceLog.CreateFromEventPipeDataFile(trace);
        try
        {
            using var log = new TraceLog(converted);
            var run = Read(log, userCodeFolders, samplesOf is null);
            if (samplesOf is not null)
            {
                var sites = new PerfSites(log, userCodeFolders);
                foreach (var thread in run.Iterations.Select(i => i.Thread).Distinct())
                {
                    var samples = await samplesOf(thread).ConfigureAwait(false);
                    foreach (var iteration in run.Iterations.Where(i => i.Thread == thread))
                    {
                        iteration.Stacks.AddRange(samples.Where(s => s.TimeNs >= iteration.StartNs && s.TimeNs <= iteration.EndNs).Select(s => sites.Frames(s.Frames, iteration.Case)));
                    }
                }
            }

            return run.Profiles();
        }
        finally
        {
            // The conversion is as large as the trace again and says nothing the trace does not: the run folder keeps the trace.
            File.Delete(converted);
        }
    }

    private static TracedRun Read(TraceLog log, string[] userCodeFolders, bool sampledByEventPipe)
    {
        var known = log.CodeAddresses.Methods.Select(m => TimeProfile.MethodKey(TypeNames.WithoutOrdinals(m.FullMethodName))).ToHashSet(StringComparer.Ordinal);
        var inlinees = new Dictionary<string, HashSet<string>>(StringComparer.Ordinal);
        var iterations = new List<TracedIteration>();
        string? current = null;
        TracedIteration? measuring = null;
        var addresses = new AddressFrames(userCodeFolders);
        foreach (var e in log.Events)
        {
            if (e.ProviderName == EventPipeTrace.EngineProvider)
            {
                if (e.EventName.StartsWith("Benchmark/", StringComparison.Ordinal) && e.Opcode == TraceEventOpcode.Start)
                {
                    current = (string)e.PayloadByName("benchmarkName");
                }
                else if (e.EventName.StartsWith("WorkloadActual/", StringComparison.Ordinal) && current is not null)
                {
                    if (e.Opcode == TraceEventOpcode.Start)
                    {
                        // The engine measures on the thread that marks the iteration: the thread whose time the result is.
                        measuring = new TracedIteration(current, e.ThreadID, e.TimeStampRelativeMSec, MonotonicNs(e));
                    }
                    else if (measuring is not null)
                    {
                        iterations.Add(measuring with
                        {
                            Operations = (long)e.PayloadByName("totalOperations"),
                            DurationNs = (e.TimeStampRelativeMSec - measuring.StartMSec) * 1e6,
                            EndNs = MonotonicNs(e),
                        });
                        measuring = null;
                    }
                }
            }
            else if (sampledByEventPipe && measuring is not null && e.ThreadID == measuring.Thread && e.ProviderName == SamplerProvider)
            {
                measuring.Stacks.Add(addresses.Frames(e.CallStack()));
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
        return new TracedRun(iterations, known, inlining);
    }

    /// <summary>An event's time on the clock <c>perf</c> stamps its samples with: on Linux the runtime stamps EventPipe's
    /// events with the monotonic clock in nanoseconds, which is what TraceEvent keeps as the event's QPC.</summary>
#pragma warning disable CS0618 // TimeStampQPC is discouraged for display; here the raw clock is the point.
    private static long MonotonicNs(TraceEvent e) => e.TimeStampQPC;
#pragma warning restore CS0618

    /// <summary>A frame of a sample: its method's name (TraceEvent's, ordinals removed), whether it is the user's code, and
    /// for the user's code where in it (looked up in the PDB only if the method is named).</summary>
    private readonly record struct Frame(string Name, bool UserCode, HotSite? Site);

    /// <param name="StartMSec">Relative to the trace's start, as the duration is measured.</param>
    private sealed record TracedIteration(string Case, int Thread, double StartMSec, long StartNs)
    {
        public long Operations { get; init; }

        public double DurationNs { get; init; }

        public long EndNs { get; init; }

        /// <summary>The measured thread's samples in this iteration, each innermost frame first.</summary>
        public List<IReadOnlyList<Frame>> Stacks { get; } = [];
    }

    private sealed record TracedRun(List<TracedIteration> Iterations, IReadOnlySet<string> Known, IReadOnlyDictionary<string, IReadOnlySet<string>> Inlinees)
    {
        public IReadOnlyList<TimeProfile> Profiles() =>
        [
            .. Iterations.GroupBy(i => i.Case, StringComparer.Ordinal).Select(@case =>
            {
                var samples = new CaseSamples();
                foreach (var iteration in @case)
                {
                    samples.BeginIteration();
                    iteration.Stacks.ForEach(samples.Add);
                    samples.EndIteration(iteration.Operations, iteration.DurationNs);
                }

                return samples.ToProfile(@case.Key, Known, Inlinees);
            }),
        ];
    }

    /// <summary>EventPipe's stacks as frames: each code address named and placed once.</summary>
    private sealed class AddressFrames(string[] userCodeFolders)
    {
        private readonly Dictionary<CodeAddressIndex, Frame> _frames = [];

        public IReadOnlyList<Frame> Frames(TraceCallStack? stack)
        {
            var frames = new List<Frame>();
            for (; stack is not null; stack = stack.Caller)
            {
                var address = stack.CodeAddress;
                frames.Add(_frames.TryGetValue(address.CodeAddressIndex, out var known) ? known : _frames[address.CodeAddressIndex] = Frame(address));
            }

            return frames;
        }

        private Frame Frame(TraceCodeAddress address)
        {
            var name = address.FullMethodName is { Length: > 0 } full ? full : $"?!{address.ModuleName}";
            var userCode = IsUserCode(address.ModuleFile?.FilePath, userCodeFolders);
            return new Frame(name, userCode, userCode && address.Method is { } traced && address.ModuleFilePath is { Length: > 0 } module
                ? new HotSite(address.FullMethodName, module, traced.MethodToken, address.ILOffset)
                : null);
        }
    }

    /// <summary><see cref="PerfSampler"/>'s frames: named by the runtime's map as TraceEvent names them, placed at the start
    /// of their method (the map gives no IL offsets), the method's module and token from the trace's method events.</summary>
    private sealed class PerfSites(TraceLog log, string[] userCodeFolders)
    {
        private readonly Dictionary<string, HotSite?> _methods = log.CodeAddresses.Methods
            .Where(m => m.MethodModuleFile is { FilePath.Length: > 0 } file && IsUserCode(file.FilePath, userCodeFolders))
            .GroupBy(m => m.FullMethodName, StringComparer.Ordinal)
            .ToDictionary(m => m.Key, m => (HotSite?)new HotSite(m.Key, m.First().MethodModuleFile.FilePath, m.First().MethodToken, 0), StringComparer.Ordinal);

        private readonly Dictionary<string, PerfFrame?> _benchmarks = new(StringComparer.Ordinal);

        private readonly HashSet<string> _userAssemblies = [.. userCodeFolders.Where(Directory.Exists)
            .SelectMany(folder => Directory.EnumerateFiles(folder, "*.dll"))
            .Where(path => IsUserCode(path, userCodeFolders))
            .Select(Path.GetFileNameWithoutExtension)
            .OfType<string>()];

        /// <summary>The benchmark method's frame, named as the map names it: the user's method whose name, without its
        /// signature, is the case's without its parameters.</summary>
        private PerfFrame? BenchmarkFrame(string benchmark)
        {
            if (!_benchmarks.TryGetValue(benchmark, out var frame))
            {
                var key = BenchmarkMethodKey.Of(benchmark);
                _benchmarks[benchmark] = frame = _methods.Values.FirstOrDefault(m => m is not null && TimeProfile.MethodKey(m.Method).Replace('+', '.') == key) is { } site
                    ? new PerfFrame(site.Method, Path.GetFileNameWithoutExtension(site.ModulePath))
                    : null;
            }

            return frame;
        }

        /// <summary>The innermost frames outside jitted code (the runtime's native helpers — allocation, locks, casts, a
        /// spin — the C library, the kernel on the thread's behalf) count for the managed method that called them, as
        /// EventPipe's sampler counts them: that method is what a user can change, <c>libcoreclr.so</c> is not.</summary>
        /// <param name="benchmark">The case the sample's iteration measured.</param>
        public IReadOnlyList<Frame> Frames(IReadOnlyList<PerfFrame> sampled, string benchmark)
        {
            IReadOnlyList<PerfFrame> frames = PerfSampler.WithLostFrame(sampled, BenchmarkFrame(benchmark));
            var managed = frames.SkipWhile(f => f.Assembly is null).ToList();
            return
            [
                .. (managed.Count > 0 ? managed : frames).Select(f => f.Assembly is { } assembly && _userAssemblies.Contains(assembly)
                    ? new Frame(f.Method, true, _methods.GetValueOrDefault(f.Method))
                    : new Frame(f.Method, false, null)),
            ];
        }
    }

    // The runtime names a module by the path it loaded it from, links resolved (macOS's /var/folders/… is
    // /private/var/folders/…), and Windows may spell the drive or a folder in another case.
    internal static string[] UserCodeFolders(string userCodeFolder) =>
        [.. new[] { userCodeFolder, PlatformPaths.WithLinksResolved(userCodeFolder) }.Distinct(StringComparer.Ordinal)];

    // A module loaded from the benchmark's folder, BenchmarkDotNet's and its generated code's excepted; the framework
    // loads from the runtime's folder.
    internal static bool IsUserCode(string? path, string[] userCodeFolders) =>
        path is { Length: > 0 }
            && userCodeFolders.Any(folder => PlatformPaths.IsInside(path, folder, PlatformPaths.Comparison))
            && !Path.GetFileName(path).StartsWith("BenchmarkDotNet", StringComparison.OrdinalIgnoreCase)
            && Path.GetFileName(path) is not ("Perfolizer.dll" or "Pragmastat.dll");

    private sealed class CaseSamples
    {
        private readonly List<string> _names = [];
        private readonly List<bool> _userCode = [];
        private readonly Dictionary<string, int> _indexes = new(StringComparer.Ordinal);
        private readonly Dictionary<int, Dictionary<HotSite, int>> _sites = [];
        private readonly Dictionary<string, (int[] Frames, int Count)> _stacks = new(StringComparer.Ordinal);
        private readonly List<SampledIteration> _iterations = [];
        private Dictionary<int, int> _exclusive = [];
        private Dictionary<int, int> _inclusive = [];
        private int _samples;

        public void BeginIteration()
        {
            _exclusive = [];
            _inclusive = [];
            _samples = 0;
        }

        public void EndIteration(long operations, double durationNs) =>
            _iterations.Add(new SampledIteration(_samples, _exclusive, _inclusive, operations > 0 ? durationNs / operations : 0));

        /// <param name="innermostFirst">One sample's stack.</param>
        public void Add(IReadOnlyList<Frame> innermostFirst)
        {
            // Where the sampler stopped the thread is not where its time went: a poll's samples are its caller's.
            var stack = innermostFirst.Skip(SafePointFrames.Innermost([.. innermostFirst.Select(f => f.Name)])).ToList();
            if (stack.Count == 0)
            {
                return;
            }

            var frames = stack.Select(IndexOf).ToList();
            _samples++;
            var leaf = frames[0];
            _exclusive[leaf] = _exclusive.GetValueOrDefault(leaf) + 1;
            foreach (var method in frames.Distinct())
            {
                _inclusive[method] = _inclusive.GetValueOrDefault(method) + 1;
            }

            // A method of the user's code is placed by its own instruction; any other by the user's call under it.
            if (stack.FirstOrDefault(f => f.UserCode).Site is { } site)
            {
                var sites = _sites.TryGetValue(leaf, out var known) ? known : _sites[leaf] = [];
                sites[site] = sites.GetValueOrDefault(site) + 1;
            }

            frames.Reverse();
            var key = string.Join(',', frames);
            _stacks[key] = (_stacks.TryGetValue(key, out var same) ? same.Frames : [.. frames], same.Count + 1);
        }

        public TimeProfile ToProfile(string benchmark, IReadOnlySet<string> known, IReadOnlyDictionary<string, IReadOnlySet<string>> inlinees) => new(
            benchmark,
            _iterations,
            [.. _names.Select((name, i) => new ProfiledMethod(name, _userCode[i], _sites.TryGetValue(i, out var sites) && sites.Count > 0 ? sites.MaxBy(s => s.Value).Key : null))],
            [.. _stacks.Values.Select(s => new SampledStack(s.Frames, s.Count))],
            known,
            inlinees);

        private int IndexOf(Frame frame)
        {
            // Base and head are compared by name: one written method has one name on both sides.
            var name = TypeNames.WithoutOrdinals(frame.Name);
            if (_indexes.TryGetValue(name, out var index))
            {
                return index;
            }

            _names.Add(name);
            _userCode.Add(frame.UserCode);
            return _indexes[name] = _names.Count - 1;
        }
    }
}
