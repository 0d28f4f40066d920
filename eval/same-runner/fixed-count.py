"""Pilot once (issue 39, lever 2) for eval/same-runner/noise.sh: from a launch's BenchmarkDotNet report, the iteration
size every later launch of the method reuses instead of running a pilot of its own. The invocation count is sized on
the speed the measured iterations reached (not on the pilot's, which can be the not yet tiered-up code's), so that the
slowest case of the method fills one iteration of the target time; the unroll factor is the one the launch's pilot used
(16 for a synchronous method, whose pilot counts go up in multiples of 16, else 1).

    python3 fixed-count.py RESULTS_DIR [ITERATION_MS]     prints: --invocationCount N --unrollFactor U"""
import glob, json, math, os, statistics, sys

folder, target_ms = sys.argv[1], float(sys.argv[2]) if len(sys.argv) > 2 else 100.0
slowest, unroll = 0.0, 16
for report in glob.glob(os.path.join(folder, "*-report-full*.json")):
    for b in json.load(open(report, encoding="utf-8")).get("Benchmarks", []):
        ms = b.get("Measurements") or []
        actual = [m["Nanoseconds"] / m["Operations"] for m in ms if m["IterationMode"] == "Workload" and m["IterationStage"] == "Actual"]
        if actual:
            slowest = max(slowest, statistics.median(actual))
        if any(m["Operations"] % 16 for m in ms if m["IterationMode"] == "Workload" and m["IterationStage"] == "Pilot"):
            unroll = 1
if slowest <= 0:
    sys.exit(f"fixed-count.py: no measured iteration in {folder}")
per_iteration = target_ms * 1e6 / slowest
if per_iteration < 16:
    unroll = 1
count = max(unroll, math.ceil(per_iteration / unroll) * unroll)
print(f"--invocationCount {count} --unrollFactor {unroll}")
