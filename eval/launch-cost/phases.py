#!/usr/bin/env python3
"""Where a same-runner launch's wall time goes, phase by phase.

Re-runs launches of a finished same-runner gate (each launch's command is the first line of its perfgate-run.log)
with the benchmark process's standard output read line by line and every line time-stamped as it arrives
(.NET flushes Console.Out on every write, so a line's time is when BenchmarkDotNet wrote it). The phases are cut
at BenchmarkDotNet's own progress lines:

  start-up   process start -> the first OverheadJitting/WorkloadJitting line of the first case: runtime start,
             assembly load, benchmark discovery and validation, host detection, the in-process "build", and
             the first jitting invocation
  jitting    the rest of the jitting stage (every case)
  pilot      the pilot stage, which sizes an iteration to the job's IterationTime (every case)
  warmup     the warmup iterations (every case)
  measured   the measured iterations, whose samples the gate judges (every case)
  diagnosers after the measured iterations up to the case's statistics: the memory diagnoser's extra run
             (every case)
  exporters  after the last case's statistics: exporters, summary, artifacts clean-up, runtime shutdown

Usage: phases.py [--reps N] [--out FILE.json] SAME_RUNNER_FOLDER [LABEL]
  SAME_RUNNER_FOLDER  obj/perfgate/same-runner of a finished gate (its r01-{base,head}-<method> launch folders)
Runs the round-1 head launch of every method N times (default 3), one after the other, and prints per phase the
median seconds over launches and its share of the launch's wall time.
"""
import json
import os
import re
import shlex
import statistics
import subprocess
import sys
import tempfile
import time

PHASES = ["start-up", "jitting", "pilot", "warmup", "measured", "diagnosers", "exporters"]
STAGE = re.compile(r"^(OverheadJitting|WorkloadJitting|WorkloadPilot|OverheadWarmup|WorkloadWarmup|OverheadActual|WorkloadActual)\s+\d+:")


def command_of(launch_folder):
    """The launch's command line, working directory and the variables the gate added to its environment."""
    with open(os.path.join(launch_folder, "perfgate-run.log"), encoding="utf-8") as log:
        first = log.readline()
        second = log.readline()
        third = log.readline()
    prefix = "// perfgate run: "
    if not first.startswith(prefix):
        raise SystemExit(f"{launch_folder}: perfgate-run.log does not start with the launch's command")
    argv = shlex.split(first[len(prefix):].strip())
    cwd = second.split(": ", 1)[1].strip() if second.startswith("// working directory: ") else None
    added = third.split(": ", 1)[1].split() if third.startswith("// environment added: ") else []
    return argv, cwd, dict(v.split("=", 1) for v in added)


def timed_lines(argv, cwd, added=None):
    """The process's output lines, each with seconds since the process was started, and the exit time."""
    env = {k: v for k, v in os.environ.items() if not k.upper().startswith("MSBUILD") and k not in ("_MSBUILDTLENABLED",)}
    env.update(added or {})
    started = time.monotonic()
    process = subprocess.Popen(argv, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, bufsize=1)
    lines = [(time.monotonic() - started, line.rstrip("\n")) for line in process.stdout]
    process.wait()
    ended = time.monotonic() - started
    if process.returncode != 0:
        raise SystemExit(f"{' '.join(argv)} exited with {process.returncode}")
    return lines, ended


