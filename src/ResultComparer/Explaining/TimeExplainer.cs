using System.Globalization;
using PerfGate.Ingest;
using PerfGate.Model;
using PerfGate.Options;
using PerfGate.Reporting;
using PerfGate.Reports;
using PerfGate.Running;
using PerfGate.SourceLocations;
using PerfGate.Verdicts;

namespace PerfGate.Explaining;

/// <summary>After the verdicts, for the benchmarks <see cref="TimeExplanationMode"/> asks for (by default only those whose
/// time regressed): one CPU-sampled launch of each such method per side (<see cref="TimeSampling"/>), read back
/// (<see cref="TimeTraceReader"/>) and compared method by method (<see cref="TimeComparison"/>). Each case's two
/// speedscope files and its differential flame graph are kept in <paramref name="folder"/>. What it finds is added to the
/// verdict; a failure to profile is said there too, and never changes a verdict.</summary>
/// <param name="folder">Where each profiled launch keeps its results and traces, and each case its profiles.</param>
/// <param name="artifacts">The artifacts folder, which the report's file names are relative to.</param>
/// <param name="perf">Whether <see cref="PerfSampler"/> samples; null: where it can (EventPipe's sampler elsewhere).</param>
internal sealed class TimeExplainer(BenchmarkRunner runner, TextWriter output, string folder, string artifacts, bool? perf = null)
{
    /// <param name="base">Null where there is no base build (the committed-baseline mode).</param>
    public async Task<GateResult> ExplainAsync(GateResult result, TimeExplanationMode mode, BenchmarkRunOptions head, BenchmarkRunOptions? @base, CancellationToken cancellationToken)
    {
        var asked = result.Benchmarks.Where(b => Explains(mode, b.Time)).ToList();
        if (asked.Count == 0)
        {
            return result;
        }

        var sampler = perf ?? await PerfSampler.IsUsableAsync().ConfigureAwait(false);
        var explanations = new Dictionary<string, ReportTimeExplanation>(StringComparer.Ordinal);
        var sides = @base is null ? ReportTimeExplanation.HeadOnly : ReportTimeExplanation.HeadAndBase;
        foreach (var (method, index) in asked.Select(b => BenchmarkMethodKey.Of(b.Id)).Distinct().Select((m, i) => (m, i + 1)))
        {
            var cases = asked.Where(b => BenchmarkMethodKey.Of(b.Id) == method).Select(b => b.Id).ToList();
            try
            {
                var iterations = TimeSampling.Pace(sampler).Iterations;
                var verdicts = asked.Where(b => BenchmarkMethodKey.Of(b.Id) == method).Select(b => b.Time!).ToList();
                var headNs = Slowest(verdicts.Select(t => t.CurrentMedianNs));
                var baseNs = Slowest(verdicts.Select(t => t.BaselineMedianNs));
                var headProfiles = await ProfileAsync(head, method, $"{index:00}-head", iterations, headNs, sampler, cancellationToken).ConfigureAwait(false);
                var fewest = cases.Min(id => Find(headProfiles, id)?.Samples ?? 0);
                if (fewest < TimeSampling.MinimumSamples && TimeSampling.LongerRun(iterations, fewest) is { } longer)
                {
                    // Too few samples for a usable interval: once more, long enough for them; the base then runs as long.
                    iterations = longer;
                    headProfiles = await ProfileAsync(head, method, $"{index:00}-head", iterations, headNs, sampler, cancellationToken).ConfigureAwait(false);
                }

                var baseProfiles = @base is null ? null : await ProfileAsync(@base, method, $"{index:00}-base", iterations, baseNs, sampler, cancellationToken).ConfigureAwait(false);
                var fewestOnBase = baseProfiles is null ? int.MaxValue : cases.Min(id => Find(baseProfiles, id)?.Samples ?? 0);
                if (fewestOnBase < TimeSampling.MinimumSamples && TimeSampling.LongerRun(iterations, fewestOnBase) is { } longerOnBase)
                {
                    // The sampling rate follows the machine's load, which may have changed since the head ran.
                    baseProfiles = await ProfileAsync(@base!, method, $"{index:00}-base", longerOnBase, baseNs, sampler, cancellationToken).ConfigureAwait(false);
                }
                foreach (var (id, number) in cases.Select((id, i) => (id, i + 1)))
                {
                    var headProfile = Find(headProfiles, id) ?? throw new ProfileException($"the head's profiled run did not run {id}");
                    var baseProfile = baseProfiles is null ? null : Find(baseProfiles, id) ?? throw new ProfileException($"the base's profiled run did not run {id}");
                    var verdict = asked.First(b => b.Id == id);
                    var edited = new EditedMethods(verdict.Selection?.ChangedMethods.Select(c => c.Name) ?? []);
                    // The profiles say how the time divides; how much time there is, the verdict measured over all its launches.
                    var explanation = TimeComparison.Explain(
                        headProfile.WithTimeOf(verdict.Time!.CurrentMedianNs),
                        baseProfile?.WithTimeOf(verdict.Time.BaselineMedianNs),
                        site => SourceLines.At(site.ModulePath, site.MethodToken, site.ILOffset),
                        verdict.Time.PairLogRatios,
                        edited,
                        timesFromPairs: true,
                        TimeComparison.NamingFloor(verdict.Time.Status, verdict.Time.SmallestDetectable));
                    explanations[id] = explanation with { Files = Keep(headProfile, baseProfile, explanation, $"{index:00}-case{number}") };
                }
            }
            catch (Exception e) when (e is not OperationCanceledException)
            {
                // Whatever a profile meets (a trace TraceEvent cannot read, a process that failed), the verdict stands.
                await output.WriteLineAsync(ToolDiagnosticLine.Warning(null, $"could not profile the time of {method}: {e.Message}").ToString()).ConfigureAwait(false);
                foreach (var id in cases.Where(id => !explanations.ContainsKey(id)))
                {
                    explanations[id] = new(sides, 0, null, 0, null, TimeComparison.Confidence, [], $"the time profile failed: {e.Message}");
                }
            }
        }

        return result with
        {
            Benchmarks = [.. result.Benchmarks.Select(b => explanations.TryGetValue(b.Id, out var why) ? b with { Time = b.Time! with { Explanation = why } } : b)],
        };
    }

