"""Turns one same-runner gate's launch folders (<artifacts>/same-runner/rNN-{base|head}-<method>/) into the compact
recording eval/Evaluation replays (--drift): per launch its round, side, method, process seconds and, per benchmark
case, the per-operation samples (BenchmarkDotNet's Statistics.OriginalValues, ns, 3 decimals) and bytes/op.
Called by eval/same-runner/record.sh."""
import argparse, glob, json, os, re

p = argparse.ArgumentParser()
p.add_argument("folder"); p.add_argument("out")
for name in ("suite", "condition", "started", "load-before", "load-after", "load-start", "load-max", "steal-percent", "calibration-ns", "calibration-after-ns", "foreign", "seeded"):
    p.add_argument("--" + name, default="")
p.add_argument("--pairs", type=int, required=True); p.add_argument("--seconds", type=float, required=True)
a = p.parse_args()

launches = []
for path in sorted(glob.glob(os.path.join(a.folder, "r[0-9][0-9]-*-*"))):
    m = re.match(r"r(\d+)-(base|head)-(.+)$", os.path.basename(path))
    if not m:
        continue
    log = os.path.join(path, "perfgate-run.log")
    seconds = None
    if os.path.exists(log):
        for line in open(log, encoding="utf-8", errors="replace"):
            s = re.search(r"benchmark process exited with code \d+ after ([0-9.]+) s", line)
            if s:
                seconds = float(s.group(1))
    cases = {}
    for report in glob.glob(os.path.join(path, "results", "*-report-full*.json")):
        for b in json.load(open(report, encoding="utf-8")).get("Benchmarks", []):
            stats = b.get("Statistics") or {}
            values = [v for v in (stats.get("OriginalValues") or []) if isinstance(v, (int, float))]
            if not values:
                continue
            memory = b.get("Memory") or {}
            cases[b["FullName"]] = {"samples": [round(v, 3) for v in values], "bytes": memory.get("BytesAllocatedPerOperation")}
    launches.append({"round": int(m.group(1)), "side": m.group(2), "method": m.group(3), "seconds": seconds, "cases": cases})

def load(text):
    return [float(x) for x in text.split()] if text else []

def number(text):
    return float(text) if text else None

recording = {
    "suite": a.suite, "condition": a.condition, "pairs": a.pairs, "started": a.started, "gateSeconds": a.seconds,
    "loadBefore": load(a.load_before), "loadAfter": load(a.load_after), "seeded": a.seeded or None,
    "loadAtStart": number(a.load_start), "loadMax": number(a.load_max), "stealPercent": number(a.steal_percent),
    "calibrationNs": number(a.calibration_ns), "calibrationAfterNs": number(a.calibration_after_ns),
    "foreignProcesses": a.foreign or None, "launches": launches,
}
os.makedirs(os.path.dirname(os.path.abspath(a.out)), exist_ok=True)
with open(a.out, "w", encoding="utf-8") as f:
    json.dump(recording, f, separators=(",", ":"))
    f.write("\n")
