#!/usr/bin/env python3
"""Does running a few benchmark methods in one launch change what the launch measures?

The same-runner gate starts a process per benchmark method, and a process spends about a second before and after its
benchmarks (phases.py). Running consecutive methods together (up to 4 cases a launch) pays that once for several
cases; this script measured whether it changes the ns/op the launch measures, on the same build, alternating: A runs
each method of a shared launch in a process of its own (as the gate does), B runs them together. It reads the
round-1 head launches of a finished gate made with shared launches (the build of commit e412192, reverted since:
docs/scale.md, "Measured and not kept: several methods a launch"), and prints per case the median of the launches'
ns/op medians, the spread of those medians (sd of their logs), and the wall time and share of start-up + exporters.

Usage: batch-ab.py [--reps K] [--groups G] [--out FILE.json] SAME_RUNNER_FOLDER [LABEL]
  --groups G  only the first G shared launches (in folder order), to bound the time on a large suite
"""
import json
import math
import os
import statistics
import sys
import tempfile

sys.path.insert(0, os.path.dirname(__file__))
from phases import command_of, timed_lines, phases_of  # noqa: E402


def case_medians(artifacts):
    """Per case (the report's FullName), the median ns/op of its measured iterations, over every report of the launch."""
    results = os.path.join(artifacts, "results")
    medians = {}
    for name in os.listdir(results):
        if not name.endswith(".json"):
            continue
        with open(os.path.join(results, name), encoding="utf-8") as f:
            report = json.load(f)
        for benchmark in report["Benchmarks"]:
            actual = [m for m in benchmark["Measurements"] if m["IterationMode"] == "Workload" and m["IterationStage"] == "Actual"]
            medians[benchmark["FullName"]] = statistics.median(m["Nanoseconds"] / m["Operations"] for m in actual)
    return medians


def methods_of(argv):
    """The methods a launch's --filter globs select, in order (the "Method(*" globs for parameter cases left out)."""
    start = argv.index("--filter") + 1
    end = next((i for i in range(start, len(argv)) if argv[i].startswith("--")), len(argv))
    return [f for f in argv[start:end] if "(" not in f]


def with_filters(argv, methods):
    start = argv.index("--filter") + 1
    end = next((i for i in range(start, len(argv)) if argv[i].startswith("--")), len(argv))
    return argv[:start] + [g for m in methods for g in (m, m + "(*")] + argv[end:]


def spread(values):
    logs = [math.log(v) for v in values]
    return 100 * statistics.stdev(logs) if len(logs) > 1 else float("nan")


def run(argv, cwd, added, artifacts):
    argv = list(argv)
    argv[argv.index("--artifacts") + 1] = artifacts
    lines, ended = timed_lines(argv, cwd, added)
    seconds, _ = phases_of(lines, ended)
    return case_medians(artifacts), ended, seconds["start-up"] + seconds["exporters"]


def main(args):
    reps, out, most = 6, None, None
    while args and args[0].startswith("--"):
        flag, value, args = args[0], args[1], args[2:]
        reps = int(value) if flag == "--reps" else reps
        most = int(value) if flag == "--groups" else most
        out = value if flag == "--out" else out
    if not args:
        raise SystemExit(__doc__)
    folder, label = args[0], (args[1] if len(args) > 1 else os.path.basename(os.path.abspath(args[0])))
    groups = []
    for launch in sorted(d for d in os.listdir(folder) if d.startswith("r01-head-")):
        argv, cwd, added = command_of(os.path.join(folder, launch))
        if len(methods_of(argv)) > 1:
            groups.append((argv, cwd, added))
    groups = groups[:most] if most else groups
    if not groups:
        raise SystemExit(f"{folder}: no round-1 head launch holds two or more methods")
    samples = {}  # (side, case) -> launch medians
    walls = []  # per group and rep: (methods, A wall, B wall, A start-up+exporters, B start-up+exporters)
    with tempfile.TemporaryDirectory(prefix="perfgate-batch-ab-") as scratch:
        for rep in range(reps):
            for g, (argv, cwd, added) in enumerate(groups):
                methods = methods_of(argv)
                # Which way goes first alternates by rep, so a trend favours neither.
                order = ("A", "B") if rep % 2 == 0 else ("B", "A")
                wall = {"A": 0.0, "B": 0.0}
                fixed = {"A": 0.0, "B": 0.0}
                for side in order:
                    runs = [with_filters(argv, [m]) for m in methods] if side == "A" else [argv]
                    for k, one in enumerate(runs):
                        medians, ended, overhead = run(one, cwd, added, os.path.join(scratch, f"{rep}-{g}-{side}-{k}"))
                        wall[side] += ended
                        fixed[side] += overhead
                        for case, median in medians.items():
                            samples.setdefault((side, case), []).append(median)
                walls.append({"methods": len(methods), "A": wall["A"], "B": wall["B"], "A_fixed": fixed["A"], "B_fixed": fixed["B"]})
                print(f"  rep {rep + 1}, launch {g + 1} ({len(methods)} methods): wall A {wall['A']:.2f} s, B {wall['B']:.2f} s", file=sys.stderr)
    cases = sorted({case for _, case in samples})
    print(f"{label}: {reps} reps; A = one process per method, B = the methods of a launch together (PerfGate's launch)")
    print("| case | ns/op A | ns/op B | B/A | spread A | spread B |")
    print("|---|---:|---:|---:|---:|---:|")
    for case in cases:
        a, b = samples.get(("A", case), []), samples.get(("B", case), [])
        if not a or not b:
            continue
        print(f"| {case.split('.', 1)[-1]} | {statistics.median(a):.2f} | {statistics.median(b):.2f} | ×{statistics.median(b) / statistics.median(a):.3f} | "
              f"{spread(a):.1f} % | {spread(b):.1f} % |")
    a_wall, b_wall = sum(w["A"] for w in walls), sum(w["B"] for w in walls)
    print(f"wall time of the grouped methods, all reps: A {a_wall:.1f} s, B {b_wall:.1f} s (×{b_wall / a_wall:.3f}); "
          f"start-up + exporters: A {100 * sum(w['A_fixed'] for w in walls) / a_wall:.1f} %, B {100 * sum(w['B_fixed'] for w in walls) / b_wall:.1f} % of the wall time")
    if out:
        with open(out, "w", encoding="utf-8") as f:
            json.dump({"label": label, "reps": reps, "walls": walls, "samples": {f"{s}|{c}": v for (s, c), v in samples.items()}}, f, indent=1)


if __name__ == "__main__":
    main(sys.argv[1:])
