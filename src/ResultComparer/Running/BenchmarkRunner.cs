using System.Diagnostics;
using System.Globalization;
using System.Text;
using PerfGate.Formatting;
using PerfGate.Ingest;
using PerfGate.Processes;

namespace PerfGate.Running;

/// <summary>Runs a built BenchmarkDotNet app in a child process, shows its progress, keeps its whole output in
/// <c>perfgate-run.log</c> and says whether it left results to compare.</summary>
internal sealed class BenchmarkRunner(TextWriter output, string? dotnetPath = null)
{
    /// <summary>The same-runner mode builds the base with it too.</summary>
    internal string DotnetPath { get; } = dotnetPath ?? DotnetHost.Resolve();

    /// <summary>Set in the benchmark process before the MSBuild variables are scrubbed.</summary>
    internal IReadOnlyDictionary<string, string> ExtraEnvironment { get; init; } = new Dictionary<string, string>();

    /// <summary>A program the benchmark process runs under, with its arguments before <c>dotnet</c>'s (a sampler); none by default.</summary>
    internal IReadOnlyList<string> Command { get; init; } = [];

    public async Task<BenchmarkRunResult> RunAsync(BenchmarkRunOptions options, CancellationToken cancellationToken = default)
    {
        Directory.CreateDirectory(options.ArtifactsPath);
        RemoveEarlierReports(options.ResultsPath);

        // The job's runtime settings, then the caller's (a profiled launch adds its own).
        var environment = new Dictionary<string, string>(options.Job.Environment, StringComparer.Ordinal);
        foreach (var (name, value) in ExtraEnvironment)
        {
            environment[name] = value;
        }

        var start = new ChildProcessStart(
            Command.Count > 0 ? Command[0] : DotnetPath,
            Command.Count > 0 ? [.. Command.Skip(1), DotnetPath, .. options.ToProcessArguments()] : options.ToProcessArguments(),
            Path.GetDirectoryName(options.AssemblyPath) ?? Environment.CurrentDirectory,
            BenchmarkRunOptions.ProcessTimeout)
        {
            Environment = environment,
        };

        var tracker = new BenchmarkProgressTracker(options.Job.InProcess, options.Launch);
        using var watchdog = new CaseWatchdog(cancellationToken);
        using var sink = new OutputSink(output, options.LogPath, tracker, options.Verbose, name => watchdog.Watch(name, options.CaseLimits?.For(options.Launch?.Method, name)));
        sink.WriteLogOnly($"// perfgate run: {start}");
        sink.WriteLogOnly($"// working directory: {start.WorkingDirectory}");
        if (start.Environment.Count > 0)
        {
            sink.WriteLogOnly($"// environment added: {string.Join(' ', start.Environment.Select(v => $"{v.Key}={v.Value}"))}");
        }
        // One launch of many: its place among the gate's launches, on the status line from the moment it starts
        // (the gate prints which method each pair measures); the lines of a lone run otherwise.
        sink.Show(options.Launch is { } launch
            ? $"{BenchmarkProgressTracker.Prefix}{launch.Prefix} {launch.Method}"
            : $"{BenchmarkProgressTracker.Prefix}running benchmarks in category '{options.Category}' from {Path.GetFileName(options.AssemblyPath)} (job {options.Job.Name})");

        // In process the first case follows the start within seconds, so the start counts towards it; out of process
        // BenchmarkDotNet builds first, bounded by its own build timeout, and the first case line arms the watchdog.
        if (options.Job.InProcess && options.CaseLimits is { } limits)
        {
            var first = options.Launch?.Method ?? "the benchmark app's start";
            watchdog.Watch(first, limits.For(options.Launch?.Method, first));
        }

        var exit = await ChildProcess.RunAsync(start, sink.OnOutputLine, sink.OnErrorLine, watchdog.Token).ConfigureAwait(false);
        sink.ProcessEnded();
        sink.WriteLogOnly($"// removed from the environment: {(exit.RemovedVariables.Count == 0 ? "(none)" : string.Join(", ", exit.RemovedVariables))}");
        switch (exit.End)
        {
            case ChildProcessEnd.NotStarted:
                sink.WriteLogOnly(exit.StartFailure!);
                return new BenchmarkRunResult(BenchmarkRunOutcome.ProcessFailed, null, [], 0, exit.Elapsed, exit.StartFailure);
            case ChildProcessEnd.Canceled when watchdog.Fired(cancellationToken) is { } hung:
                return Hung(options, sink, tracker, hung, exit.Elapsed);
            case ChildProcessEnd.Canceled:
                sink.WriteLogOnly("// perfgate run: canceled");
                return new BenchmarkRunResult(BenchmarkRunOutcome.Canceled, null, [], tracker.Started, exit.Elapsed, "the benchmark run was canceled");
            case ChildProcessEnd.TimedOut:
                var hours = BenchmarkRunOptions.ProcessTimeout.TotalHours.ToString("0", CultureInfo.InvariantCulture);
                sink.WriteLogOnly($"// perfgate run: killed after {hours} h");
                return new BenchmarkRunResult(BenchmarkRunOutcome.ProcessFailed, null, [], tracker.Started, exit.Elapsed,
                    $"the benchmark process did not finish in {hours} hours and was killed; its output is in {options.LogPath}");
        }

        var elapsed = exit.Elapsed;
        var exitCode = exit.ExitCode!.Value;
        sink.WriteLogOnly($"// perfgate run: benchmark process exited with code {exitCode} after {Seconds(elapsed)} s");
        sink.WriteCaseTimes();
        if (exitCode != 0 && tracker.OwnTimeoutCase is { } timedOut)
        {
            return Hung(options, sink, tracker, new HungCase(timedOut, CaseTimeLimit.BenchmarkDotNets(sink.InLastCase)), elapsed);
        }

        if (tracker.MinIterationTimeWarnings > 0 && options.Job == BenchmarkJob.Ci)
        {
            sink.WriteLogOnly(CiJobPreset.MinIterationTimeNote(tracker.MinIterationTimeWarnings));
        }

        var result = Judge(options, exitCode, tracker, elapsed) with { LongestCase = sink.LongestCase };
        if (result.Succeeded && options.Launch is null)
        {
            sink.Show($"{BenchmarkProgressTracker.Prefix}{result.ReportFiles.Count} report(s) in {options.ResultsPath} (benchmark process {Seconds(elapsed)} s, log {options.LogPath})");
        }

        return result;
    }

