using System.Globalization;
using System.Text.RegularExpressions;
using PerfGate.Processes;

namespace PerfGate.Explaining;

/// <summary>Linux <c>perf</c> as the time profile's sampler, where the machine has it and lets it sample. EventPipe's
/// sampler reads a thread's stack only where the runtime can stop it — a call, a poll, a return — so the time of code
/// without calls lands on the next such point: in a loop of arithmetic followed by an array copy, it put 70 % of the
/// samples in the copy's poll and 30 % in the loop, where <c>perf</c> put 48 % of the process's time in the loop and 2 %
/// in the copy (2026-11-30; Autofac's planted loop was named as <c>Buffer.BulkMoveWithWriteBarrier</c> six times out of
/// six). <c>perf</c> interrupts the thread where it is, on a timer of the CPU time it uses. The runtime writes its jitted
/// methods' names for it (<c>/tmp/perf-PID.map</c>); EventPipe still runs beside it for BenchmarkDotNet's iteration
/// marks and the JIT's inlining decisions.</summary>
internal static partial class PerfSampler
{
    /// <summary>Samples per second of the thread's CPU time: four times EventPipe's sampler's, so a profiled side needs a
    /// quarter of its time (<see cref="SamplerPace.Perf"/>). Not a round number, so the timer does not tick in step with
    /// a loop paced by a round clock. Each sample interrupts the thread and walks its frame pointers, alike on both sides; what
    /// that costs at this rate was not measured apart from the profiled launch's own slowdown.</summary>
    internal const string Frequency = "3999";

    private const string DataFile = "perf.data";

    private static string DataPath(string launchFolder) => Path.Combine(launchFolder, DataFile);

    private static readonly TimeSpan ReadTimeout = TimeSpan.FromMinutes(5);

    private static readonly Lazy<Task<bool>> Usable = new(ProbeAsync);

    /// <summary>Whether <c>perf</c> is on the PATH and may sample here (a container or <c>perf_event_paranoid</c> may forbid
    /// it): asked once per process, by sampling <c>true</c>.</summary>
    public static Task<bool> IsUsableAsync() => OperatingSystem.IsLinux() ? Usable.Value : Task.FromResult(false);

    /// <summary>The command a profiled launch runs under: <c>perf record</c> with call stacks by frame pointers (the JIT
    /// keeps them) and the clock EventPipe stamps its events with on Linux, so a sample can be placed in an iteration.</summary>
    public static IReadOnlyList<string> Command(string launchFolder) =>
        ["perf", "record", "-q", "-e", "cpu-clock", "-F", Frequency, "-g", "-k", "CLOCK_MONOTONIC", "-o", DataPath(launchFolder), "--"];

    /// <summary>The runtime names its jitted code in <c>/tmp/perf-PID.map</c> (3: the map only, not the jitdump files);
    /// with W^X on, jitted code runs from a second, anonymous mapping the map's addresses do not cover.</summary>
    public static IReadOnlyDictionary<string, string> Environment { get; } = new Dictionary<string, string>
    {
        ["DOTNET_PerfMapEnabled"] = "3",
        ["DOTNET_EnableWriteXorExecute"] = "0",
    };

    /// <summary>The samples of thread <paramref name="thread"/> that the launch in <paramref name="launchFolder"/> recorded,
    /// in time order, each stack innermost frame first.</summary>
    public static async Task<IReadOnlyList<TimedStack>> ReadAsync(string launchFolder, int thread, CancellationToken cancellationToken)
    {
        var samples = new List<TimedStack>();
        var reader = new ScriptReader(samples);
        var start = new ChildProcessStart(
            "perf", ["script", "-i", DataPath(launchFolder), "--ns", "--tid", thread.ToString(CultureInfo.InvariantCulture), "-F", "tid,time,ip,sym,dso"],
            launchFolder, ReadTimeout)
        { ScrubMSBuildEnvironment = false };
        var exit = await ChildProcess.RunAsync(start, reader.Line, _ => { }, cancellationToken).ConfigureAwait(false);
        reader.Line("");
        if (exit.ExitCode != 0)
        {
            throw new ProfileException($"'perf script' could not read {DataPath(launchFolder)} ({exit.End}, exit code {exit.ExitCode?.ToString(CultureInfo.InvariantCulture) ?? "none"})");
        }

        return samples;
    }

    /// <summary>Deletes the map the runtime wrote for the process whose trace is <paramref name="trace"/>
    /// (<c>trace-{pid}.nettrace</c>) once its samples are read: <c>perf</c> reads it from /tmp, not from the run folder.</summary>
    public static void DeleteMap(string trace)
    {
        if (int.TryParse(Path.GetFileNameWithoutExtension(trace).Split('-')[^1], NumberStyles.None, CultureInfo.InvariantCulture, out var pid))
        {
            File.Delete($"/tmp/perf-{pid}.map");
        }
    }

    /// <summary>A frame as <c>perf script</c> prints it, e.g.
    /// <c>7fb9bfe71b79 instance void [perfexp] Probe::Copy()[OptimizedTier1] (/tmp/perf-8068.map)</c>: the method as the
    /// runtime's map names it (return type, [assembly], Type::Method(signature), [tier]), or a native symbol, or [unknown],
    /// then the file it is in. Outside jitted methods a frame is named by its file, as TraceEvent names a frame it cannot
    /// place; the runtime's stubs in the map (their file names a process) all as <c>?!stub</c>, the same on both sides.</summary>
    internal static PerfFrame Frame(string line)
    {
        var text = line.Trim();
        var symbol = text[(text.IndexOf(' ', StringComparison.Ordinal) + 1)..];
        var open = symbol.LastIndexOf(" (", StringComparison.Ordinal);
        var file = open >= 0 ? symbol[(open + 2)..^1] : "";
        symbol = open >= 0 ? symbol[..open] : symbol;
        return JittedMethod().Match(symbol) is { Success: true } jitted
            ? new PerfFrame(jitted.Groups["method"].Value.Replace("::", ".", StringComparison.Ordinal), jitted.Groups["assembly"].Value)
            : new PerfFrame(file.StartsWith("/tmp/perf-", StringComparison.Ordinal) ? "?!stub" : $"?!{Path.GetFileName(file)}", null);
    }

