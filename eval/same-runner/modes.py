"""The modes a launch lands in, per case and setting, from a noise study (eval/same-runner/noise.sh's JSON).

Per case and setting: the launch medians in order (ns/op), their max/min ratio, and how many launches tiered up while
they measured: their first measured iteration over their last is beyond --tier-up (default ×1.15), the signature of a
method whose code changed tier during the measured iterations.

    python3 eval/same-runner/modes.py noise-SUITE-idle.json [--tier-up 1.15]
"""
import json
import statistics
import sys


def short_name(case):
    """Type.Method(parameters): the case's id without its namespace."""
    name = case.split("(")[0]
    return ".".join(name.split(".")[-2:]) + case[len(name):]


def main(args):
    if not args:
        raise SystemExit(__doc__)
    tier_up = float(args[args.index("--tier-up") + 1]) if "--tier-up" in args else 1.15
    study = json.load(open(args[0], encoding="utf-8"))
    rows = {}
    for launch in study["launches"]:
        for case, samples in launch["cases"].items():
            rows.setdefault((case, launch["setting"]), []).append(samples)
    settings = list(dict.fromkeys(launch["setting"] for launch in study["launches"]))
    print(f"| case | setting | launch medians (ns/op, sorted) | max / min | launches that tiered up while measured |")
    print("|---|---|---|---:|---:|")
    for case in sorted({c for c, _ in rows}):
        for setting in settings:
            launches = rows.get((case, setting))
            if not launches:
                continue
            medians = sorted(statistics.median(s) for s in launches)
            moved = sum(1 for s in launches if s[0] / s[-1] > tier_up)
            shown = ", ".join(f"{m:,.0f}" if m >= 100 else f"{m:.1f}" for m in medians)
            print(f"| `{short_name(case)}` | {setting} | {shown} | ×{medians[-1] / medians[0]:.2f} | {moved} of {len(launches)} |")


if __name__ == "__main__":
    main(sys.argv[1:])
