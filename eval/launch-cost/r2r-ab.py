#!/usr/bin/env python3
"""Does compiling BenchmarkDotNet ahead of time (ReadyToRun) cut a launch's start-up without changing what it measures?

BenchmarkDotNet and the libraries its start-up runs (CommandLineParser, Perfolizer, Pragmastat) ship as IL only, so
every launch JIT-compiles their start-up code again: argument parsing, benchmark discovery, validation, the host's
description, the exporters. crossgen2 (the SDK's ReadyToRun compiler, package Microsoft.NETCore.App.Crossgen2.<rid>)
can compile them once; the runtime then loads their code instead of jitting it. The benchmarks' own assemblies and
the code they call stay IL, jitted and tiered as before, and so does the workload loop BenchmarkDotNet emits at run
time (--inProcess). This script measures both ways, alternating launch by launch (A: the app as built; B: a copy of
its folder with those libraries compiled), for every method of a finished same-runner gate, and prints per phase
(phases.py) the median seconds and share of a launch, and per case the median of the launches' ns/op medians and
their spread.

Usage: r2r-ab.py [--pairs K] [--harness A.dll,B.dll,...] [--out FILE.json] CROSSGEN2 SAME_RUNNER_FOLDER [LABEL]
  --harness           the assemblies B compiles (default: the five PerfGate compiles, HARNESS below)
  CROSSGEN2           the crossgen2 executable (~/.nuget/packages/microsoft.netcore.app.crossgen2.<rid>/<version>/tools/crossgen2)
"""
import itertools
import json
import math
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(__file__))
from phases import PHASES, command_of, phases_of, timed_lines  # noqa: E402

# The harness a launch starts before any benchmark runs; none of it is ever the code under test.
HARNESS = ["BenchmarkDotNet.dll", "BenchmarkDotNet.Annotations.dll", "CommandLine.dll", "Perfolizer.dll", "Pragmastat.dll"]


def compile_harness(crossgen2, app, scratch, harness):
    """A copy of the app's folder with the harness compiled; seconds crossgen2 took."""
    copy = os.path.join(scratch, "r2r-" + app.strip(os.sep).replace(os.sep, "-"))
    if os.path.isdir(copy):
        return copy, 0.0
    shutil.copytree(app, copy)
    runtime = subprocess.run(["dotnet", "--list-runtimes"], capture_output=True, text=True, check=True).stdout
    netcore = [line for line in runtime.splitlines() if line.startswith("Microsoft.NETCore.App ")][-1]
    version, root = netcore.split(" ", 2)[1], netcore.split("[", 1)[1].rstrip("]")
    framework = os.path.join(root, version)
    started = time.monotonic()
    for name in harness:
        source = os.path.join(app, name)
        if not os.path.exists(source):
            continue
        subprocess.run([crossgen2, source, "-o", os.path.join(copy, name), "-r", os.path.join(framework, "*.dll"),
                        "-r", os.path.join(app, "*.dll"), "-O"], check=True, capture_output=True)
    return copy, time.monotonic() - started


def cases_of(artifacts):
    """Per case (FullName): the median ns/op of the launch's measured iterations."""
    results = os.path.join(artifacts, "results")
    name = next(f for f in os.listdir(results) if f.endswith("-report-full-compressed.json"))
    with open(os.path.join(results, name), encoding="utf-8") as f:
        report = json.load(f)
    medians = {}
    for benchmark in report["Benchmarks"]:
        actual = [m for m in benchmark["Measurements"] if m["IterationMode"] == "Workload" and m["IterationStage"] == "Actual"]
        medians[benchmark["FullName"]] = statistics.median(m["Nanoseconds"] / m["Operations"] for m in actual)
    return medians


def spread(values):
    logs = [math.log(v) for v in values]
    return 100 * statistics.stdev(logs) if len(logs) > 1 else float("nan")


