#!/usr/bin/env python3
"""Reference values for TimeComparerTests (TimeComparerTests.cs), computed without any statistics library.

For each fixed pair of small samples this prints:
  * the Hodges-Lehmann ratio: the median of all current[i] / baseline[j];
  * the exact one-sided Mann-Whitney p-value for "current > baseline x (1 + threshold)" (regression) and
    for "baseline > current x (1 + threshold)" (improvement), by enumerating every way to split the pooled
    values into groups of the original sizes and counting the splits whose U is at least the observed U;
  * the verdict those p-values imply at the default significance level.

Run: python3 reference_values.py   (Python 3 standard library only; prints [InlineData] lines)
"""

from fractions import Fraction
from itertools import combinations
from statistics import median

THRESHOLD = 0.05
ALPHA = 0.05

# (name, baseline, current); values in ns, no ties even after scaling by 1 + THRESHOLD.
CASES = [
    ("clear regression", [100.0, 101.0, 99.0, 102.0, 98.5], [120.0, 118.0, 121.0, 119.5, 122.0]),
    ("U=21 of 25, just significant", [100.0, 102.0, 104.0, 106.0, 108.0], [108.0, 112.0, 114.0, 115.0, 116.0]),
    ("U=20 of 25, just not significant", [100.0, 102.0, 104.0, 106.0, 108.0], [106.0, 112.0, 114.0, 115.0, 116.0]),
    ("+3%, below the threshold", [100.0, 101.5, 99.2, 100.8, 98.9], [103.1, 104.2, 102.4, 103.9, 101.7]),
    ("identical distributions", [50.1, 49.7, 50.4, 49.9, 50.2, 50.6], [50.3, 49.8, 50.0, 50.5, 49.6, 50.7]),
    ("clear improvement", [200.0, 203.0, 198.0, 201.0, 199.5], [160.0, 158.5, 161.0, 162.5, 159.0]),
    ("improvement, just not significant", [100.0, 102.0, 104.0, 106.0, 108.0], [90.0, 91.0, 92.0, 93.0, 103.0]),
    ("6 vs 7, noisy regression", [10.2, 9.8, 10.5, 11.9, 10.1, 9.9], [12.4, 11.6, 13.0, 12.1, 11.2, 12.8, 14.9]),
    ("8 vs 8, overlapping +8%", [1000.0, 1030.0, 985.0, 1061.0, 1012.0, 994.0, 1047.0, 1022.0],
     [1071.0, 1094.0, 1052.0, 1123.0, 1081.0, 1066.0, 1109.0, 1043.0]),
    ("7 vs 7, upper outliers in current only", [31.0, 30.6, 31.4, 30.9, 31.2, 30.7, 31.1],
     [30.8, 31.3, 30.5, 31.5, 62.0, 30.95, 93.0]),
    ("improvement, U=21 of 25, just significant", [100.0, 102.0, 104.0, 106.0, 108.0], [90.0, 91.0, 92.0, 93.0, 102.0]),
    ("9 vs 9, +15% with overlap", [978.9, 1016.9, 1005.8, 911.8, 919.4, 956.1, 951.4, 1013.2, 1053.3],
     [1103.2, 1033.1, 1063.1, 1176.5, 1156.0, 1086.2, 1187.9, 1098.1, 1142.1]),
    ("5 vs 5, three times slower", [10.0, 10.2, 9.9, 10.1, 10.3], [30.0, 30.4, 29.7, 30.9, 30.2]),
]

# Fewer samples than the default minimum (5): PerfGate reports Inconclusive but still estimates the ratio.
TOO_FEW = [
    ("4 vs 4", [100.0, 103.0, 98.0, 101.0], [110.0, 108.0, 112.5, 109.0]),
    ("3 vs 6", [7.1, 7.3, 6.9], [7.6, 7.2, 7.9, 7.4, 7.5, 8.1]),
]


def mann_whitney_u(x, y):
    """Number of pairs with x[i] > y[j] (no ties by construction)."""
    return sum(1 for xi in x for yj in y if xi > yj)


def exact_p_greater(x, y):
    """P(U >= observed U) under H0, over all C(n+m, n) equally likely splits of the pooled values."""
    pooled = x + y
    assert len(set(pooled)) == len(pooled), "ties would need mid-ranks"
    observed = mann_whitney_u(x, y)
    n = len(x)
    at_least = total = 0
    for chosen in combinations(range(len(pooled)), n):
        chosen_set = set(chosen)
        xs = [pooled[i] for i in chosen]
        ys = [pooled[i] for i in range(len(pooled)) if i not in chosen_set]
        total += 1
        if mann_whitney_u(xs, ys) >= observed:
            at_least += 1
    return Fraction(at_least, total), observed


def hodges_lehmann_ratio(current, baseline):
    return median([c / b for c in current for b in baseline])


def implied_verdict(p_greater, p_lesser):
    if p_greater < ALPHA:
        return "Regressed"
    if p_lesser < ALPHA:
        return "Improved"
    return "Unchanged"


def csharp_array(values):
    return "new[] { " + ", ".join(repr(v) for v in values) + " }"


def main():
    for name, baseline, current in CASES:
        scaled_baseline = [v * (1 + THRESHOLD) for v in baseline]
        scaled_current = [v * (1 + THRESHOLD) for v in current]
        p_greater, u_greater = exact_p_greater(current, scaled_baseline)
        p_lesser, u_lesser = exact_p_greater(baseline, scaled_current)
        verdict = implied_verdict(p_greater, p_lesser)
        ratio = hodges_lehmann_ratio(current, baseline)
        print(f"// {name}: n={len(baseline)}, m={len(current)}; regression U={u_greater}, p={p_greater} = {float(p_greater):.6f}; "
              f"improvement U={u_lesser}, p={p_lesser} = {float(p_lesser):.6f}")
        print(f"[InlineData({csharp_array(baseline)}, {csharp_array(current)}, {ratio!r}, MetricStatus.{verdict})]")
    print("// too few samples: Hodges-Lehmann ratio only")
    for name, baseline, current in TOO_FEW:
        print(f"// {name}")
        print(f"[InlineData({csharp_array(baseline)}, {csharp_array(current)}, {hodges_lehmann_ratio(current, baseline)!r})]")


if __name__ == "__main__":
    main()
