"""Between-launch spread per case in A/A same-runner recordings (eval/same-runner/record.sh): the standard deviation
of ln(launch median) over every launch of the case, base and head together (one build: every difference is the
machine's or the launch's), beside the spread of iterations inside a launch (the median over launches).

    python3 eval/same-runner/spread.py RECORDING.json...
"""
import json
import math
import statistics
import sys

from modes import short_name


def sd_ln(values):
    logs = [math.log(v) for v in values if v > 0]
    return 100 * statistics.stdev(logs) if len(logs) > 1 else float("nan")


def main(paths):
    if not paths:
        raise SystemExit(__doc__)
    print("| recording | case | launches | within a launch | between launches |")
    print("|---|---|---:|---:|---:|")
    for path in paths:
        recording = json.load(open(path, encoding="utf-8"))
        if recording.get("seeded"):
            continue  # base and head differ by design
        name = f"{recording['suite']} / {recording['condition']}"
        cases = {}
        for launch in recording["launches"]:
            for case, measured in launch["cases"].items():
                if measured["samples"]:
                    cases.setdefault(case, []).append(measured["samples"])
        for case in sorted(cases):
            launches = cases[case]
            within = statistics.median(sd_ln(s) for s in launches if len(s) > 1)
            between = sd_ln([statistics.median(s) for s in launches])
            print(f"| {name} | `{short_name(case)}` | {len(launches)} | {within:.1f} % | {between:.1f} % |")


if __name__ == "__main__":
    main(sys.argv[1:])
