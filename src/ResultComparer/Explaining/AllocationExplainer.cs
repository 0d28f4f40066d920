using PerfGate.Model;
using PerfGate.Reporting;
using PerfGate.Reports;
using PerfGate.Running;
using PerfGate.Verdicts;

namespace PerfGate.Explaining;

/// <summary>After the verdicts, and only for benchmarks whose allocations regressed: one profiled launch of each such
/// method per side (<see cref="AllocationSampling"/>), read back (<see cref="AllocationTraceReader"/>) and compared type by
/// type (<see cref="AllocationComparison"/>). What it finds is added to the verdict; a failure to profile is said there
/// too, and never changes a verdict.</summary>
/// <param name="folder">Where each profiled launch keeps its results and traces.</param>
internal sealed class AllocationExplainer(BenchmarkRunner runner, TextWriter output, string folder)
{
    /// <param name="base">Null where there is no base build (the committed-baseline mode).</param>
    public async Task<GateResult> ExplainAsync(GateResult result, BenchmarkRunOptions head, BenchmarkRunOptions? @base, CancellationToken cancellationToken)
    {
        var regressed = result.Benchmarks.Where(b => b.Allocation?.Status == MetricStatus.Regressed).ToList();
        if (regressed.Count == 0)
        {
            return result;
        }

        var explanations = new Dictionary<string, ReportAllocationExplanation>(StringComparer.Ordinal);
        foreach (var (method, index) in regressed.Select(b => BenchmarkMethodKey.Of(b.Id)).Distinct().Select((m, i) => (m, i + 1)))
        {
            var cases = regressed.Where(b => BenchmarkMethodKey.Of(b.Id) == method).Select(b => b.Id).ToList();
            try
            {
                var iterations = AllocationSampling.Iterations;
                var headProfiles = await ProfileAsync(head, method, $"{index:00}-head", iterations, false, cancellationToken).ConfigureAwait(false);
                var fewest = cases.Min(id => Find(headProfiles, id)?.Samples ?? 0);
                if (fewest < AllocationComparison.MinimumSamples && AllocationSampling.LongerRun(iterations, fewest) is { } longer)
                {
                    // Too few samples to name a type: once more, long enough for them; the base then runs as long.
                    iterations = longer;
                    headProfiles = await ProfileAsync(head, method, $"{index:00}-head", iterations, false, cancellationToken).ConfigureAwait(false);
                }

                var baseProfiles = @base is null ? null : await ProfileAsync(@base, method, $"{index:00}-base", iterations, false, cancellationToken).ConfigureAwait(false);
                // Where the head's types are allocated, from unoptimised code: a short launch, only its stacks are read.
                var siteProfiles = await ProfileAsync(head, method, $"{index:00}-head-sites", AllocationSampling.Iterations, true, cancellationToken).ConfigureAwait(false);
                foreach (var id in cases)
                {
                    var headProfile = Find(headProfiles, id) ?? throw new ProfileException($"the head's profiled run did not run {id}");
                    var baseProfile = baseProfiles is null ? null : Find(baseProfiles, id) ?? throw new ProfileException($"the base's profiled run did not run {id}");
                    explanations[id] = AllocationComparison.Explain(headProfile.WithSitesFrom(Find(siteProfiles, id)), baseProfile);
                }
            }
            catch (Exception e) when (e is not OperationCanceledException)
            {
                // Whatever a profile meets (a trace TraceEvent cannot read, a process that failed), the verdict stands.
                await output.WriteLineAsync(ToolDiagnosticLine.Warning(null, $"could not profile the allocations of {method}: {e.Message}").ToString()).ConfigureAwait(false);
                foreach (var id in cases.Where(id => !explanations.ContainsKey(id)))
                {
                    var sides = @base is null ? ReportAllocationExplanation.HeadOnly : ReportAllocationExplanation.HeadAndBase;
                    explanations[id] = new(sides, 0, null, [], $"the allocation profile failed: {e.Message}");
                }
            }
        }

        return result with
        {
            Benchmarks = [.. result.Benchmarks.Select(b => explanations.TryGetValue(b.Id, out var why) ? b with { Allocation = b.Allocation! with { Explanation = why } } : b)],
        };
    }

    private async Task<IReadOnlyList<AllocationProfile>> ProfileAsync(
        BenchmarkRunOptions side, string method, string name, int iterations, bool unoptimized, CancellationToken cancellationToken)
    {
        var artifacts = Path.Combine(folder, name);
        var clock = System.Diagnostics.Stopwatch.StartNew();
        var which = name[3..].Replace('-', ' ');
        var launch = await MethodLaunch.RunAsync(
            runner, output, $"PerfGate: profiling the allocations of {method} ({which}: {Path.GetFileName(side.AssemblyPath)})", side, method, artifacts,
            AllocationSampling.Job(iterations), AllocationSampling.Environment(artifacts, unoptimized), cancellationToken).ConfigureAwait(false);
        if (!launch.Run.Succeeded)
        {
            throw new ProfileException($"the profiled run failed: {launch.Run.Message}");
        }

        var userCode = Path.GetDirectoryName(Path.GetFullPath(side.AssemblyPath))!;
        IReadOnlyList<AllocationProfile> profiles = [.. EventPipeTrace.Files(artifacts).SelectMany(t => AllocationTraceReader.Read(t, userCode))];
        await output.WriteLineAsync(FormattableString.Invariant(
            $"PerfGate: profiled {method} ({which}) in {clock.Elapsed.TotalSeconds:0.0} s: {profiles.Sum(p => p.Samples):N0} allocation samples")).ConfigureAwait(false);
        return profiles;
    }

    private static AllocationProfile? Find(IReadOnlyList<AllocationProfile> profiles, string id) =>
        profiles.FirstOrDefault(p => BenchmarkMethodKey.SameCase(p.Benchmark, id));
}
