"""Tabulates eval/same-runner/drift.sh's reports: per gate, the time verdicts that failed the gate (regressed and
not advisory) and the raw 'regressed' time verdicts, split into the seeded benchmark and the others."""
import glob, json, os, sys

work = sys.argv[1] if len(sys.argv) > 1 else "/tmp/perfgate-drift"
slowed = "Sample.Streaming.DataStreamerBenchmark.Stream(ServerCount: 1)"
print("| scenario | mode | gate | gate passed | time verdicts | gating time regressions (others) | raw 'regressed' (others) | seeded benchmark: gating / ratio |")
print("|---|---|---|---|---:|---:|---:|---|")
for path in sorted(glob.glob(os.path.join(work, "*-*-*", "report.json"))):
    name = os.path.basename(os.path.dirname(path))
    scenario, rest = name.split("-", 1)
    mode, n = rest.rsplit("-", 1)
    r = json.load(open(path))
    timed = [b for b in r["benchmarks"] if b.get("time")]
    raw = [b["id"] for b in timed if b["time"]["status"] == "regressed"]
    gating = [b["id"] for b in timed if b["time"]["status"] == "regressed" and not b["time"]["advisory"]]
    seeded = next((b["time"] for b in timed if b["id"] == slowed), None)
    others = lambda ids: len([i for i in ids if i != slowed]) if scenario == "slowed" else len(ids)
    seed = "-" if scenario != "slowed" or seeded is None else f"{'yes' if slowed in gating else 'no'} / x{seeded['ratio']:.2f}"
    print(f"| {scenario} | {mode} | {n} | {r['passed']} | {len(timed)} | {others(gating)} | {others(raw)} | {seed} |")