    /// <summary>The process was killed (or BenchmarkDotNet's own limit ended it) on a case past its limit: one line on the
    /// console says which, and for how long it ran.</summary>
    private static BenchmarkRunResult Hung(BenchmarkRunOptions options, OutputSink sink, BenchmarkProgressTracker tracker, HungCase hung, TimeSpan elapsed)
    {
        var process = options.Launch is { } launch ? $"the {launch.Side} launch of {launch.Method}" : "the benchmark process";
        sink.Show($"{BenchmarkProgressTracker.Prefix}killed {process} after {Seconds(elapsed)} s: {hung.Case} ran past its limit of " +
            $"{Units.Seconds(hung.Limit.Limit)} ({hung.Limit.Basis}), so it is taken as hung");
        return new BenchmarkRunResult(BenchmarkRunOutcome.Hung, null, [], tracker.Started, elapsed,
            $"{hung.Case} ran past its limit of {Units.Seconds(hung.Limit.Limit)} ({hung.Limit.Basis}) and the benchmark process was killed; its output is in {options.LogPath}")
        {
            Hang = hung,
        };
    }

    // Reports left by an earlier run would let a run that produced nothing look like a success. Only the files the
    // results loader reads go: the folder may hold the user's files.
    private static void RemoveEarlierReports(string resultsPath)
    {
        foreach (var report in Directory.Exists(resultsPath) ? ResultsLoader.AllReportFiles(resultsPath) : [])
        {
            File.Delete(report);
        }
    }

    private static BenchmarkRunResult Judge(BenchmarkRunOptions options, int exitCode, BenchmarkProgressTracker tracker, TimeSpan elapsed)
    {
        var reports = Directory.Exists(options.ResultsPath) ? ResultsLoader.ReportsIn(options.ResultsPath) : [];

        BenchmarkRunResult Result(BenchmarkRunOutcome outcome, string? message) =>
            new(outcome, exitCode, reports, tracker.Started, elapsed, message);

        if (exitCode != 0)
        {
            return Result(BenchmarkRunOutcome.ProcessFailed,
                $"the benchmark process exited with code {exitCode}; its output is in {options.LogPath}");
        }

        if (tracker.HarnessBuildFailed)
        {
            return Result(BenchmarkRunOutcome.HarnessBuildFailed,
                $"BenchmarkDotNet failed to build its generated benchmark project; the build output is in {options.LogPath}");
        }

        if (reports.Count == 0 && tracker.Started == 0 && !tracker.SawBenchmarkDotNet)
        {
            return Result(BenchmarkRunOutcome.NotBenchmarkDotNet,
                $"{Path.GetFileName(options.AssemblyPath)} exited after {Seconds(elapsed)} s without running BenchmarkDotNet. " +
                "Its Main must hand the command line to BenchmarkDotNet: 'BenchmarkSwitcher.FromAssembly(typeof(Program).Assembly).Run(args);' " +
                "(a test project's generated Main does not: `dotnet build -t:PerfGate` builds a test project with PerfGate's own such Main; " +
                "to run it with the CLI, set <GenerateProgramFile>false</GenerateProgramFile> and add that Main). " +
                $"The app's output is in {options.LogPath}");
        }

        if (tracker.NoBenchmarkMatched || (reports.Count == 0 && tracker.Started == 0))
        {
            return Result(BenchmarkRunOutcome.NoBenchmarkMatched,
                $"no benchmark in {Path.GetFileName(options.AssemblyPath)} has the category '{options.Category}'. " +
                $"Tag the benchmarks to gate with [BenchmarkCategory(\"{options.Category}\")] on the class or method.");
        }

        if (reports.Count == 0)
        {
            return Result(BenchmarkRunOutcome.NoReports,
                $"the benchmark process wrote no '*{ResultsLoader.CompressedSuffix}' file under {options.ResultsPath}; its output is in {options.LogPath}");
        }

        return Result(BenchmarkRunOutcome.Succeeded, null);
    }

