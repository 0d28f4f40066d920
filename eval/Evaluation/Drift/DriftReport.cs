using System.Globalization;
using System.Text;
using PerfGate.Evaluation.Scenarios;
using PerfGate.Options;
using PerfGate.Statistics;
using PerfGate.Thresholds;

namespace PerfGate.Evaluation.Drift;

/// <summary>The "Same-runner mode under defined conditions" section of docs/evaluation.md, generated from <see cref="DriftResults"/>.</summary>
internal static class DriftReport
{
    public const string Heading = "## Same-runner mode under defined conditions";

    public static string Markdown(DriftResults r)
    {
        var md = new StringBuilder();
        var k = GateDefaults.SameRunnerPairs;
        md.AppendLine(Heading);
        md.AppendLine();
        md.AppendLine(F($"""
            **Data.** {r.Recordings.Count} recordings of the shipped same-runner gate (`eval/same-runner/record.sh`: `perfgate gate
            --compare-to <base> --pairs P`), each under one defined condition of a 2-core machine, every launch's samples kept
            (`eval/recordings/same-runner/`): *idle*, nothing else running; *hog1*, one core kept busy (`yes`); *toggle*, two hogs
            switching on and off every 15 s; *hog4*, four hogs (oversubscribed). Each recording waits for a 1-minute load average
            below 1.5 before it starts and states the machine's state below: CPU steal time (another tenant of the host), the
            calibration benchmark's median right before (a slow host shows there) and, since 2026-11-25, right after (a host
            that changed speed shows as two figures), the share of launches at least ×1.3 their case's median (a host's slow
            spells: on a steady host launches differ by a few percent, whatever the benchmark), and every other process that
            used CPU during it. Earlier recordings, taken while other builds ran (load 7–34), are kept in `eval/recordings/same-runner-busy/` and
            not replayed: they describe that machine, not a runner.
            Base and head are the same commit (A/A), except in a recording marked *seeded*, whose head carries a real change.
            A recording whose condition says *ccd0aw* ran the launch as shipped since 2026-11-27 (the runtime's call-counting
            delay off and BenchmarkDotNet's automatic warmup, "Steady launches" below); *once*, a method's first pair sizing its
            later launches, which then ran 3 warmups and no pilot (measured, not kept: "Pilot once" below); *ccd0*, the delay
            off alone (measured, not shipped); *pgo0*, every launch without dynamic PGO (shipped for a day, 2026-11-24); every other one, the launch
            before 2026-11-27 (the runtime's own settings, 2 warmups): its figures are that launch's, not today's.
            Each pair is one benchmark method's base launch and head launch, back to back (one process each: the `ci` job cut to
            one in-process launch); which side goes first alternates by round and by method. Replay: `eval/run --replay`.
            """));
        md.AppendLine();
        md.AppendLine("| recording | started (UTC) | pairs | gate wall time | benchmark seconds per round, median | 1-min load at start, highest during | load average (1, 5, 15 min) before → after | CPU steal | calibration median | launches ≥ ×1.3 their case's median | other processes that used CPU |");
        md.AppendLine("|---|---|---:|---:|---:|---|---|---:|---:|---:|---|");
        foreach (var rec in r.Recordings)
        {
            md.AppendLine(F($"| {rec.Name}{(rec.Seeded is null ? "" : $" (seeded: {rec.Seeded})")} | {rec.Started} | {rec.Pairs} | {rec.GateSeconds:0} s | {Median(rec.RoundSeconds()):0.0} s | {Number(rec.LoadAtStart, "0.00")}, {Number(rec.LoadMax, "0.00")} | {Load(rec.LoadBefore)} → {Load(rec.LoadAfter)} | {Number(rec.StealPercent, "0.00")} % | {Number(rec.CalibrationNs, "0")}{(rec.CalibrationAfterNs is { } after ? F($" → {after:0}") : "")} ns | {100 * rec.SlowLaunchShare():0.0} % | {rec.ForeignProcesses ?? "not recorded"} |"));
        }

        md.AppendLine();
        md.AppendLine(F($"""
            **How each mode is replayed.** *Same-runner*: every case's recorded pairs; a gate is a seeded subset of k of them
            ({SameRunnerReplay.SubsetsPerCase} per case and k), judged by the shipped `PairedTimeComparer` with the default
            threshold and the shipped sequential looks (a gate of budget k: {GateDefaults.SameRunnerEarlyUnchangedPairs} pairs, {GateDefaults.SameRunnerLastEarlyUnchangedPairs} and then {GateDefaults.SameRunnerFirstPairs} unless every case is unchanged, then more only while undecided and more pairs could still decide (PairedFutility: below a {PairedFutility.MinimumChance:P0} chance of any verdict at the budget, a case stops), {new PairedLooks(GateDefaults.SameRunnerPairs)} at the default budget; no widening). *Committed baseline*: the baseline is {CommittedBaselineReplay.LaunchesPerRun} launches of
            {string.Join(", ", r.Baselines.Select(b => $"`{b.Name}`"))} (each suite's earliest recording, base side) pooled as a baseline update pools them, the current run
            {CommittedBaselineReplay.LaunchesPerRun} launches of the condition's head side and a confirm re-run {CommittedBaselineReplay.LaunchesPerRun} more,
            decided by the shipped `ConfirmingGate` over the whole suite (its condition-shift check included), then `TimeReference.CommittedBaseline`:
            with `--stable-machine` (time gates) and with the default (time is advisory, so it never fails the gate)
            ({CommittedBaselineReplay.Draws} draws per recording). A seeded slowdown multiplies the head side's samples (the current and
            re-run's in the committed mode) of one case at a time. *Nanosecond* cases: median below 1 µs per operation. Rates are
            "flagged / comparisons"; comparisons share recorded pairs, so the pairs, not the comparisons, are the independent unit.
            """));
        md.AppendLine();

        ShippedLaunch(md, r);
        md.AppendLine(F($"### Each condition, both modes (same-runner at the default budget of {k} pairs)"));
        md.AppendLine();
        md.AppendLine("| recording | mode | time false alarms | nanosecond cases | detected +5 % | +10 % | +25 % | +50 % | +100 % | nanosecond: +10 % | +25 % | +50 % | pairs per A/A gate, mean |");
        md.AppendLine("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
        foreach (var rec in r.Recordings)
        {
            foreach (var mode in new[] { DriftModes.SameRunner, DriftModes.CommittedStable, DriftModes.CommittedDefault })
            {
                // A recording of fewer pairs than the default budget is replayed at its own, which the mode column says.
                var budget = DriftResults.ReplayBudget(rec);
                var pairs = mode == DriftModes.SameRunner ? budget : 0;
                var modeName = mode == DriftModes.SameRunner && budget != k ? $"{mode} (budget {budget})" : mode;
                string Cell(double slowdown, bool ns) => r.Find(rec.Name, mode, pairs, slowdown, ns)?.Failed.ToString() ?? "–";
                var used = r.Find(rec.Name, mode, pairs, 0, false) is { PairsUsed: > 0 } aaCell ? F($"{aaCell.MeanPairs:0.0}") : "–";
                md.AppendLine($"| {rec.Name} | {modeName} | {Cell(0, false)} | {Cell(0, true)} | {Cell(0.05, false)} | {Cell(0.10, false)} | {Cell(0.25, false)} | {Cell(0.50, false)} | {Cell(1.00, false)} | {Cell(0.10, true)} | {Cell(0.25, true)} | {Cell(0.50, true)} | {used} |");
            }
        }

        md.AppendLine();
        md.AppendLine("With the default policy the committed baseline's time verdicts only warn; how often they would have warned (raw \"regressed\"):");
        md.AppendLine();
        md.AppendLine("| recording | warned on unchanged code | nanosecond cases | warned at +10 % |");
        md.AppendLine("|---|---:|---:|---:|");
        foreach (var rec in r.Recordings)
        {
            string Warned(double slowdown, bool ns) => r.Find(rec.Name, DriftModes.CommittedDefault, 0, slowdown, ns)?.Warned.ToString() ?? "–";
            md.AppendLine($"| {rec.Name} | {Warned(0, false)} | {Warned(0, true)} | {Warned(0.10, false)} |");
        }

        md.AppendLine();
        md.AppendLine("### Trade-off: pairs per gate against false alarms, detection and cost");
        md.AppendLine();
        // The shipped launch's recordings when there are any: the curve the defaults are chosen on.
        var aaRecordings = r.Recordings.Where(x => x.Seeded is null).ToList();
        if (aaRecordings.Any(DriftResults.IsShippedLaunch))
        {
            aaRecordings = [.. aaRecordings.Where(DriftResults.IsShippedLaunch)];
        }

        var roundSeconds = Median([.. aaRecordings.SelectMany(x => x.RoundSeconds())]);
        md.AppendLine(F($"""
            Worst and pooled rates over the A/A recordings of the launch as shipped ({string.Join(", ", aaRecordings.Select(x => $"`{x.Name}`"))}),
            non-nanosecond cases unless said; k is the budget (most pairs per
            method). Benchmark time per A/A gate = the mean pairs the replayed gates took × the median round ({roundSeconds:0.0} s over
            these recordings: every tagged method's base and head launch); a method decided early stops costing.
            """));
        md.AppendLine();
        md.AppendLine("| budget k | false alarms, worst recording | pooled | nanosecond, worst | detected +10 %, worst recording | pooled | +25 %, pooled | +50 %, pooled | +100 %, pooled | nanosecond +50 %, pooled | A/A gate: mean pairs, benchmark time |");
        md.AppendLine("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
        var aa = aaRecordings.Select(x => x.Name).ToList();
        foreach (var size in DriftResults.GateSizes)
        {
            List<Rate> Rates(double slowdown, bool ns) =>
                [.. aa.Select(name => r.Find(name, DriftModes.SameRunner, size, slowdown, ns)?.Failed).OfType<Rate>().Where(x => x.Total > 0)];
            var fa = Rates(0, false);
            if (fa.Count == 0)
            {
                continue;
            }

            var used = aa.Select(name => r.Find(name, DriftModes.SameRunner, size, 0, false)).OfType<DriftCell>().Where(c => c.PairsUsed > 0).ToList();
            var meanPairs = used.Count == 0 ? size : (double)used.Sum(c => c.PairsUsed) / used.Sum(c => c.Failed.Total);
            var time = F($"{meanPairs:0.0} pairs, {meanPairs * roundSeconds:0} s");
            md.AppendLine(F($"| {size}{(size == k ? " (default)" : "")} | {Worst(fa, max: true)} | {Sum(fa)} | {Worst(Rates(0, true), max: true)} | {Worst(Rates(0.10, false), max: false)} | {Sum(Rates(0.10, false))} | {Sum(Rates(0.25, false))} | {Sum(Rates(0.50, false))} | {Sum(Rates(1.00, false))} | {Sum(Rates(0.50, true))} | {time} |"));
        }

        EarlyUnchangedReport.Write(md, r.EarlyUnchanged);
        if (r.Seeded.Count > 0)
        {
            md.AppendLine();
            md.AppendLine("### A real change against a multiplied one");
            md.AppendLine();
            md.AppendLine("A seeded recording's head has a real change; the same cases of the suite's first A/A recording get the same slowdown by multiplication. Same budgets, same shipped code:");
            md.AppendLine();
            md.AppendLine("| real change in / multiplied in | case | measured ratio (all pairs) | pairs k | detected, real change | detected, multiplied |");
            md.AppendLine("|---|---|---:|---:|---:|---:|");
            foreach (var s in r.Seeded)
            {
                md.AppendLine(F($"| {s.Recording} / {s.AaRecording} | {s.Id} | ×{s.MeasuredRatio:0.000} | {s.Pairs} | {s.RealDetected} | {s.MultipliedDetected} |"));
            }
        }

        foreach (var study in r.Noise)
        {
            md.AppendLine();
            md.AppendLine(F($"### Launch noise by setting ({study.Summary.Select(c => c.Case.Split('.')[0]).FirstOrDefault() ?? "no case"}, {study.Load}{(study.Started is { } started ? ", " + started[..10] + (string.CompareOrdinal(started, "2026-11-27") >= 0 ? " " + started[11..16] + " UTC" : "") : "")})"));
            md.AppendLine();
            md.AppendLine(F($"""
                `eval/same-runner/noise.sh`: the suite's tagged methods (those its `METHODS` picked) launched as the same-runner mode launches them (one process per
                method, in-process, one launch of the `ci` job), {study.Summary.Select(c => c.Launches).DefaultIfEmpty(0).Max()} launches per setting, the settings taking turns inside
                each round; 1-minute load {study.LoadAtStart} at the start, {Number(study.LoadMax, "0.00")} at most, CPU steal {study.StealPercent} %, {study.Seconds} s in all{(study.CalibrationNs is { } before ? F($"; calibration median {before:0} ns before, {study.CalibrationAfterNs:0} ns after") : "")}.
                Each cell: spread of iterations inside a launch / spread of launch medians between launches (standard deviations
                of ln), seconds per launch, and the cost of seeing through the between-launch noise (its variance × seconds, against
                *ci*, the runtime's own settings, the launch shipped until 2026-11-27: below ×1 the setting sees more per second of
                benchmark time). *ccd0*: `DOTNET_TC_CallCountingDelayMs=0`; *cct*: `DOTNET_TC_CallCountThreshold=1000`; *ccd0aw*:
                *ccd0* with BenchmarkDotNet's automatic warmup (no `--warmupCount`), the launch shipped since 2026-11-27;
                *fixw3*: pilot once (round 1's *ccd0aw* launch sizes the method's iterations, `eval/same-runner/fixed-count.py`;
                every later launch passes `--invocationCount N --unrollFactor U` and 3 warmups; measured, not kept);
                *fixaw*: the same with the automatic warmup; *fixws*: pilot once with a warmup as long as round 1's launch took to
                settle and no memory diagnoser (`fixed-count.py --settle`; measured on 2026-11-28, not kept: "A warmup as long as
                the code took to settle", below); *aw50*: *ccd0aw* with 50 ms iterations instead of 100 (measured
                on 2026-11-28, not kept: docs/scale.md); *memrand*:
                `--memoryRandomization true`; *warm8*: 8 warmups; *pgo0*: `DOTNET_TieredPGO=0`; *tc0*: `DOTNET_TieredCompilation=0`; *short*: 3 iterations (many short
                launches); *long*: 15 (few long ones).
                """));
            md.AppendLine();
            md.AppendLine("| case | " + string.Join(" | ", study.Settings) + " |");
            md.AppendLine("|---|" + string.Concat(study.Settings.Select(_ => "---|")));
            foreach (var group in study.Summary.GroupBy(c => c.Case).OrderBy(g => g.Key, StringComparer.Ordinal))
            {
                var cells = study.Settings.Select(setting => group.FirstOrDefault(c => c.Setting == setting) is { } cell
                    ? F($"{100 * cell.Within:0.0} / {100 * cell.Between:0.0} % · {cell.Seconds:0.0} s") + (study.CostAgainstShipped(cell) is { } cost ? F($" · ×{cost:0.00}") : "")
                    : "–");
                md.AppendLine($"| `{group.Key}` | {string.Join(" | ", cells)} |");
            }

            if (!study.Settings.Contains("ci"))
            {
                continue;
            }

            md.AppendLine();
            var cheaper = study.Settings.Where(x => x != "ci").Select(setting =>
            {
                var costs = study.Summary.Where(c => c.Setting == setting).Select(study.CostAgainstShipped).OfType<double>().ToList();
                return F($"*{setting}* {costs.Count(c => c < 1)} of {costs.Count}");
            });
            md.AppendLine(F($"Below ×1 (sees more per second than *ci*): {string.Join(", ", cheaper)}."));
        }

        if (r.Noise.Count > 0)
        {
            md.AppendLine();
            md.AppendLine("""
                **Adopted on 2026-11-25, and the launch until 2026-11-27: the runtime's own settings, dynamic PGO on; *pgo0* was shipped for a day and withdrawn.**
                The four studies dated 2026-11-25 ran *ci* and *pgo0* side by side on one host, 8 launches a setting. On the
                sample, *pgo0* split the async streamer's launches into two modes ×1.65 apart (160 µs and 265 µs: spread 24–25 %
                against 11–12 % with nothing else running, cost ×4.3–×4.8) and was worse with one core busy in 6 of 8 cases
                (e.g. `TaskFastPath(Deep: True)` 2.3 % → 18.5 %). On Autofac it steadied 7 of 10 cases (the child scope 20 % →
                7.8 %, the container builds 29–37 % → 17–19 %) and unsteadied 3 (the typed-parameter lambda 2.9 % → 16.5 %, the
                open generic 6.2 % → 15.4 %, the enumerable 6.6 % → 15.0 %). On Polly it steadied 6 of 7 (the five-strategy
                pipeline 47 % → 18 %, hedging 66 % → 20 %, the retry 40 % → 10 %) and left the pipeline build as it was (23 % →
                26 %): two of the three suites are steadier without it. Which setting is steadier depends on the suite and on
                the host: on the host of the undated idle study *pgo0* steadied the sample's streamer (0.9 % against 8.7 %), on
                the hosts of the undated hog1 study and of these it split it (22.9 % against 3.0 %; 25.0 % against 12.0 %). Without dynamic PGO the code measured is also not the code production runs: Autofac's resolves ran
                1.3–1.7× slower (the deep graph 9.1 µs → 14.5 µs), the sample's fast paths 1.2–1.7×. And replayed, the
                recordings with dynamic PGO left no suite blind, the ones without it did (the sample's microsecond cases, +50 %
                caught in 0 of 240 gates). A suite that is steadier without it turns it off in its own benchmark project
                (`<TieredPGO>false</TieredPGO>`, the runtime's switch: base and head alike once it is committed). The
                recordings whose condition says *pgo0* ran every launch with `DOTNET_TieredPGO=0`. *tc0* (no tiering at all)
                measures code no production process runs; *warm8*, *memrand*, *short* and *long* moved cost and spread about
                equally (the earlier studies).
                """);
            md.AppendLine();
            md.AppendLine(SteadyLaunches);
            md.AppendLine();
            md.AppendLine(PilotOnce);
            md.AppendLine();
            md.AppendLine(SettleWarmup);
        }

        if (r.Cost is { } measured)
        {
            md.AppendLine();
            md.AppendLine("### What pairing per method costs");
            md.AppendLine();
            md.AppendLine(F($"""
                `eval/same-runner/cost.sh`, side by side in one run, {measured.SuiteSeconds.Count} rounds: the whole tagged suite in one process
                against each of its {measured.Methods} methods in a process of its own (same job, same arguments), load average {Load(measured.Load)}.
                """));
            md.AppendLine();
            md.AppendLine("| round | whole suite, one process | every method, one process each | ratio |");
            md.AppendLine("|---:|---:|---:|---:|");
            for (var i = 0; i < measured.SuiteSeconds.Count; i++)
            {
                md.AppendLine(F($"| {i + 1} | {measured.SuiteSeconds[i]:0.0} s | {measured.PerMethodSeconds[i]:0.0} s | ×{measured.PerMethodSeconds[i] / measured.SuiteSeconds[i]:0.00} |"));
            }

            md.AppendLine(F($"| median | {Median(measured.SuiteSeconds):0.0} s | {Median(measured.PerMethodSeconds):0.0} s | ×{measured.RoundRatio:0.00} (median of the rounds' ratios) |"));
        }

        md.AppendLine();
        return md.ToString();
    }

    /// <summary>Why the launch changed on 2026-11-27: the studies dated that day (*ci* against *ccd0*, side by side).</summary>
    private const string SteadyLaunches = """
        ### Steady launches: the call-counting delay off and an automatic warmup (adopted 2026-11-27)

        **What made launches of one build disagree.** The runtime counts a method's calls towards tier 1 only once no new
        method has been jitted for 100 ms (`DOTNET_TC_CallCountingDelayMs`), and BenchmarkDotNet jits code of its own at
        every stage (pilot, warmup, measured iterations), so the benchmark's code reached its optimised tier at a moment
        that varied from launch to launch. And BenchmarkDotNet's pilot stops once it has lowered the operations per
        iteration three times, which the slower instrumented code (dynamic PGO's middle tier) provokes: the pilot sized the
        iterations on unoptimised code and ended, and the code tiered up during the measured iterations, or after them. A
        Polly launch as it was (`eval/same-runner/modes.py` on the 2026-11-27 study): five-strategy pipeline, pilot at
        3.3–4.1 µs/op, stopped after 5 iterations; measured iterations 2.30, 2.27, 2.18, 1.36, 0.92 µs/op; the launch's
        median 2.18 µs against 0.88 µs in a launch whose pilot ran on until the code had tiered up. Per case, the launch
        medians fell into two modes (the pipeline 864–880 and 1,877–2,179 ns; with telemetry 1,193–1,234 and
        3,009–3,731 ns; hedging 836–895 ns and once 2,995 ns; the sample's streamer 167–169 µs and 203–295 µs), and
        the launches in the slow mode are the ones whose code changed tier while it was measured (first measured iteration
        over the last beyond ×1.15: 6 of 8, 4 of 8, 1 of 8, 2 of 8).

        **What removes them.** With the delay off (*ccd0*) the code tiers up within the pilot, which then runs on until
        the iteration time settles: no launch of any case of the three suites tiered up while measured, and every case of
        Polly and of the sample spread at most 6.6 % between launches (Polly 24.8–56.5 % before on its four async
        cases; the sample's streamer 20.2 % → 6.6 %). A call-count threshold of 1,000 (*cct*) steadied the pipelines too,
        but not the hedging case with a thread-pool hop (20.9 %). *ccd0* is what BenchmarkDotNet's newer releases set for
        every benchmark process they start. Its price: launches are longer where the old pilot stopped early (Polly
        1.5–2.3 s → 2.5–2.9 s, the sample's streamer 2.6 → 3.7 s), because the old launch measured unoptimised code
        sooner; and a few cases settle at another level, the same for base and head (Polly's pipeline build ×1.09, the
        sample's nanosecond cases within ±4 %), so same-runner ns/op figures from before 2026-11-27 do not compare with
        later ones. Two nanosecond cases of the sample spread a little more (0.4–0.5 % → 2.5–3.2 %).
        On Autofac, *ccd0* brought 9 of its 10 cases to 0.9–6.9 % (the container builds 39.8 % → 2.9 % and 12.1 % →
        1.2 %, the deep graph 12.1 % → 1.8 %, the enumerable 16.9 % → 5.9 %). The child scope went 68.1 % → 15.2 %: in 2
        of its 8 launches the pilot still settled on code that had not tiered up (its first measured iteration ×1.18–×1.45
        its last), a case whose tier-up takes longer than the pilot; in the next study on the same host it spread 1.8 %.

        **The pilot still settles early where the gate launches from.** These studies ran the app as built; the gate
        launches a copy whose BenchmarkDotNet is compiled ahead of time (docs/scale.md), and there the pilot converged
        sooner, often on code still running unoptimised: the A/A recording with *ccd0* alone (`autofac / idle+ccd0`)
        spread 40.5 % on the child scope and 38.7 % on the 100-module build (launches whose pilot ended after 2–4
        iterations, the measured iterations then falling from 745 to 475 µs or from 159 to 29 µs). Run from that same
        copy, side by side (the studies of 2026-11-27 19:44 and 19:47 UTC, `noise-*-harness-aw-idle.json`), BenchmarkDotNet's automatic warmup (*ccd0aw*: no
        `--warmupCount`; it goes on while the iterations keep getting faster, 6–29 of them here) took the 100-module build
        from 45.1 % to 4.0 % and the child scope from 8.7 % to 2.0 %. So the launch as shipped has both: the delay off and
        the automatic warmup. Its price: 0.4–2.2 s more per launch than *ccd0* alone in those studies (+15–70 %, most
        for a method of two cases, each warmed up); per round of the recordings, +16 % on Polly, +26 % on Autofac and
        +33 % on the sample (docs/scale.md, "Steady launches: what a launch costs now").
        """;

    /// <summary>Pilot once, measured on the evening of 2026-11-27 and not kept: the studies and recordings of that evening.</summary>
    private const string PilotOnce = """
        ### Pilot once: measured on 2026-11-27 and not kept

        With the delay off and the automatic warmup, a launch of ~3 s spends 1–2 s in BenchmarkDotNet's pilot and warmup:
        the pilot sizes the iterations while the code is still tiering up (Polly's hedging: 16 pilot iterations, the calls
        going from 5,600 to 880 ns), then the automatic warmup runs 6–12 more. Tried: a method's first pair runs them as
        shipped, and every later launch, base and head alike, passes `--invocationCount N --unrollFactor U --warmupCount 3`,
        N such that the method's slowest case fills a 100 ms iteration at the speed the first pair's measured iterations
        reached (not the pilot's), U the unroll factor that pair's pilot kept (`eval/same-runner/fixed-count.py`; in the
        gate at commit `9d96d93`, reverted).

        **Cheaper, and steady in the noise studies.** Side by side in one study per suite (`noise-*-pilot-once-idle.json`
        above: the gate's compiled-harness copies, nothing else running, 1-minute load 0.34–1.41 at the starts), rounds
        2–9 (round 1 sizes): Polly's launches took 115.6 s against 159.8 s (×0.72), Autofac's 156.0 s against 239.3 s
        (×0.65), the sample's 1.6–2.7 s a launch against 2.9–4.9 s; between-launch spread (*fixw3* against *ccd0aw*) Polly
        1.3–5.8 % against 0.5–4.4 %, the sample 0.7–6.9 % against 1.6–5.2 %, Autofac 1.1–15.6 % against 1.4–16.3 %.
        Keeping the automatic warmup (*fixaw*, Polly) saved only 3 % of the time: the warmup, not the pilot, is where a
        launch waits for its code to tier up.

        **Blind on Autofac in the recordings.** The A/A recordings with it (`*-idle+once`, the table "Pilot once with 3
        warmups" above): the sample's +10 % was caught in 100 % of gates at the default budget of 16 pairs (8.0 pairs per
        A/A gate) and a real +25 % Polly change in 120 of 120, but Autofac's +25 % fell to 83.5 % (as shipped 100 %) and its
        +10 % to 14.2 % (69.3 %), Polly's +10 % to 58.3 % (66.4 %); false alarms stayed at 0. Autofac's launches spread 8.9–31.6 %
        between launches (as shipped 1.7–10.5 %): in 3 warmups its code had not always tiered up (the child scope: warmups at
        113, 135 and 46 µs a call, then measured iterations from 36 down to 24 µs, against 18 µs in a launch that had
        settled), so single launches of either side ran ×1.4–×1.8 slow; and the 100-module container build, handed the
        48 calls an iteration that its 1,000-module case's speed gave, ran 730–800 µs a call against 290–320 µs at the
        112 calls its own pilot chose (a level both sides share, but not the same measurement). A warmup long enough in time
        for the method's tier-up, taken from the first pair's own iterations, is the next thing to try; a fixed count is not
        it. The whole gate with it took ×5.67 the committed-baseline gate on the sample
        (`eval/recordings/same-runner/gate-cost-once.txt`, 296.0 s against 52.2 s, back to back, 1-minute load 1.28 and 1.33
        at the starts).
        """;

    /// <summary>The warmup the pilot-once study called for next, measured on 2026-11-28 and not kept.</summary>
    private const string SettleWarmup = """
        ### A warmup as long as the code took to settle: measured on 2026-11-28 and not kept

        Pilot once failed on Autofac because 3 warmups were shorter than its tier-up. The fix it called for: size each
        method's warmup in time from its own first launch. `eval/same-runner/fixed-count.py --settle` takes the workload
        time that launch ran before its code settled (the pilot and warmup iterations before the first 3 in a row within
        10 % of the measured median), divides it by one sized iteration at the settled speed and adds 3 (at least 3, at
        most 30). Every later launch then passes `--invocationCount N --unrollFactor U --warmupCount K` and runs without
        the memory diagnoser (allocations are exact; the first launch has them). That is *fixws* in the studies
        `noise-autofac-fixws-idle.json` and `noise-polly-fixws-idle.json` above: the gate's compiled-harness copies, 8 rounds,
        *ccd0aw* and *fixws* taking turns, each suite alone, 1-minute load 0.17 and 1.39 at the starts, no other
        process used CPU.

        - **The code takes a second to settle, whatever sizes the iterations.** K came out at 8–13 for every method
          (30, the cap, for the container build at 38 calls an iteration), about as many iterations as the pilot and
          the automatic warmup run together: 0.5–1.0 s of the workload's own time before its calls reach their final
          speed (Polly's hedging: 4.8 µs a call for half a second, then 0.93 µs). That is the runtime's tiering (with
          dynamic PGO an instrumented tier comes before the optimised one), which no BenchmarkDotNet option shortens.
        - **So it saved little.** Rounds 2–8, the launches took ×0.90 the time on Autofac (194.0 s against 215.9 s) and
          ×0.93 on Polly (131.0 s against 140.2 s): ×0.81–×0.92 per method, the container build ×1.02, Polly's hedging with a
          thread-pool hop ×1.67 (its own pilot stops early).
        - **And spread the same.** Between-launch spread of the fastest iteration, the statistic the gate judges
          (sd of ln, 7 launches against 8): Autofac 2.2–4.6 % against 2.1–10.3 % (steadier on 6 of 10 cases, the shared
          root resolve 10.3 % → 3.5 %), Polly 2.1–5.3 % against 1.4–5.4 % (less steady on 6 of 7, by 0.2–1.3 points).

        A tenth off the launch's time is not the half the cost goal needs, for a second place where launches of the
        two sides could differ (a warmup count and invocation count carried from one launch to the next), so the launch stays as shipped.
        """;

    /// <summary>Each A/A recording of the launch as shipped at its own budget, beside the goals it is held to; then the
    /// former launch's, whose figures the docs quoted until it changed.</summary>
    private static void ShippedLaunch(StringBuilder md, DriftResults r)
    {
        LaunchTable(md, r, DriftResults.IsShippedLaunch, "### The launch as shipped, against the goals", F($"""
            The A/A recordings of the same-runner launch as shipped since 2026-11-27 (condition *ccd0aw*: dynamic PGO on, the
            runtime's call-counting delay off, `DOTNET_TC_CallCountingDelayMs=0`, and BenchmarkDotNet's automatic warmup), each replayed at its own budget (the
            default allows {GateDefaults.SameRunnerPairs}; a recording of fewer pairs can only be replayed at fewer); a slowdown multiplies one
            case's head samples at a time. The goals, for cases of a microsecond and more: false alarms ≤ 0.5 % under *idle*,
            *hog1* and *toggle*; under *idle* +10 % detected in ≥ 60 % of gates and +25 % in ≥ 95 % on every suite;
            nanosecond cases under *idle* +25 % in ≥ 90 %; *hog4* (oversubscribed) stated as it is. Real changes written into the
            code are in "A real change against a multiplied one" below.

            Since 2026-11-28 a case undecided at a look stops only when more pairs have under a 2 % chance of any verdict
            counting the error of its present estimate too (predictive power; before, the estimate was taken as the
            truth, which stopped a real +8 % change at 8 of 16 pairs while its estimate stood beyond a +5 % threshold). The
            same recordings replayed with the rule before (commit `d031b23`): +10 % detected on Polly 66.4 % → 66.7 %, Autofac
            69.3 % → 72.4 %, the sample 55 % → 55 %; pairs per A/A gate 10.5 → 10.6, 10.1 → 10.1, 10.2 → 10.2; false
            alarms 0 of 360, 720 and 240 either way (a stopping rule that flags nothing cannot add any: the looks' bound holds).

            Since 2026-11-28, too, a pair's ratio compares each launch's fastest iteration instead of its median: the
            launches that spread a case are disturbed inside, their iterations spread 12.7 % against 0.6 % (median), and a
            disturbance only ever slows an iteration ("What the spread is made of" below). The same recordings, launch
            medians (commit `a7f8f93`) → fastest iterations: +10 % detected on Polly 66.7 % → 66.7 %, Autofac 72.4 % → 89.7 %,
            the sample 55 % → 66.3 % (at its recorded 12 pairs); nanosecond cases +10 % 36.9 % → 100 %, 43.1 % → 83.1 %,
            84.3 % → 100 %; pairs per A/A gate 10.6 → 8.9, 10.1 → 9.3, 10.2 → 9.4 (benchmark time of a Polly A/A gate at
            16 pairs 437 s → 368 s); false alarms 0 of 360, 720 and 240 either way (in an A/A pair base and head are
            exchangeable whatever sums a launch up, so the signed-rank test keeps its level). A real +25 % change written
            into Polly: caught in 120 of 120 gates either way, measured ×1.226 → ×1.220 (the telemetry pipeline ×1.138 →
            ×1.146).

            And since 2026-11-28 a method whose every case is unchanged after 6 pairs stops there: a look that can only say
            "unchanged" (at 6 pairs the exact test's smallest p-value, 1/64, is beyond the first look's level, so it spends no
            regression level and flags nothing). Replayed: not one detection or false-alarm figure on this page moved;
            pairs per A/A gate 8.9 → 7.7 (Polly), 9.3 → 7.4 (Autofac), 9.4 → 7.5 (the sample), a Polly A/A gate's benchmark
            time at 16 pairs 368 s → 317 s. Every table on this page is replayed with the rules of today, the older
            launches' rows included, so they differ from the figures quoted under an earlier date.

            Since 2026-11-29 a method stops after 5 pairs already when every case's 5 pairs all lie inside ± the
            threshold (the exact test's smallest p-value at 5 pairs, 1/32, is below the equivalence level); the look at 6
            stays for the others. "An earlier unchanged" below has the replays behind it, and why no look comes earlier.
            The same recordings with the look at 6 alone (commit `1146c3d`): again not one detection or false-alarm figure
            on this page moved, under any condition; pairs per A/A gate 7.7 → 7.2 (Polly), 7.4 → 6.4 (Autofac), 7.5 → 6.8
            (the sample), 6.0 → 5.3 (the sample at 16 pairs), 9.2 → 8.7 (Open XML); the trade-off's default row 7.6 pairs,
            316 s → 7.1 pairs, 294 s.

            The sample was recorded again at the default budget of 16 pairs (`sample / idle+ccd0aw+16`, 2026-11-28 03:23
            UTC, 1-minute load 1.40 at its start, nothing else running): with both rules above, no false alarm (0 of 240,
            nanosecond cases 0 of 720), +10 % and +25 % caught in 100 % of gates, its nanosecond cases' +10 % in 83.8 %.
            Pairs per A/A gate here count per case, in a random order of the recorded pairs; a live gate asks per method
            (all its cases decided) in the order it ran them, and took more: the sample's A/A gate of the same hour
            (docs/scale.md) stopped no method at 6 pairs, 1 at 8 and 4 at 12.
            """));
        LaunchTable(md, r, DriftResults.IsPilotOnceLaunch, "### Pilot once with 3 warmups (measured, not kept), against the same goals", """
            The same for the launch measured on the evening of 2026-11-27 and not kept (condition *once*: the call-counting
            delay off; a method's first pair ran BenchmarkDotNet's pilot and automatic warmup and sized its later launches,
            which ran 3 warmups and no pilot): "Pilot once" below says why not.
            """);
        LaunchTable(md, r, DriftResults.IsFormerLaunch, "### The launch before 2026-11-27, against the same goals", """
            The same for the launch before 2026-11-27 (the runtime's own settings: its call-counting delay on and 2 fixed
            warmups, so a method reached tier 1 before, during or after the measured iterations, launch by launch), replayed
            with today's rules; the launch they describe is no longer the one the gate runs.
            """);
        SpreadTable(md, r);
        SlowLaunches.Write(md, [.. r.Recordings.Where(x => x.Seeded is null && x.Load == "idle" && DriftResults.IsShippedLaunch(x))]);
    }

    /// <summary>Per case, the spread of launch medians over every launch of a suite's idle A/A recording, the former
    /// launch's beside the shipped one's: the issue's measure of launches that agree.</summary>
    private static void SpreadTable(StringBuilder md, DriftResults r)
    {
        var idle = r.Recordings.Where(x => x.Seeded is null && x.Condition.Split('+')[0] == "idle").ToList();
        var suites = idle.Where(DriftResults.IsShippedLaunch).Select(x => x.Suite).Distinct(StringComparer.Ordinal).ToList();
        if (suites.Count == 0)
        {
            return;
        }

        md.AppendLine("### Between-launch spread per case: the launch as shipped against the one before and one not kept");
        md.AppendLine();
        md.AppendLine("""
            Every launch of a case in a suite's first idle A/A recording of each launch (base and head are one build, so every
            difference is the machine's or the launch's): the standard deviation of ln(launch median), and in brackets the
            median spread of the iterations inside a launch. Goal: at most 10 % between launches for every case.
            """);
        md.AppendLine();
        md.AppendLine("| case | launches | the launch before 2026-11-27 | the delay off alone (*ccd0*) | as shipped (*ccd0aw*) | pilot once, 3 warmups (*once*, not kept) |");
        md.AppendLine("|---|---|---:|---:|---:|---:|");
        foreach (var suite in suites)
        {
            Dictionary<string, DriftCase> CasesOf(string launch) =>
                idle.FirstOrDefault(x => x.Suite == suite && DriftResults.LaunchOf(x) == launch)?.Cases().ToDictionary(c => c.Id, StringComparer.Ordinal) ?? [];
            var columns = new[] { CasesOf(""), CasesOf("ccd0"), CasesOf("ccd0aw"), CasesOf("once") };
            foreach (var id in columns[2].Keys.Order(StringComparer.Ordinal))
            {
                var cells = columns.Select(cases => cases.GetValueOrDefault(id)).ToList();
                var launches = string.Join(" / ", cells.Select(c => c is null ? "–" : F($"{2 * c.Pairs.Count}")));
                md.AppendLine($"| `{id}` | {launches} | {string.Join(" | ", cells.Select(c => c is null ? "–" : Spread(c)))} |");
            }
        }

        md.AppendLine();
    }

    private static string Spread(DriftCase c)
    {
        var launches = c.Pairs.SelectMany(p => new[] { p.Base, p.Head }).Where(l => l.Length > 0).ToList();
        var within = Median([.. launches.Where(l => l.Length > 1).Select(l => SdOfLogs(l))]);
        return F($"{100 * SdOfLogs([.. launches.Select(l => Median(l))]):0.0} % ({100 * within:0.0} %)");
    }

    private static double SdOfLogs(IReadOnlyList<double> values)
    {
        var logs = values.Where(v => v > 0).Select(v => Math.Log(v)).ToList();
        if (logs.Count < 2)
        {
            return double.NaN;
        }

        var mean = logs.Average();
        return Math.Sqrt(logs.Sum(x => (x - mean) * (x - mean)) / (logs.Count - 1));
    }

    private static void LaunchTable(StringBuilder md, DriftResults r, Func<DriftRecording, bool> launch, string heading, string intro)
    {
        var recordings = r.Recordings.Where(x => x.Seeded is null && launch(x)).ToList();
        if (recordings.Count == 0)
        {
            return;
        }

        md.AppendLine(heading);
        md.AppendLine();
        md.AppendLine(intro);
        md.AppendLine();
        md.AppendLine("| recording | budget | false alarms | nanosecond | detected +10 % | +25 % | +50 % | nanosecond +10 % | +25 % | +50 % | pairs per A/A gate, mean |");
        md.AppendLine("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
        foreach (var rec in recordings)
        {
            var budget = DriftResults.ReplayBudget(rec);
            string Cell(double slowdown, bool ns) => r.Find(rec.Name, DriftModes.SameRunner, budget, slowdown, ns)?.Failed.ToString() ?? "–";
            var used = r.Find(rec.Name, DriftModes.SameRunner, budget, 0, false) is { PairsUsed: > 0 } aaCell ? F($"{aaCell.MeanPairs:0.0}") : "–";
            md.AppendLine($"| {rec.Name} | {budget} | {Cell(0, false)} | {Cell(0, true)} | {Cell(0.10, false)} | {Cell(0.25, false)} | {Cell(0.50, false)} | {Cell(0.10, true)} | {Cell(0.25, true)} | {Cell(0.50, true)} | {used} |");
        }

        md.AppendLine();
    }

    private static string Worst(List<Rate> rates, bool max) =>
        rates.Count == 0 ? "–" : (max ? rates.MaxBy(x => x.Percent) : rates.MinBy(x => x.Percent)).ToString();

    private static string Sum(List<Rate> rates) => rates.Count == 0 ? "–" : rates.Aggregate(new Rate(0, 0), (a, b) => a + b).ToString();

    private static string Number(double? value, string format) => value is { } x ? x.ToString(format, CultureInfo.InvariantCulture) : "–";

    private static string Load(IReadOnlyList<double> load) => load.Count == 0 ? "–" : string.Join(", ", load.Select(x => x.ToString("0.0", CultureInfo.InvariantCulture)));

    internal static double Median(IReadOnlyList<double> values)
    {
        var sorted = values.Order().ToArray();
        return sorted.Length == 0 ? double.NaN : sorted.Length % 2 == 1 ? sorted[sorted.Length / 2] : (sorted[(sorted.Length / 2) - 1] + sorted[sorted.Length / 2]) / 2;
    }

    private static string F(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);
}
