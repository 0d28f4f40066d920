"""Per case of an A/A same-runner recording (eval/same-runner/record.sh): the spread between launches of the statistic
the gate judges (each launch's fastest measured iteration: standard deviation of its logarithm, and the median absolute
deviation from the median launch), the same for each launch's median iteration, and how far a launch's own iterations
span (median over launches of max/min). One build on both sides: every difference is the machine's or the launch's.

    python3 eval/same-runner/fastest-spread.py RECORDING.json...
"""
import json
import math
import statistics
import sys


def sd_ln(values):
    return statistics.stdev(math.log(v) for v in values)


for path in sys.argv[1:]:
    recording = json.load(open(path))
    cases = {}
    for launch in recording["launches"]:
        for case, measured in launch["cases"].items():
            cases.setdefault(case, []).append(measured["samples"])
    for case, launches in cases.items():
        fastest = [min(samples) for samples in launches]
        medians = [statistics.median(samples) for samples in launches]
        centre = statistics.median(fastest)
        mad = statistics.median(abs(v / centre - 1) for v in fastest)
        within = statistics.median(max(samples) / min(samples) for samples in launches)
        print(f"{path}: {case.split('.')[-1]}: {len(launches)} launches; fastest iteration: median {centre:.1f} ns, "
              f"sd(ln) {100 * sd_ln(fastest):.1f} %, MAD {100 * mad:.1f} %; median iteration sd(ln) "
              f"{100 * sd_ln(medians):.1f} %; a launch's iterations span x{within:.3f}; load at start {recording['loadAtStart']}")
