"""The same-runner mode's former rule, for comparison only: a fixed 8 pairs, the exact one-sided signed-rank test of
ln(head/base) − ln(1.05) at α 0.02 (what PerfGate shipped until the sequential rule replaced it). It no longer exists in
the product, so this replays it on the same recordings the product's replay uses (eval/recordings/same-runner/), on 120
random 8-pair subsets per case, seeded slowdowns added to the head side's log ratio.

    PYTHONHASHSEED=1 python3 eval/same-runner/old-rule.py eval/recordings/same-runner/sample-idle.json ..."""
import functools, json, math, random, statistics, sys

@functools.lru_cache(maxsize=None)
def ways(n):
    counts = [1] + [0] * (n * (n + 1) // 2)
    for r in range(1, n + 1):
        for s in range(len(counts) - 1, r - 1, -1):
            counts[s] += counts[s - r]
    return counts

def p_greater(d):
    d = [x for x in d if x != 0]
    order = sorted(range(len(d)), key=lambda i: abs(d[i]))
    rank = {i: k + 1 for k, i in enumerate(order)}
    w = sum(rank[i] for i in range(len(d)) if d[i] > 0)
    return sum(ways(len(d))[w:]) / 2 ** len(d)

for path in sys.argv[1:]:
    recording = json.load(open(path))
    medians = {}
    for launch in recording["launches"]:
        for case, c in launch["cases"].items():
            medians.setdefault(case, {})[(launch["round"], launch["side"])] = statistics.median(c["samples"])
    rows = {}
    for slowdown in (0.0, 0.10, 0.25, 0.50):
        for nanosecond in (False, True):
            hits = total = 0
            for case, m in medians.items():
                rounds = [r for r, side in m if side == "base" and (r, "head") in m]
                ratios = [math.log(m[(r, "head")] / m[(r, "base")]) for r in rounds]
                if (statistics.median(m.values()) < 1000) != nanosecond or len(ratios) < 8:
                    continue
                rnd = random.Random(hash(case) & 0xFFFF)
                for _ in range(120):
                    subset = rnd.sample(ratios, 8)
                    hits += p_greater([x + math.log(1 + slowdown) - math.log(1.05) for x in subset]) < 0.02
                    total += 1
            rows[(slowdown, nanosecond)] = f"{100 * hits / total:.1f} % ({hits} / {total})" if total else "–"
    print(f"{recording['condition']}: false alarms {rows[(0.0, False)]}, nanosecond {rows[(0.0, True)]}; detected +10 % {rows[(0.1, False)]}, "
          f"+25 % {rows[(0.25, False)]}, +50 % {rows[(0.5, False)]}; nanosecond +10 % {rows[(0.1, True)]}, +25 % {rows[(0.25, True)]}")
