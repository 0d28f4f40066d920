using Microsoft.Diagnostics.Tracing;
using Microsoft.Diagnostics.Tracing.Etlx;
using Microsoft.Diagnostics.Tracing.Parsers.Clr;
using PerfGate.Running;
using PerfGate.SourceLocations;

namespace PerfGate.Explaining;

/// <summary>Reads a profiled run's EventPipe trace with TraceEvent: per benchmark case (BenchmarkDotNet's engine events),
/// the runtime's randomized allocation samples taken in its measured iterations, each sample's type, bytes and innermost
/// frame of the user's code, that frame's source line from the module's PDB.</summary>
internal static class AllocationTraceReader
{
    /// <param name="trace">A <c>.nettrace</c> file; its <c>.etlx</c> conversion is written beside it.</param>
    /// <param name="userCodeFolder">The benchmark's output folder: the modules loaded from it (but BenchmarkDotNet's own)
    /// are the user's code.</param>
    /// <returns>Every case the trace ran; none for a process that ran no benchmark.</returns>
    public static IReadOnlyList<AllocationProfile> Read(string trace, string userCodeFolder)
    {
        var userCodeFolders = TimeTraceReader.UserCodeFolders(userCodeFolder);
        using var log = new TraceLog(TraceLog.CreateFromEventPipeDataFile(trace));
        var cases = new Dictionary<string, CaseSamples>(StringComparer.Ordinal);
        CaseSamples? current = null;
        var measuring = false;
        foreach (var e in log.Events)
        {
            if (e.ProviderName == EventPipeTrace.EngineProvider)
            {
                if (e.EventName.StartsWith("Benchmark/", StringComparison.Ordinal) && e.Opcode == TraceEventOpcode.Start)
                {
                    var name = (string)e.PayloadByName("benchmarkName");
                    current = cases.TryGetValue(name, out var known) ? known : cases[name] = new CaseSamples();
                }
                else if (e.EventName.StartsWith("WorkloadActual/", StringComparison.Ordinal))
                {
                    measuring = e.Opcode == TraceEventOpcode.Start;
                    if (!measuring && current is not null)
                    {
                        current.Operations += (long)e.PayloadByName("totalOperations");
                    }
                }
            }
            else if (measuring && current is not null && e is AllocationSampledTraceData sample)
            {
                current.Add(sample.TypeName, sample.ObjectSize, UserFrame(sample.CallStack(), userCodeFolders));
            }
        }

        return [.. cases.Select(c => c.Value.ToProfile(c.Key))];
    }

    private static TraceCodeAddress? UserFrame(TraceCallStack? stack, string[] userCodeFolders)
    {
        for (; stack is not null; stack = stack.Caller)
        {
            if (TimeTraceReader.IsUserCode(stack.CodeAddress.ModuleFile?.FilePath, userCodeFolders))
            {
                return stack.CodeAddress;
            }
        }

        return null;
    }

    private sealed class CaseSamples
    {
        private readonly Dictionary<string, (int Samples, double Bytes, double Variance, Dictionary<CodeAddressIndex, (TraceCodeAddress Address, int Count)> Sites)> _types =
            new(StringComparer.Ordinal);

        public long Operations { get; set; }

        // An object of `size` bytes is sampled with probability 1 − q^size, so each sample stands for size / (1 − q^size)
        // bytes (unbiased), with variance size² q^size / (1 − q^size)²: the estimator the runtime's design proposes.
        public void Add(string type, long size, TraceCodeAddress? site)
        {
            var (samples, bytes, variance, sites) = _types.TryGetValue(type, out var known) ? known : (0, 0.0, 0.0, []);
            var missed = Math.Pow(1 - AllocationSampling.ByteSamplingProbability, size);
            var standsFor = size / (1 - missed);
            if (site is not null)
            {
                // One object per sample, so counted by the address it stands for.
                sites[site.CodeAddressIndex] = (site, sites.TryGetValue(site.CodeAddressIndex, out var seen) ? seen.Count + 1 : 1);
            }

            _types[type] = (samples + 1, bytes + standsFor, variance + standsFor * standsFor * missed, sites);
        }

        // Only each type's most frequent site is looked up in the PDBs: reading them is the slow part.
        public AllocationProfile ToProfile(string benchmark) => new(
            benchmark,
            Operations,
            [.. _types.Select(t => new SampledType(t.Key, t.Value.Samples, t.Value.Bytes, t.Value.Variance, Site(t.Value.Sites)))]);

        private static CallSite? Site(Dictionary<CodeAddressIndex, (TraceCodeAddress Address, int Count)> sites)
        {
            if (sites.Count == 0)
            {
                return null;
            }

            var top = sites.Values.MaxBy(s => s.Count).Address;
            // The IL offset comes from the JIT's IL-to-native maps in the trace, the line from the PDB beside the module.
            var line = top.Method is { } method && top.ModuleFilePath is { Length: > 0 } module
                ? SourceLines.At(module, method.MethodToken, top.ILOffset)
                : null;
            return new CallSite(top.FullMethodName, line?.File, line?.Line);
        }
    }
}
