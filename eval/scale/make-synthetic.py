#!/usr/bin/env python3
"""Writes a synthetic PerfGate baseline and a BenchmarkDotNet-shaped full JSON report for scale tests.

usage: make-synthetic.py OUT_DIR BENCHMARKS SAMPLES [SEED]

The run is the baseline with log-normal noise (CV 5%) and every 50th benchmark 30% slower, so the
comparer does real work on every benchmark. One report file per 100 benchmarks, as BenchmarkDotNet
writes one per class.
"""
import json, math, os, random, sys

out, count, samples = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
rng = random.Random(int(sys.argv[4]) if len(sys.argv) > 4 else 1)
os.makedirs(os.path.join(out, "results"), exist_ok=True)
host = {"runtimeVersion": ".NET 10.0.12 (10.0.1226.42308)", "osVersion": "Debian GNU/Linux 12 (bookworm)",
        "processorName": "AMD EPYC", "physicalCoreCount": 2, "logicalCoreCount": 2,
        "benchmarkDotNetVersion": "0.14.0", "architecture": "X64"}
sigma = math.sqrt(math.log(1 + 0.05 ** 2))

def draw(median):
    return [median * math.exp(rng.gauss(0, sigma)) for _ in range(samples)]

baseline, classes = [], {}
for i in range(count):
    cls, median = f"Synthetic.Class{i // 100:05d}", 100 * (1 + i % 97)
    bid = f"{cls}.Method{i % 100:03d}(N: {i})"
    base, cur = draw(median), draw(median * (1.3 if i % 50 == 0 else 1.0))
    baseline.append({"id": bid, "bytesAllocatedPerOperation": 72, "meanNs": sum(base) / samples,
                     "medianNs": sorted(base)[samples // 2], "standardDeviationNs": 0, "sampleCount": samples,
                     "samplesNs": base})
    classes.setdefault(cls, []).append({"FullName": bid, "Statistics": {"OriginalValues": cur, "N": samples,
        "Mean": sum(cur) / samples, "Median": sorted(cur)[samples // 2], "StandardDeviation": 0},
        "Memory": {"BytesAllocatedPerOperation": 72}})

baseline.sort(key=lambda b: b["id"])
with open(os.path.join(out, "baseline.json"), "w") as f:
    json.dump({"schemaVersion": 1, "host": host, "job": {"launchCount": 1, "iterationCount": samples},
               "benchmarks": baseline}, f)
bdn_host = {"RuntimeVersion": host["runtimeVersion"], "OsVersion": host["osVersion"], "ProcessorName": "AMD EPYC",
            "PhysicalCoreCount": 2, "LogicalCoreCount": 2, "BenchmarkDotNetVersion": "0.14.0", "Architecture": "X64"}
for cls, benchmarks in classes.items():
    with open(os.path.join(out, "results", f"{cls}-report-full-compressed.json"), "w") as f:
        json.dump({"Title": cls, "HostEnvironmentInfo": bdn_host, "Benchmarks": benchmarks}, f)
