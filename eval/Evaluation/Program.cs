using PerfGate.Evaluation.Drift;
using PerfGate.Evaluation.Recording;
using PerfGate.Evaluation.Report;
using PerfGate.Evaluation.Scenarios;
using PerfGate.Running;

// eval/Evaluation RECORDING [--compact FILE] [--gate-log LOG --gate-wall SECONDS] [--drift DIR] [--out DIR]
// eval/Evaluation --print-ci-job
// eval/Evaluation --ab-rules RECORDING.json...
// eval/Evaluation --budgets K[,K...] RECORDING.json...
//   RECORDING  a folder of eval/record.sh runs, or a compact recording (eval/recordings/*.json)
//   --compact  also save the recording compactly (with the gate timing, if given) to FILE
//   --drift    a folder of eval/same-runner/record.sh recordings (*.json, and cost.json from cost.sh): adds the
//              "Same-runner mode under defined conditions" section
//   --out      where evaluation.md and its pictures go (default: docs)
//   --ab-rules  print the A/B of this month's same-runner rule changes replayed on A/A drift recordings
//              (eval/same-runner/ab-rules.md; eval/same-runner/ab-rules.sh runs it on the idle ones)
//   --budgets  print the shipped rules replayed at each budget K on A/A drift recordings (issue 52: what more pairs buy)
//   --print-ci-job  print the ci job's "LAUNCHES ITERATIONS" (CiJobPreset), for eval/run --short to record
//              with, so the script never parses C# source
// Usage errors exit with 2; eval/run is the documented entry point.
var arguments = args.ToList();
string? Option(string name)
{
    var at = arguments.IndexOf(name);
    if (at < 0)
    {
        return null;
    }

    if (at + 1 >= arguments.Count)
    {
        throw new ArgumentException($"{name} needs a value.");
    }

    var value = arguments[at + 1];
    arguments.RemoveRange(at, 2);
    return value;
}

if (arguments is ["--ab-rules", .. var abRecordings])
{
    try
    {
        if (abRecordings.Count == 0)
        {
            throw new ArgumentException("--ab-rules needs at least one A/A recording (eval/recordings/same-runner/*.json).");
        }

        var read = abRecordings.Select(path => (Path: path, Recording: DriftRecording.Read(path))).ToList();
        // A condition recorded again under another runtime setting sits in a folder of its own (mediatr/tc-off/): the
        // folder tells the two apart in the tables.
        var named = read.Select(x => read.Count(y => y.Recording.Name == x.Recording.Name) == 1 ? x.Recording
            : x.Recording with { Condition = $"{x.Recording.Condition}, {Path.GetFileName(Path.GetDirectoryName(Path.GetFullPath(x.Path)))}/" });
        RuleVariantReport.Write(Console.Out, RuleVariantStudy.Compute(named, PerfGate.Thresholds.GateSettings.Default));
        return 0;
    }
    catch (Exception e) when (e is ArgumentException or IOException or System.Text.Json.JsonException)
    {
        Console.Error.WriteLine($"eval: error: {e.Message}");
        return 2;
    }
}

if (arguments is ["--budgets", var budgetList, .. var budgetRecordings] && budgetRecordings.Count > 0)
{
    try
    {
        var budgets = budgetList.Split(',').Select(k => int.Parse(k, System.Globalization.CultureInfo.InvariantCulture)).ToList();
        BudgetStudy.Write(Console.Out, budgetRecordings.Select(DriftRecording.Read), budgets, PerfGate.Thresholds.GateSettings.Default);
        return 0;
    }
    catch (Exception e) when (e is ArgumentException or IOException or FormatException or System.Text.Json.JsonException)
    {
        Console.Error.WriteLine($"eval: error: {e.Message}");
        return 2;
    }
}

if (arguments is ["--print-ci-job"])
{
    Console.WriteLine(string.Create(System.Globalization.CultureInfo.InvariantCulture, $"{CiJobPreset.LaunchCount} {CiJobPreset.IterationCount}"));
    return 0;
}

try
{
    var compact = Option("--compact");
    var gateLog = Option("--gate-log");
    var gateWall = Option("--gate-wall");
    var output = Option("--out") ?? "docs";
    var drift = Option("--drift") is { } driftFolder ? DriftFolder.Compute(driftFolder) : null;
    if (arguments.Count != 1)
    {
        throw new ArgumentException("expected one recording (a folder of eval/record.sh runs or a compact .json file).");
    }

    var recording = CompactRecordingFile.Load(arguments[0]);
    if (gateLog is not null)
    {
        var wall = double.Parse(gateWall ?? throw new ArgumentException("--gate-log needs --gate-wall."), System.Globalization.CultureInfo.InvariantCulture);
        recording = recording with { Gate = GateTiming.FromRunLog(gateLog, wall) };
    }

    if (compact is not null)
    {
        CompactRecordingFile.Write(recording, compact);
        Console.WriteLine($"eval: recording saved to {compact}");
    }

    var results = EvaluationResults.Compute(recording);
    EvaluationReport.WriteAll(results, output, drift);
    Console.WriteLine($"eval: {results.Pairs.Count} replayed gate runs; report in {Path.Combine(output, EvaluationReport.MarkdownFileName)}");
    Console.WriteLine($"eval: defaults: time false alarms {results.Default.FalseAlarms}; detection " +
        string.Join(", ", results.Default.Detections.Select(x => $"{x.Injection.Label} {x.Rate}")));
    return 0;
}
catch (Exception e) when (e is ArgumentException or InvalidOperationException or IOException or System.Text.Json.JsonException or FormatException)
{
    Console.Error.WriteLine($"eval: error: {e.Message}");
    return 2;
}