    /// <summary>Whether <paramref name="mode"/> profiles a benchmark with this time verdict: auto only a regression that
    /// gates (an advisory one, against the committed baseline on a machine not declared stable, is mostly the machine),
    /// true any that was measured.</summary>
    public static bool Explains(TimeExplanationMode mode, TimeVerdict? time) =>
        time is not null && (mode == TimeExplanationMode.Always
            ? time.Status is MetricStatus.Regressed or MetricStatus.Improved or MetricStatus.Unchanged or MetricStatus.Inconclusive
            : mode == TimeExplanationMode.Auto && time is { Status: MetricStatus.Regressed, Advisory: false });

    private ReportTimeExplanationFiles Keep(TimeProfile head, TimeProfile? @base, ReportTimeExplanation explanation, string name)
    {
        var kept = Path.Combine(folder, name);
        Directory.CreateDirectory(kept);
        var headFile = Path.Combine(kept, "head" + SpeedscopeFile.Extension);
        SpeedscopeFile.Write(headFile, head, "head");
        string? baseFile = null;
        if (@base is not null)
        {
            baseFile = Path.Combine(kept, "base" + SpeedscopeFile.Extension);
            SpeedscopeFile.Write(baseFile, @base, "base");
        }

        var graph = Path.Combine(kept, DifferentialFlameGraph.FileName);
        File.WriteAllText(graph, DifferentialFlameGraph.Render(head, @base, explanation));
        return new ReportTimeExplanationFiles(Relative(headFile), baseFile is null ? null : Relative(baseFile), Relative(graph));
    }

    private string Relative(string path) => Path.GetRelativePath(artifacts, path).Replace('\\', '/');

    /// <summary>The slowest time per operation the verdicts measured on one side; null when none was measured.</summary>
    private static double? Slowest(IEnumerable<double> nsPerOperation) =>
        nsPerOperation.Where(ns => ns > 0 && double.IsFinite(ns)).DefaultIfEmpty().Max() is var slowest and > 0 ? slowest : null;

    /// <param name="nsPerOperation">The slowest case's time per operation on this side, which sizes the iterations.</param>
    /// <param name="perf">Sampled by <see cref="PerfSampler"/>; else by EventPipe's sampler.</param>
    private async Task<IReadOnlyList<TimeProfile>> ProfileAsync(
        BenchmarkRunOptions side, string method, string name, int iterations, double? nsPerOperation, bool perf, CancellationToken cancellationToken)
    {
        var launch = Path.Combine(folder, name);
        var clock = System.Diagnostics.Stopwatch.StartNew();
        var which = name[3..];
        var (options, run) = await MethodLaunch.RunAsync(
            runner, output, $"PerfGate: profiling the time of {method} ({which}: {Path.GetFileName(side.AssemblyPath)}, {iterations} measured iterations, sampled by {(perf ? "perf" : "EventPipe")})",
            side, method, launch, TimeSampling.Job(TimeSampling.Pace(perf), iterations, nsPerOperation), TimeSampling.Environment(launch, perf), cancellationToken,
            perf ? PerfSampler.Command(launch) : null).ConfigureAwait(false);
        if (!run.Succeeded)
        {
            throw new ProfileException($"the profiled run failed: {run.Message}");
        }

        // Each case's time per operation from the launch's own results: BenchmarkDotNet's measurements of the very
        // iterations the trace marks, its overhead subtracted.
        var measured = ResultsLoader.Load(options.ResultsPath, TextWriter.Null).Benchmarks;
        var userCode = Path.GetDirectoryName(Path.GetFullPath(side.AssemblyPath))!;
        var traced = new List<TimeProfile>();
        foreach (var trace in EventPipeTrace.Files(launch))
        {
            traced.AddRange(await TimeTraceReader.ReadAsync(trace, userCode, perf ? thread => PerfSampler.ReadAsync(launch, thread, cancellationToken) : null).ConfigureAwait(false));
            if (perf)
            {
                PerfSampler.DeleteMap(trace);
            }
        }

        IReadOnlyList<TimeProfile> profiles = [.. traced.Select(p => p.WithMeasuredTimes(measured.FirstOrDefault(b => BenchmarkMethodKey.SameCase(p.Benchmark, b.Id))?.SamplesNs))];
        await output.WriteLineAsync(string.Create(CultureInfo.InvariantCulture,
            $"PerfGate: profiled {method} ({which}) in {clock.Elapsed.TotalSeconds:0.0} s: {profiles.Sum(p => p.Samples):N0} samples in the measured iterations")).ConfigureAwait(false);
        return profiles;
    }

    private static TimeProfile? Find(IReadOnlyList<TimeProfile> profiles, string id) =>
        profiles.FirstOrDefault(p => BenchmarkMethodKey.SameCase(p.Benchmark, id));
}
