#!/usr/bin/env python3
"""Writes a synthetic PerfGate baseline and BenchmarkDotNet-shaped full JSON reports for scale tests.

usage: make-synthetic.py OUT_DIR BENCHMARKS SAMPLES [SEED] [--launches N] [--format compressed|full]

The run is the baseline with log-normal noise (CV 5% per sample, 2% per launch) and every 50th benchmark 30%
slower, so the comparer does real work on every benchmark. One report file per 100 benchmarks, as
BenchmarkDotNet writes one per class, as its `json` exporter writes `*-report-full-compressed.json` (the report the
gate asks BenchmarkDotNet for: no whitespace at all), or with --format full as `fulljson` writes `*-report-full.json`
(indented; what a user's own run may hand to `perfgate compare`). Before 2026-11-23's fourth session they were one
line with ", " and ": " between tokens, a shape BenchmarkDotNet never writes.

The samples are spread over launches (5 by default; --launches 0 writes none), and both sides say so as real
ones do: the baseline's `launchSizes`, and in each report a BenchmarkDotNet 0.15.8 `Measurements` array
(Workload Jitting, Pilot, Warmup, Actual and Result iterations per LaunchIndex, as the `ci` job without overhead
evaluation writes them), so the comparer takes the launch-median path real reports take and reads as many
bytes as it would.
"""
import argparse, json, math, os, random, sys

parser = argparse.ArgumentParser(description="Synthetic PerfGate baseline and BenchmarkDotNet reports.")
parser.add_argument("out")
parser.add_argument("count", type=int)
parser.add_argument("samples", type=int)
parser.add_argument("seed", type=int, nargs="?", default=1)
parser.add_argument("--launches", type=int, default=5)
parser.add_argument("--format", choices=["compressed", "full"], default="compressed")
args = parser.parse_args()
out, count, samples, launches = args.out, args.count, args.samples, args.launches
rng = random.Random(args.seed)
if launches and samples % launches:
    sys.exit(f"make-synthetic.py: {samples} samples do not split into {launches} launches of equal size")
os.makedirs(os.path.join(out, "results"), exist_ok=True)
host = {"runtimeVersion": ".NET 10.0.12 (10.0.1226.42308)", "osVersion": "Debian GNU/Linux 12 (bookworm)",
        "processorName": "AMD EPYC", "physicalCoreCount": 2, "logicalCoreCount": 2,
        "benchmarkDotNetVersion": "0.15.8", "architecture": "X64"}
sigma = math.sqrt(math.log(1 + 0.05 ** 2))
launch_sigma = math.sqrt(math.log(1 + 0.02 ** 2))
sizes = [samples // launches] * launches if launches else []

def draw(median):
    if not launches:
        return [median * math.exp(rng.gauss(0, sigma)) for _ in range(samples)]
    values = []
    for size in sizes:
        launch_median = median * math.exp(rng.gauss(0, launch_sigma))
        values += [launch_median * math.exp(rng.gauss(0, sigma)) for _ in range(size)]
    return values

def measurements(values):
    """Per launch: what BenchmarkDotNet 0.15.8 records with --noOverheadEvaluation; Result holds the samples."""
    operations = 1 << 20
    rows = []
    # A 1 GHz chronometer, as on Linux: whole nanoseconds per iteration.
    def add(stage, launch, index, ops, ns_per_op):
        rows.append({"IterationMode": "Workload", "IterationStage": stage, "LaunchIndex": launch, "IterationIndex": index,
                     "Operations": ops, "Nanoseconds": round(ns_per_op * ops)})
    start = 0
    for launch, size in enumerate(sizes, 1):
        mine = values[start:start + size]
        start += size
        for i in range(2):
            add("Jitting", launch, i + 1, 1, mine[0] * 1000)
        for i in range(7):
            add("Pilot", launch, i + 1, 1 << (4 + 2 * i), mine[0])
        for i in range(2):
            add("Warmup", launch, i + 1, operations, mine[i])
        for i, v in enumerate(mine):
            add("Actual", launch, i + 1, operations, v)
        for i, v in enumerate(mine):
            add("Result", launch, i + 1, operations, v)
    return rows

baseline, classes = [], {}
for i in range(count):
    cls, median = f"Synthetic.Class{i // 100:05d}", 100 * (1 + i % 97)
    bid = f"{cls}.Method{i % 100:03d}(N: {i})"
    base, cur = draw(median), draw(median * (1.3 if i % 50 == 0 else 1.0))
    entry = {"id": bid, "bytesAllocatedPerOperation": 72, "meanNs": sum(base) / samples,
             "medianNs": sorted(base)[samples // 2], "standardDeviationNs": 0, "sampleCount": samples, "samplesNs": base}
    if launches:
        entry["launchSizes"] = sizes
    baseline.append(entry)
    benchmark = {"FullName": bid, "Statistics": {"OriginalValues": cur, "N": samples, "Mean": sum(cur) / samples,
                 "Median": sorted(cur)[samples // 2], "StandardDeviation": 0},
                 "Memory": {"BytesAllocatedPerOperation": 72}}
    if launches:
        benchmark["Measurements"] = measurements(cur)
        # BenchmarkDotNet's samples are the Result iterations' nanoseconds per operation.
        results = [m for m in benchmark["Measurements"] if m["IterationStage"] == "Result"]
        cur[:] = [m["Nanoseconds"] / m["Operations"] for m in results]
        benchmark["Statistics"].update(OriginalValues=cur, Mean=sum(cur) / samples, Median=sorted(cur)[samples // 2])
    classes.setdefault(cls, []).append(benchmark)

baseline.sort(key=lambda b: b["id"])
with open(os.path.join(out, "baseline.json"), "w") as f:
    json.dump({"schemaVersion": 1, "host": host,
               "job": {"launchCount": max(launches, 1), "iterationCount": samples // max(launches, 1)},
               "benchmarks": baseline}, f)
bdn_host = {"RuntimeVersion": host["runtimeVersion"], "OsVersion": host["osVersion"], "ProcessorName": "AMD EPYC",
            "PhysicalCoreCount": 2, "LogicalCoreCount": 2, "BenchmarkDotNetVersion": "0.15.8", "Architecture": "X64"}

def bdn_json(value, level=0):
    """JSON as BenchmarkDotNet's `fulljson` exporter (the one the gate asks for) indents it: three spaces a level, no
    space after a colon, a number array on one line, objects in an array joined by `},{`."""
    pad, inner = "   " * level, "   " * (level + 1)
    if isinstance(value, dict):
        members = ",\n".join(f"{inner}{json.dumps(k)}:{bdn_json(v, level + 1)}" for k, v in value.items())
        return "{\n" + members + "\n" + pad + "}"
    if isinstance(value, list):
        if value and all(isinstance(v, dict) for v in value):
            return "[\n" + inner + ",".join(bdn_json(v, level + 1) for v in value) + "\n" + pad + "]"
        return "[\n" + inner + ",".join(json.dumps(v) for v in value) + "\n" + pad + "]"
    return json.dumps(value)

for cls, benchmarks in classes.items():
    report = {"Title": cls, "HostEnvironmentInfo": bdn_host, "Benchmarks": benchmarks}
    if args.format == "full":
        with open(os.path.join(out, "results", f"{cls}-report-full.json"), "w") as f:
            f.write(bdn_json(report))
    else:
        with open(os.path.join(out, "results", f"{cls}-report-full-compressed.json"), "w") as f:
            json.dump(report, f, separators=(",", ":"))
