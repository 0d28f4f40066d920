"""Pilot once (issue 39, lever 2) for eval/same-runner/noise.sh: from a launch's BenchmarkDotNet report, the iteration
size every later launch of the method reuses instead of running a pilot of its own. The invocation count is sized on
the speed the measured iterations reached (not on the pilot's, which can be the not yet tiered-up code's), so that the
slowest case of the method fills one iteration of the target time; the unroll factor is the one the launch's pilot used
(16 for a synchronous method, whose pilot counts go up in multiples of 16, else 1).

With --settle (lever 7, a warmup as long as the code took to settle), it also prints the warmup count of a later
launch: the time this launch's workload ran before the code settled (the pilot's and warmup's iterations before the
first 3 in a row within 10 % of the measured median), divided by one sized iteration at the settled speed, plus 3 for
the settled iterations this launch saw before its measured ones; at least 3, at most 30. The largest over the cases.

    python3 fixed-count.py RESULTS_DIR [ITERATION_MS] [--settle]
        prints: --invocationCount N --unrollFactor U [--warmupCount K]"""
import glob, json, math, os, statistics, sys

args = [a for a in sys.argv[1:] if a != "--settle"]
settle = "--settle" in sys.argv[1:]
folder, target_ms = args[0], float(args[1]) if len(args) > 1 else 100.0
slowest, unroll = 0.0, 16
settle_ns = []  # per case: (workload ns before it settled, its settled ns per op)
for report in glob.glob(os.path.join(folder, "*-report-full*.json")):
    for b in json.load(open(report, encoding="utf-8")).get("Benchmarks", []):
        ms = b.get("Measurements") or []
        actual = [m["Nanoseconds"] / m["Operations"] for m in ms if m["IterationMode"] == "Workload" and m["IterationStage"] == "Actual"]
        if actual:
            slowest = max(slowest, statistics.median(actual))
            final = statistics.median(actual)
            before = [m for m in ms if m["IterationMode"] == "Workload" and m["IterationStage"] in ("Jitting", "Pilot", "Warmup")]
            per_op = [m["Nanoseconds"] / m["Operations"] for m in before]
            settled_at = len(before)
            for i in range(len(before)):
                if all(p <= 1.10 * final for p in per_op[i:i + 3]) and len(per_op[i:i + 3]) == 3:
                    settled_at = i
                    break
            settle_ns.append((sum(m["Nanoseconds"] for m in before[:settled_at]), final))
        if any(m["Operations"] % 16 for m in ms if m["IterationMode"] == "Workload" and m["IterationStage"] == "Pilot"):
            unroll = 1
if slowest <= 0:
    sys.exit(f"fixed-count.py: no measured iteration in {folder}")
per_iteration = target_ms * 1e6 / slowest
if per_iteration < 16:
    unroll = 1
count = max(unroll, math.ceil(per_iteration / unroll) * unroll)
line = f"--invocationCount {count} --unrollFactor {unroll}"
if settle:
    warmups = max(min(30, max(3, math.ceil(ns / (count * final)) + 3)) for ns, final in settle_ns)
    line += f" --warmupCount {warmups}"
print(line)
