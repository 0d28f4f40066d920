using PerfGate.Evaluation.Methods;
using PerfGate.Evaluation.Presets;
using PerfGate.Evaluation.Recording;

namespace PerfGate.Evaluation.Scenarios;

/// <summary>Replays every run pair through one configuration and counts its time verdicts.</summary>
internal static class TimeEvaluator
{
    public static TimeEvaluation Evaluate(GateConfiguration configuration, Recording.Recording recording, IReadOnlyList<RunPair> pairs)
    {
        var caseIds = recording.CaseIds.ToList();
        var byCondition = new Dictionary<string, Rate>();
        var byCase = new Dictionary<string, Rate>();
        var falseAlarms = new Rate();
        var reruns = new Rate();
        var gateRunsWithRerun = new Rate();
        var detections = Injection.Time.ToDictionary(i => i, _ => new Rate());
        var gate = new object();

        Parallel.ForEach(pairs, pair =>
        {
            var aa = new Rate();
            var localReruns = new Rate();
            var localByCase = new List<(string Id, Rate Rate)>();
            foreach (var id in caseIds)
            {
                if (Judge(configuration, pair, id, id) is { } outcome)
                {
                    var alarm = new Rate(outcome.Regressed ? 1 : 0, 1);
                    aa += alarm;
                    localByCase.Add((id, alarm));
                    localReruns += new Rate(outcome.Reran ? 1 : 0, 1);
                }
            }

            var ab = Injection.Time.Select(i => (Injection: i, Outcome: Judge(configuration, pair, i.BaselineId, i.CurrentId))).ToList();
            lock (gate)
            {
                falseAlarms += aa;
                byCondition[pair.Condition] = byCondition.GetValueOrDefault(pair.Condition) + aa;
                reruns += localReruns;
                gateRunsWithRerun += new Rate(localReruns.Hits > 0 ? 1 : 0, 1);
                foreach (var (id, alarm) in localByCase)
                {
                    byCase[id] = byCase.GetValueOrDefault(id) + alarm;
                }

                foreach (var (injection, outcome) in ab.Where(x => x.Outcome is not null))
                {
                    detections[injection] += new Rate(outcome!.Regressed ? 1 : 0, 1);
                    reruns += new Rate(outcome.Reran ? 1 : 0, 1);
                }
            }
        });

        var caseSeconds = caseIds
            .Select(id => recording.Runs.Select(r => r.Find(id)).OfType<RecordedCase>().Select(configuration.Job.CostSeconds).DefaultIfEmpty().Average())
            .Order()
            .ToList();
        return new TimeEvaluation(
            configuration,
            falseAlarms,
            byCondition.OrderBy(kv => kv.Key, StringComparer.Ordinal).ToDictionary(),
            byCase.OrderBy(kv => kv.Key, StringComparer.Ordinal).ToDictionary(),
            [.. Injection.Time.Select(i => (i, detections[i]))],
            reruns,
            gateRunsWithRerun,
            caseSeconds[caseSeconds.Count / 2],
            caseSeconds[^1]);
    }

    // One benchmark of one gate run, cut to the configuration's job and handed to its method, which decides
    // (for PerfGate: pools the baseline and confirms with re-runs) as the shipped code does.
    private static TimeOutcome? Judge(GateConfiguration configuration, RunPair pair, string baselineId, string currentId)
    {
        if (pair.Baseline.Find(baselineId) is not { } baselineCase || pair.Current.Find(currentId) is not { } currentCase)
        {
            return null;
        }

        var job = configuration.Job;
        var baselineJob = configuration.BaselineJob ?? job;
        // Re-runs measure the flagged case again with the current run's job.
        IReadOnlyList<double[]>? Cut(EmulatedJob cutJob, RecordedRun run, string id) => run.Find(id) is { } found ? cutJob.Cut(found) : null;
        var replay = new ReplayedCase(
            baselineId,
            [baselineJob.Cut(baselineCase), .. pair.BaselineExtras.Take(configuration.BaselineRuns - 1).Select(r => Cut(baselineJob, r, baselineId))],
            job.Cut(currentCase),
            configuration.ConfirmReruns,
            [.. pair.Reruns.Take(configuration.ConfirmReruns).Select(r => Cut(job, r, currentId))]);
        return configuration.Method.Decide(replay);
    }
}
