"""Pools the launches of several same-runner recordings of one suite and condition into one recording, rounds
renumbered (gate g's round r becomes 100·g + r), so the replay (eval/Evaluation --ab-rules) can draw its subsets from
every pair they hold: for the A/A gates of aa-gates.sh, which each stopped a method at its own look, so no one gate
has every method's 16 pairs. Which pairs a gate kept depended on what its looks saw (a noisy method stopped sooner),
so the pool is not a fixed-size sample: say so wherever its figures go.

    python3 eval/same-runner/pool.py OUT.json RECORDING.json...
"""
import json
import sys


def main(out, paths):
    recordings = [json.load(open(p, encoding="utf-8")) for p in paths]
    if len({(r["suite"], r["condition"].split("+")[0], r.get("seeded")) for r in recordings}) != 1:
        raise SystemExit("pool.py: the recordings must be of one suite, one load and one change")
    launches = [dict(launch, round=100 * g + launch["round"])
                for g, r in enumerate(recordings, 1) for launch in r["launches"]]
    first = recordings[0]
    pooled = dict(first, condition=f"{first['condition'].split('+')[0]}+{len(recordings)} gates pooled",
                  started=first["started"], pairs=max(r["pairs"] for r in recordings),
                  gateSeconds=sum(r["gateSeconds"] for r in recordings), launches=launches)
    with open(out, "w", encoding="utf-8") as f:
        json.dump(pooled, f)


if __name__ == "__main__":
    if len(sys.argv) < 3:
        raise SystemExit(__doc__)
    main(sys.argv[1], sys.argv[2:])
