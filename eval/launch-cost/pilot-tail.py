"""How long BenchmarkDotNet's pilot runs on after the code reached its final speed, per setting of a noise study.

For every single-case launch log of eval/same-runner/noise.sh (WORK/launches/<setting>-rNN-<method>.log): the pilot's
iterations, and how many of them came after the first one within 10 % of the launch's measured median. Prints the
medians per setting. (docs/scale.md, "Measured and not adopted: a pilot once per method".)

    python3 eval/launch-cost/pilot-tail.py /tmp/perfgate-noise/launches [more launch folders...]
"""
import glob
import statistics
import sys

UNITS = {"ns": 1, "us": 1e3, "μs": 1e3, "ms": 1e6, "s": 1e9}


def per_op_ns(line):
    parts = line.split()
    return float(parts[-2]) * UNITS[parts[-1].split("/")[0]]


def main(folders):
    if not folders:
        raise SystemExit(__doc__)
    for folder in folders:
        settings = sorted({log.rsplit("/", 1)[-1].split("-r")[0] for log in glob.glob(f"{folder}/*-r*.log")})
        for setting in settings:
            totals, tails = [], []
            for log in glob.glob(f"{folder}/{setting}-r*.log"):
                lines = open(log, encoding="utf-8").read().split("\n")
                pilot = [per_op_ns(l) for l in lines if l.startswith("WorkloadPilot")]
                actual = [per_op_ns(l) for l in lines if l.startswith("WorkloadActual")]
                if not pilot or not actual or len(actual) > 5:  # one case per launch only
                    continue
                median = statistics.median(actual)
                reached = next((i for i, v in enumerate(pilot) if v <= median * 1.1), len(pilot) - 1)
                totals.append(len(pilot))
                tails.append(len(pilot) - reached - 1)
            if totals:
                print(f"{folder} {setting}: {len(totals)} launches, pilot iterations median {statistics.median(totals)}, "
                      f"after reaching the final speed median {statistics.median(tails)}")


if __name__ == "__main__":
    main(sys.argv[1:])
