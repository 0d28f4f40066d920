"""What A/A same-runner gates of one suite said, and how far its launches spread (issue 52, item 1): reads the compact
recordings record.sh wrote with LOOKS=shipped (<suite>-<condition>.json) and each one's gate report beside it
(<suite>-<condition>.report.json), as eval/same-runner/aa-gates.sh makes them.

    python3 eval/same-runner/aa-summary.py OUT_DIR/mediatr-idle+aa*.json

Prints three tables:
- per gate: its condition (load at its start and the highest during it, CPU steal, the calibration median before and
  after, other processes that used CPU) and its wall time;
- per case and gate: the verdict, the pairs it took, its could-see (time.couldSee: the smallest slowdown its pairs would
  have flagged 80 % of the time) and the estimate;
- per case over all gates: false alarms (regressed or improved on unchanged code), verdicts, the median could-see, the
  pairs per gate, and the between-launch spread of the statistic the gate judges, each launch's fastest iteration
  (standard deviation of its logarithm over the gate's launches, base and head together: one build; the median over
  gates, and over every gate's launches pooled), beside the same for the launch median (the statistic before
  2026-11-28) and the robust spread of the pair log ratios, which is what could-see is computed from
  (Pragmastat's Spread / 0.9539, as PairedSensitivity reads it), and the largest over the smallest fastest iteration.
A gate without its report (LOOKS=fixed) still counts for the spread, not for the verdicts.
"""
import json
import math
import os
import statistics
import sys

from modes import short_name

SPREAD_PER_SIGMA = 0.9539  # PairedSensitivity.SpreadPerSigma


def sd_ln(values):
    logs = [math.log(v) for v in values if v > 0]
    return statistics.stdev(logs) if len(logs) > 1 else float("nan")


def robust_sigma(values):
    """Pragmastat's Spread (the median of |x_i - x_j| over i < j) in standard deviations of a normal sample."""
    if len(values) < 2:
        return float("nan")
    return statistics.median(abs(a - b) for i, a in enumerate(values) for b in values[i + 1:]) / SPREAD_PER_SIGMA


def percent(x, signed=False):
    if x is None or not math.isfinite(x):
        return "–"
    return f"{100 * x:+.1f} %" if signed else f"{100 * x:.1f} %"


def load(path):
    recording = json.load(open(path, encoding="utf-8"))
    report_path = path[: -len(".json")] + ".report.json"
    report = json.load(open(report_path, encoding="utf-8")) if os.path.exists(report_path) else None
    return recording, report


def launches_by_case(recording):
    """case -> {round: {side: samples}}"""
    cases = {}
    for launch in recording["launches"]:
        for case, measured in launch["cases"].items():
            if measured["samples"]:
                cases.setdefault(case, {}).setdefault(launch["round"], {})[launch["side"]] = measured["samples"]
    return cases


def main(paths):
    if not paths:
        raise SystemExit(__doc__)
    gates = [(os.path.basename(p)[: -len(".json")], *load(p)) for p in sorted(paths) if not p.endswith(".report.json")]

    print("| gate | started | load at start / max | steal | calibration before → after | other processes | seconds |")
    print("|---|---|---:|---:|---:|---|---:|")
    for name, rec, _ in gates:
        print(f"| {name} | {rec.get('started')} | {rec.get('loadAtStart')} / {rec.get('loadMax')} | {rec.get('stealPercent')} % "
              f"| {rec.get('calibrationNs')} → {rec.get('calibrationAfterNs')} ns | {rec.get('foreignProcesses')} | {rec.get('gateSeconds')} |")

    per_case = {}
    print()
    print("| gate | case | verdict | pairs | could see | estimate | reason |")
    print("|---|---|---|---:|---:|---:|---|")
    for name, rec, report in gates:
        verdicts = {b["id"]: b for b in (report or {}).get("benchmarks", [])}
        for case, rounds in sorted(launches_by_case(rec).items()):
            pairs = [(r["base"], r["head"]) for _, r in sorted(rounds.items()) if "base" in r and "head" in r]
            launches = [s for r in rounds.values() for s in r.values()]
            row = per_case.setdefault(case, {"gates": [], "fastest": [], "medians": [], "ratios": []})
            row["fastest"] += [min(s) for s in launches]
            row["medians"] += [statistics.median(s) for s in launches]
            row["ratios"] += [math.log(min(h) / min(b)) for b, h in pairs]
            time = (verdicts.get(case) or {}).get("time")
            row["gates"].append({
                "status": time["status"] if time else None,
                "couldSee": time.get("couldSee") if time else None,
                "pairs": len(pairs),
                "sdFastest": sd_ln([min(s) for s in launches]),
                "sdMedian": sd_ln([statistics.median(s) for s in launches]),
            })
            if time:
                could = time.get("couldSee")
                print(f"| {name} | `{short_name(case)}` | {time['status']} | {len(pairs)} | {percent(could, True) if could is not None else '–'} "
                      f"| ×{time['ratio']:.3f} | {time.get('reason') or ''} |")

    print()
    print("| case | gates | false alarms | verdicts | could see, median (range) | pairs per gate | spread of fastest: median over gates / pooled | spread of medians, pooled | pair log ratios σ | fastest max / min |")
    print("|---|---:|---:|---|---:|---:|---:|---:|---:|---:|")
    for case, row in sorted(per_case.items()):
        judged = [g for g in row["gates"] if g["status"]]
        alarms = sum(g["status"] in ("regressed", "improved") for g in judged)
        counts = {}
        for g in judged:
            counts[g["status"]] = counts.get(g["status"], 0) + 1
        could = [g["couldSee"] if g["couldSee"] is not None else float("inf") for g in judged]
        could_text = (f"{percent(statistics.median(could), True)} ({percent(min(could), True)} … {percent(max(could), True)})"
                      if could else "–")
        print(f"| `{short_name(case)}` | {len(row['gates'])} | {alarms} / {len(judged)} | {', '.join(f'{k} {v}' for k, v in sorted(counts.items()))} "
              f"| {could_text} | {statistics.median(g['pairs'] for g in row['gates']):g} "
              f"| {percent(statistics.median(g['sdFastest'] for g in row['gates']))} / {percent(sd_ln(row['fastest']))} "
              f"| {percent(sd_ln(row['medians']))} | {percent(robust_sigma(row['ratios']))} "
              f"| ×{max(row['fastest']) / min(row['fastest']):.2f} |")


if __name__ == "__main__":
    main(sys.argv[1:])