    private static string Seconds(TimeSpan elapsed) => elapsed.TotalSeconds.ToString("0.0", CultureInfo.InvariantCulture);

    /// <summary>Both output pipes write through here, one line at a time, so lines never interleave.</summary>
    /// <param name="onCaseStarted">Called with each case's name as it starts (under the sink's lock).</param>
    private sealed class OutputSink(TextWriter output, string logPath, BenchmarkProgressTracker tracker, bool verbose, Action<string> onCaseStarted) : IDisposable
    {
        private readonly object _gate = new();
        private readonly List<TimeSpan> _caseStarts = [];
        private readonly Stopwatch _clock = Stopwatch.StartNew();
        private TimeSpan? _processEnd;
        private readonly StreamWriter _log = new(logPath, append: false, new UTF8Encoding(encoderShouldEmitUTF8Identifier: false));
        private bool _closed;

        public void OnOutputLine(string line) => Write(line, readProgress: true);

        public void OnErrorLine(string line) => Write(line, readProgress: false);

        public void WriteLogOnly(string line)
        {
            lock (_gate)
            {
                if (!_closed)
                {
                    _log.WriteLine(line);
                    _log.Flush();
                }
            }
        }

        public void Show(string line)
        {
            lock (_gate)
            {
                WriteLogOnly(line);
                output.WriteLine(line);
                output.Flush();
            }
        }

        /// <summary>The last case ends with the process: what the tool does after it is not the case's time.</summary>
        public void ProcessEnded()
        {
            lock (_gate)
            {
                _processEnd ??= _clock.Elapsed;
            }
        }

        /// <summary>The longest case so far, from its start to the next one's or now; null before any started.</summary>
        public TimeSpan? LongestCase
        {
            get
            {
                lock (_gate)
                {
                    return _caseStarts.Count == 0 ? null : CaseTimes().Max();
                }
            }
        }

        public TimeSpan InLastCase
        {
            get
            {
                lock (_gate)
                {
                    var now = _processEnd ?? _clock.Elapsed;
                    return _caseStarts.Count == 0 ? now : now - _caseStarts[^1];
                }
            }
        }

        /// <summary>How long each case took, from its start to the next one's, so the job presets can be tuned from real runs.</summary>
        public void WriteCaseTimes()
        {
            lock (_gate)
            {
                if (_closed || _caseStarts.Count == 0)
                {
                    return;
                }

                _log.WriteLine("// perfgate run: wall time per benchmark case (pilot, overhead, warmup, measured iterations, process starts):");
                foreach (var (time, name) in CaseTimes().Zip(tracker.Cases))
                {
                    _log.WriteLine($"//   {Seconds(time),7} s  {name}");
                }

                _log.Flush();
            }
        }

        private List<TimeSpan> CaseTimes()
        {
            var now = _processEnd ?? _clock.Elapsed;
            return [.. _caseStarts.Select((start, i) => (i + 1 < _caseStarts.Count ? _caseStarts[i + 1] : now) - start)];
        }

        /// <summary>Closes the log; lines from a grandchild still holding the pipe are dropped from then on.</summary>
        public void Dispose()
        {
            lock (_gate)
            {
                _closed = true;
                _log.Dispose();
            }
        }

        private void Write(string line, bool readProgress)
        {
            lock (_gate)
            {
                if (_closed)
                {
                    return;
                }

                _log.WriteLine(line);
                tracker.ReadAnyStream(line);
                var startedBefore = tracker.Started;
                var progress = readProgress ? tracker.Read(line) : null;
                if (tracker.Started > startedBefore)
                {
                    _caseStarts.Add(_clock.Elapsed);
                    onCaseStarted(tracker.Cases[^1]);
                }

                if (progress is not null)
                {
                    _log.Flush();
                    output.WriteLine(progress);
                    output.Flush();
                }
                else if (verbose)
                {
                    output.WriteLine(line);
                }
            }
        }
    }
}