    /// <summary>A sample's frames, with the frame perf's stack lost put back where BenchmarkDotNet's code says which it was.
    /// Frame pointers lose the caller of a native function that sets up no frame of its own (a spin, a write barrier, a
    /// copy): the chain goes from that function straight to its caller's caller. In a seeded <c>Thread.SpinWait</c>
    /// inlined, with its benchmark, into <c>Runnable_0.__Workload</c>, every sample went from <c>libcoreclr.so</c> to
    /// <c>WorkloadActionUnroll</c> (2026-11-30: 5,079 of 5,100 ns/op), a frame never named. The loop calls nothing but
    /// <c>__Workload</c>, and <c>__Workload</c> nothing but the benchmark method (where the JIT did not inline it): under
    /// those two the lost frame is known. Anywhere else it is not, and such a function's time counts one frame up.</summary>
    /// <param name="benchmark">The frame of the benchmark method the sample's iteration measured, as the map names it.</param>
    internal static PerfFrame[] WithLostFrame(IReadOnlyList<PerfFrame> frames, PerfFrame? benchmark)
    {
        var managed = frames.TakeWhile(f => f.Assembly is null).Count();
        if (managed == 0 || managed == frames.Count)
        {
            return [.. frames];
        }

        var caller = frames[managed];
        var lost = WorkloadLoop().Match(caller.Method) is { Success: true } loop ? new PerfFrame($"{loop.Groups["type"].Value}.__Workload()", caller.Assembly)
            : IsWorkload(caller.Method) ? benchmark
            : null;
        return lost is { } frame ? [.. frames.Take(managed), frame, .. frames.Skip(managed)] : [.. frames];
    }

    internal static async Task<bool> ProbeAsync()
    {
        var data = Path.Combine(Path.GetTempPath(), $"perfgate-probe-{Guid.NewGuid():N}.data");
        try
        {
            var probe = await ChildProcess.CaptureAsync(
                new ChildProcessStart("perf", ["record", "-q", "-e", "cpu-clock", "-o", data, "--", "true"], Path.GetTempPath(), TimeSpan.FromSeconds(30)),
                CancellationToken.None).ConfigureAwait(false);
            return probe.Exit.ExitCode == 0;
        }
        finally
        {
            File.Delete(data);
        }
    }

    /// <summary>BenchmarkDotNet's generated <c>Runnable_N.__Workload</c>, which calls the benchmark method and nothing else.</summary>
    internal static bool IsWorkload(string method) => Workload().IsMatch(method);

    // BenchmarkDotNet's generated measurement loops, as the map names them: Runnable_0.WorkloadActionUnroll(int64).
    [GeneratedRegex(@"^(?<type>BenchmarkDotNet\.Autogenerated\.Runnable_\d+)\.WorkloadAction(?:No)?Unroll\(")]
    private static partial Regex WorkloadLoop();

    // Its workload method, namespaced as the map and TraceEvent name it, or as a report shortens it.
    [GeneratedRegex(@"^(?:BenchmarkDotNet\.Autogenerated\.)?Runnable_\d+\.__Workload\(")]
    private static partial Regex Workload();

    // "[assembly] Namespace.Type::Method(signature)[Tier]" after the return type; a return type holds no "[name] " (an
    // array's brackets are empty).
    [GeneratedRegex(@"(?:^|\s)\[(?<assembly>[^\]\s]+)\] (?<method>\S.*::.+?)\[[A-Za-z0-9]+\]$")]
    private static partial Regex JittedMethod();

    /// <summary>Reads <c>perf script</c>'s output line by line: a sample's header (<c>tid time:</c>), its frames, a blank line.</summary>
    internal sealed class ScriptReader(List<TimedStack> samples)
    {
        private readonly List<PerfFrame> _frames = [];
        private long? _time;

        public void Line(string line)
        {
            if (line.Length == 0)
            {
                if (_time is { } time && _frames.Count > 0)
                {
                    samples.Add(new TimedStack(time, [.. _frames]));
                }

                _time = null;
                _frames.Clear();
            }
            else if (_time is null)
            {
                // "   8068 77778.659169123: " : seconds with nanoseconds (--ns).
                var fields = line.Trim().TrimEnd(':').Split(' ', StringSplitOptions.RemoveEmptyEntries);
                _time = fields.Length >= 2 && decimal.TryParse(fields[^1], NumberStyles.AllowDecimalPoint, CultureInfo.InvariantCulture, out var seconds)
                    ? (long)(seconds * 1_000_000_000m)
                    : null;
            }
            else
            {
                _frames.Add(Frame(line));
            }
        }
    }
}

/// <summary>One sample of a thread: when (the monotonic clock, nanoseconds) and its stack, innermost frame first.</summary>
internal sealed record TimedStack(long TimeNs, IReadOnlyList<PerfFrame> Frames);

/// <param name="Method">As TraceEvent names a method, e.g. <c>System.Array.Copy(class System.Array,int32)</c>; a frame
/// outside jitted code as <c>?!file</c> (the runtime's native code, or precompiled code the map does not name).</param>
/// <param name="Assembly">The jitted method's assembly's simple name; null outside jitted code.</param>
internal readonly record struct PerfFrame(string Method, string? Assembly);
