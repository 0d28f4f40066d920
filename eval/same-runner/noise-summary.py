"""Summarises eval/same-runner/noise.sh: per benchmark case and setting, the spread of iterations inside a launch
(median over launches of the standard deviation of ln sample), the spread between launches (standard deviation of
ln launch median), and the median seconds of a launch process. What decides a setting's worth for the paired test is
the between-launch variance a second of benchmark time buys down: the paired test's smallest detectable change shrinks
with sigma_between / sqrt(pairs), and pairs cost seconds, so 'cost' = sigma_between^2 x seconds per launch, relative to the
shipped setting (below 1: the setting sees more per second)."""
import argparse, glob, json, math, os, re, statistics

p = argparse.ArgumentParser()
p.add_argument("launches"); p.add_argument("out")
for name in ("load", "load-start", "load-after", "steal-percent", "seconds", "watch", "started", "calibration-ns", "calibration-after-ns"):
    p.add_argument("--" + name, default="")
a = p.parse_args()

launches = []
for path in sorted(glob.glob(os.path.join(a.launches, "*-r[0-9][0-9]-*"))):
    if not os.path.isdir(path):
        continue
    m = re.match(r"([a-z0-9]+)-r(\d+)-(.+)$", os.path.basename(path))
    seconds = float(open(path + ".seconds").read().strip())
    cases = {}
    for report in glob.glob(os.path.join(path, "results", "*-report-full*.json")):
        for b in json.load(open(report, encoding="utf-8")).get("Benchmarks", []):
            values = [v for v in ((b.get("Statistics") or {}).get("OriginalValues") or []) if isinstance(v, (int, float)) and v > 0]
            if values:
                cases[b["FullName"]] = [round(v, 3) for v in values]
    launches.append({"setting": m.group(1), "round": int(m.group(2)), "method": m.group(3), "seconds": round(seconds, 2), "cases": cases})

settings = []
for l in launches:
    if l["setting"] not in settings:
        settings.append(l["setting"])
cases = sorted({c for l in launches for c in l["cases"]})

def sd(xs):
    return statistics.stdev(xs) if len(xs) > 1 else float("nan")

table = {}
for case in cases:
    for s in settings:
        mine = [l for l in launches if l["setting"] == s and case in l["cases"]]
        if len(mine) < 2:
            continue
        medians = [statistics.median(l["cases"][case]) for l in mine]
        within = statistics.median(sd([math.log(v) for v in l["cases"][case]]) for l in mine)
        between = sd([math.log(m) for m in medians])
        secs = statistics.median(l["seconds"] for l in mine)
        table[(case, s)] = {"launches": len(mine), "medianNs": statistics.median(medians), "within": within, "between": between, "seconds": secs}

def short(case):
    return re.sub(r"^Sample\.[A-Za-z]+\.", "", case)

watch = json.load(open(a.watch)) if a.watch else {"loadMax": None, "foreign": []}
foreign = "; ".join(f"{f['command'][:60]} {f['cpuSeconds']} s" for f in watch["foreign"]) or "none"
print(f"Load {a.load}: 1-min load at start {a.load_start}, max {watch['loadMax']}, after {a.load_after}, steal {a.steal_percent} %, "
      f"{a.seconds} s, calibration {a.calibration_ns} -> {a.calibration_after_ns} ns; other processes that used CPU: {foreign}\n")
print("| case | " + " | ".join(settings) + " |")
print("|---|" + "---|" * len(settings))
for case in cases:
    ci = table.get((case, "ci"))
    cells = []
    for s in settings:
        t = table.get((case, s))
        if not t:
            cells.append("")
            continue
        cost = (t["between"] ** 2 * t["seconds"]) / (ci["between"] ** 2 * ci["seconds"]) if ci and ci["between"] > 0 else float("nan")
        cells.append(f"{100 * t['within']:.1f} / {100 * t['between']:.1f} % · {t['seconds']:.1f} s · ×{cost:.2f}")
    print(f"| `{short(case)}` | " + " | ".join(cells) + " |")
print("\nEach cell: within-launch / between-launch spread (sd of ln), seconds per launch, cost = between² × seconds relative to ci.")

summary = [{"case": c, "setting": s, **{k: (round(v, 5) if isinstance(v, float) else v) for k, v in t.items()}} for (c, s), t in table.items()]
with open(a.out, "w", encoding="utf-8") as f:
    json.dump({"load": a.load, "loadAtStart": a.load_start, "loadAfter": a.load_after, "stealPercent": a.steal_percent,
               "seconds": a.seconds, "started": a.started or None,
               "calibrationNs": float(a.calibration_ns) if a.calibration_ns else None,
               "calibrationAfterNs": float(a.calibration_after_ns) if a.calibration_after_ns else None, "loadMax": watch["loadMax"], "foreign": watch["foreign"], "summary": summary, "launches": launches}, f, separators=(",", ":"))
    f.write("\n")