def phases_of(lines, ended):
    """Seconds per phase for one launch (see the module's docstring)."""
    cases = []  # per case: the time of the last line of each stage seen
    for at, text in lines:
        if text.startswith("// Benchmark: "):
            cases.append({"begin": at})
        m = STAGE.match(text)
        if m and cases:
            stage = m.group(1)
            kind = "jitting" if stage.endswith("Jitting") else "pilot" if stage.endswith("Pilot") else "warmup" if stage.endswith("Warmup") else "measured"
            case = cases[-1]
            case.setdefault(f"first-{kind}", at)
            case[f"last-{kind}"] = at
        # The case's statistics, printed right after its diagnosers ran (the summary prints them again, later).
        if cases and text.startswith("Mean = ") and "last-measured" in cases[-1]:
            cases[-1].setdefault("end", at)
    if not cases or any("last-measured" not in c or "end" not in c for c in cases):
        raise SystemExit("a case without measured iterations: not a launch of the ci job?")
    seconds = dict.fromkeys(PHASES, 0.0)
    seconds["start-up"] = cases[0]["first-jitting"]
    for i, case in enumerate(cases):
        # From the case's header (the previous case's statistics for every case but the first) to its last jitting line.
        seconds["jitting"] += case["last-jitting"] - (case["first-jitting"] if i == 0 else cases[i - 1]["end"])
        seconds["pilot"] += case.get("last-pilot", case["last-jitting"]) - case["last-jitting"]
        seconds["warmup"] += case["last-warmup"] - case.get("last-pilot", case["last-jitting"])
        seconds["measured"] += case["last-measured"] - case["last-warmup"]
        seconds["diagnosers"] += case["end"] - case["last-measured"]
    seconds["exporters"] = ended - cases[-1]["end"]
    return seconds, len(cases)


def main(args):
    reps, out = 3, None
    while args and args[0].startswith("--"):
        flag, value, args = args[0], args[1], args[2:]
        if flag == "--reps":
            reps = int(value)
        elif flag == "--out":
            out = value
        else:
            raise SystemExit(f"unknown option {flag}")
    if not args:
        raise SystemExit(__doc__)
    folder, label = args[0], (args[1] if len(args) > 1 else os.path.basename(os.path.abspath(args[0])))
    launches = sorted(d for d in os.listdir(folder) if d.startswith("r01-head-"))
    if not launches:
        raise SystemExit(f"{folder}: no r01-head-* launch folder: not the same-runner folder of a finished gate")
    rows = []
    with tempfile.TemporaryDirectory(prefix="perfgate-phases-") as scratch:
        for rep in range(1, reps + 1):
            for launch in launches:
                argv, cwd, added = command_of(os.path.join(folder, launch))
                # Into a scratch folder: the gate's own results stay as they were.
                argv[argv.index("--artifacts") + 1] = os.path.join(scratch, f"{rep}-{launch}")
                lines, ended = timed_lines(argv, cwd, added)
                seconds, cases = phases_of(lines, ended)
                rows.append({"rep": rep, "method": launch[len("r01-head-"):], "cases": cases, "wall": ended, "phases": seconds})
                print(f"  {rep} {launch[len('r01-head-'):]}: {ended:.2f} s, start-up {seconds['start-up']:.2f} s, "
                      f"measured {seconds['measured']:.2f} s", file=sys.stderr)
    print(f"{label}: {len(launches)} methods x {reps}, median over launches")
    print(f"| phase | median s | share of wall |")
    print(f"|---|---:|---:|")
    for phase in PHASES + ["wall"]:
        values = [r["wall"] if phase == "wall" else r["phases"][phase] for r in rows]
        shares = [(r["wall"] if phase == "wall" else r["phases"][phase]) / r["wall"] for r in rows]
        print(f"| {phase} | {statistics.median(values):.2f} | {100 * statistics.median(shares):.1f} % |")
    overhead = [(r["phases"]["start-up"] + r["phases"]["exporters"]) / r["wall"] for r in rows]
    print(f"start-up + exporters: median {100 * statistics.median(overhead):.1f} % of a launch's wall time "
          f"(range {100 * min(overhead):.1f}-{100 * max(overhead):.1f} %)")
    if out:
        with open(out, "w", encoding="utf-8") as f:
            json.dump({"label": label, "reps": reps, "launches": rows}, f, indent=1)


if __name__ == "__main__":
    main(sys.argv[1:])
