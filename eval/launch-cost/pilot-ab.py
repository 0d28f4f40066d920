#!/usr/bin/env python3
"""Does skipping BenchmarkDotNet's pilot stage change what a launch measures?

The pilot sizes an iteration (operations per iteration) to the job's IterationTime, and costs 0.9-1.1 s of a 3-4 s
same-runner launch (phases.py). A later launch of the same build could be told the operations instead
(--invocationCount N --unrollFactor 16, N from an earlier launch's measured iterations), which skips the pilot.
This script measures both ways, alternating launch by launch (A: as PerfGate launches today; B: with the count of
the method's first A launch and W warmup iterations), for every single-case method of a finished same-runner gate,
and prints per method the median of the launches' ns/op medians, the spread of those medians, and wall time.

Usage: pilot-ab.py [--pairs K] [--warmup W] [--out FILE.json] SAME_RUNNER_FOLDER [LABEL]
"""
import json
import os
import statistics
import sys
import tempfile
import math

sys.path.insert(0, os.path.dirname(__file__))
from phases import command_of, timed_lines, phases_of  # noqa: E402


def report_of(artifacts):
    results = os.path.join(artifacts, "results")
    name = next(f for f in os.listdir(results) if f.endswith("-report-full-compressed.json") or f.endswith("-report-full.json"))
    with open(os.path.join(results, name), encoding="utf-8") as f:
        return json.load(f)


def measured(report):
    """(ns/op samples, operations per measured iteration) of the report's only case."""
    [benchmark] = report["Benchmarks"]
    actual = [m for m in benchmark["Measurements"] if m["IterationMode"] == "Workload" and m["IterationStage"] == "Actual"]
    return [m["Nanoseconds"] / m["Operations"] for m in actual], actual[0]["Operations"]


def spread(values):
    logs = [math.log(v) for v in values]
    return 100 * statistics.stdev(logs) if len(logs) > 1 else float("nan")


def main(args):
    pairs, warmup, out = 6, 2, None
    while args and args[0].startswith("--"):
        flag, value, args = args[0], args[1], args[2:]
        pairs = int(value) if flag == "--pairs" else pairs
        warmup = int(value) if flag == "--warmup" else warmup
        out = value if flag == "--out" else out
    folder, label = args[0], (args[1] if len(args) > 1 else os.path.basename(os.path.abspath(args[0])))
    rows = []
    with tempfile.TemporaryDirectory(prefix="perfgate-pilot-ab-") as scratch:
        for launch in sorted(d for d in os.listdir(folder) if d.startswith("r01-head-")):
            method = launch[len("r01-head-"):]
            argv, cwd, added = command_of(os.path.join(folder, launch))
            operations = None
            sides = {"A": [], "B": []}
            for k in range(pairs):
                for side in ("A", "B"):
                    run = list(argv)
                    artifacts = os.path.join(scratch, f"{method}-{side}-{k}")
                    run[run.index("--artifacts") + 1] = artifacts
                    if side == "B":
                        run[run.index("--warmupCount") + 1] = str(warmup)
                        run += ["--invocationCount", str(operations), "--unrollFactor", "16"]
                    lines, ended = timed_lines(run, cwd, added)
                    report = report_of(artifacts)
                    if len(report["Benchmarks"]) != 1:
                        break  # a method with several cases: one count cannot size them all
                    samples, ops = measured(report)
                    # BenchmarkDotNet wants the count a multiple of the unroll factor (16).
                    operations = operations or 16 * math.ceil(ops / 16)
                    seconds, _ = phases_of(lines, ended)
                    sides[side].append({"median": statistics.median(samples), "first": samples[0], "wall": ended, "pilot": seconds["pilot"]})
                else:
                    continue
                break
            if not sides["B"]:
                print(f"  {method}: several cases, skipped", file=sys.stderr)
                continue
            a, b = sides["A"], sides["B"]
            row = {
                "method": method, "operations": operations,
                "A_median": statistics.median(x["median"] for x in a), "B_median": statistics.median(x["median"] for x in b),
                "A_spread": spread([x["median"] for x in a]), "B_spread": spread([x["median"] for x in b]),
                "B_first_over_median": statistics.median(x["first"] / x["median"] for x in b),
                "A_wall": statistics.median(x["wall"] for x in a), "B_wall": statistics.median(x["wall"] for x in b),
                "launches": sides,
            }
            rows.append(row)
            print(f"  {method}: A {row['A_median']:.2f} ns, B {row['B_median']:.2f} ns, wall {row['A_wall']:.2f} -> {row['B_wall']:.2f} s", file=sys.stderr)
    print(f"{label}: {pairs} launches per side per method, alternating; B = --invocationCount from the first A launch, --warmupCount {warmup}")
    print("| method | ns/op A (pilot) | ns/op B (fixed count) | B/A | spread A | spread B | B's 1st iteration / its median | wall A | wall B |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for r in rows:
        print(f"| {r['method'].split('.', 1)[-1]} | {r['A_median']:.2f} | {r['B_median']:.2f} | ×{r['B_median'] / r['A_median']:.3f} | "
              f"{r['A_spread']:.1f} % | {r['B_spread']:.1f} % | ×{r['B_first_over_median']:.3f} | {r['A_wall']:.2f} s | {r['B_wall']:.2f} s |")
    if out:
        with open(out, "w", encoding="utf-8") as f:
            json.dump({"label": label, "pairs": pairs, "warmup": warmup, "rows": rows}, f, indent=1)


if __name__ == "__main__":
    main(sys.argv[1:])