def rank_sum_p(a, b):
    """Two-sided exact p of the Wilcoxon rank-sum (Mann-Whitney) test: every split of the pooled values into two
    groups of the sides' sizes, as likely as the observed one when both sides draw from one distribution."""
    pooled = sorted(a + b)
    rank = {v: statistics.mean(i + 1 for i, w in enumerate(pooled) if w == v) for v in pooled}
    observed, expected = sum(rank[v] for v in a), len(a) * (len(pooled) + 1) / 2
    ranks = [rank[v] for v in pooled]
    splits = list(itertools.combinations(range(len(pooled)), len(a)))
    extreme = sum(1 for split in splits if abs(sum(ranks[i] for i in split) - expected) >= abs(observed - expected) - 1e-9)
    return extreme / len(splits)


def main(args):
    pairs, out, harness = 6, None, HARNESS
    while args and args[0].startswith("--"):
        flag, value, args = args[0], args[1], args[2:]
        pairs = int(value) if flag == "--pairs" else pairs
        out = value if flag == "--out" else out
        harness = value.split(",") if flag == "--harness" else harness
    if len(args) < 2:
        raise SystemExit(__doc__)
    crossgen2, folder = args[0], args[1]
    label = args[2] if len(args) > 2 else os.path.basename(os.path.abspath(folder))
    launches = sorted(d for d in os.listdir(folder) if d.startswith("r01-head-"))
    rows, cases, compile_seconds = [], {}, 0.0
    with tempfile.TemporaryDirectory(prefix="perfgate-r2r-ab-") as scratch:
        for launch in launches:
            argv, cwd, added = command_of(os.path.join(folder, launch))
            app = os.path.dirname(argv[1])
            copy, seconds = compile_harness(crossgen2, app, scratch, harness)
            compile_seconds += seconds
            for k in range(pairs):
                for side in ("A", "B"):
                    run = list(argv)
                    if side == "B":
                        run[1] = os.path.join(copy, os.path.basename(argv[1]))
                    artifacts = os.path.join(scratch, f"{launch}-{side}-{k}")
                    run[run.index("--artifacts") + 1] = artifacts
                    lines, ended = timed_lines(run, copy if side == "B" else cwd, added)
                    phases, _ = phases_of(lines, ended)
                    rows.append({"method": launch[len("r01-head-"):], "side": side, "wall": ended, "phases": phases})
                    for case, median in cases_of(artifacts).items():
                        cases.setdefault(case, {"A": [], "B": []})[side].append(median)
            print(f"  {launch[len('r01-head-'):]}: done", file=sys.stderr)
    print(f"{label}: {len(launches)} methods x {pairs} launches a side, alternating; B = {', '.join(harness)} compiled "
          f"ahead of time (crossgen2 took {compile_seconds:.1f} s)")
    print("| phase | A median s | A share | B median s | B share |")
    print("|---|---:|---:|---:|---:|")
    for phase in PHASES + ["wall"]:
        cells = []
        for side in ("A", "B"):
            mine = [r for r in rows if r["side"] == side]
            values = [r["wall"] if phase == "wall" else r["phases"][phase] for r in mine]
            shares = [v / r["wall"] for v, r in zip(values, mine)]
            cells += [f"{statistics.median(values):.2f}", f"{100 * statistics.median(shares):.1f} %"]
        print(f"| {phase} | " + " | ".join(cells) + " |")
    for side in ("A", "B"):
        overhead = [(r["phases"]["start-up"] + r["phases"]["exporters"]) / r["wall"] for r in rows if r["side"] == side]
        print(f"start-up + exporters, {side}: median {100 * statistics.median(overhead):.1f} % of a launch "
              f"(range {100 * min(overhead):.1f}-{100 * max(overhead):.1f} %)")
    print()
    print("| case | ns/op A | ns/op B | B/A | spread A | spread B | rank-sum p (two-sided) |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for case, sides in cases.items():
        a, b = statistics.median(sides["A"]), statistics.median(sides["B"])
        print(f"| {case} | {a:.2f} | {b:.2f} | ×{b / a:.3f} | {spread(sides['A']):.1f} % | {spread(sides['B']):.1f} % | "
              f"{rank_sum_p(sides['A'], sides['B']):.3f} |")
    if out:
        with open(out, "w", encoding="utf-8") as f:
            json.dump({"label": label, "pairs": pairs, "harness": harness, "crossgen2_seconds": compile_seconds,
                       "launches": rows, "cases": cases}, f, indent=1)


if __name__ == "__main__":
    main(sys.argv[1:])
