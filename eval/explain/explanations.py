#!/usr/bin/env python3
"""What a gate's time explanations say, from its JSON report: shared by time-cases.sh (the sample) and real-cases.sh
(the real suites).

    explanations.py <case> <expected-regex> <report.json> <time-profiles-dir>

Prints, per benchmark whose time was explained, its verdict, the samples behind it and every method named (first one
first), then "RESULT <case>: first method matches / does NOT match <expected>": the first method matches when it, the
method it was called from (a method outside the user's code, Monitor's enter for one) or an edited method the head
inlined there (`editedInCaller`), or a callee the head inlined into it is the expected one. An empty <expected-regex>
is the A/A case: "RESULT <case>: no method named" or the first one named. Then each profiled launch's benchmark process time (from its perfgate-run.log).
"""
import json, os, re, sys


def first_matches(first, expected):
    """Whether the first method named is the expected one: itself, the user method it was called from (or an edited one
    the head inlined there), or a callee the head's code inlined into it (not one only the base inlined)."""
    return bool(first and (re.search(expected, first["method"]) or re.search(expected, first.get("calledFrom") or "")
                           or any(re.search(expected, c) for c in first.get("editedInCaller") or [])
                           or any(re.search(expected, c) and "base only" not in c for c in first.get("inlinedCallees") or [])))


def main(case, expected, report_path, profiles):
    report = json.load(open(report_path))
    for b in report["benchmarks"]:
        t = b.get("time") or {}
        why = t.get("explanation")
        if not why:
            continue
        print(f"   {b['id']}: time {t['status']}, ratio {t.get('ratio')}; {why['headSamples']} head / {why.get('baseSamples')} base samples, "
              f"launch spread {why.get('launchSpread')}{'; ' + why['note'] if why.get('note') else ''}")
        for m in why["methods"]:
            where = f" ({os.path.basename(m['file'])}:{m['line']})" if m.get("file") else ""
            extra = "".join(f"; {k} {m[k]}" for k in ("calledFrom", "editedInCaller", "inlinedCallees") if m.get(k))
            print(f"     {m['difference']:+.1f} ns/op [{m['lower']:+.1f}, {m['upper']:+.1f}]  {m['method']}{' (new)' if m['new'] else ''}{' (edited)' if m.get('edited') else ''}{where}{extra}")
        first = why["methods"][0] if why["methods"] else None
        if expected:
            print(f"   RESULT {case}: first method {'matches' if first_matches(first, expected) else 'does NOT match'} {expected}")
        else:
            print(f"   RESULT {case}: {'no method named' if not why['methods'] else 'named ' + first['method']}")
    for folder in sorted(os.listdir(profiles)) if os.path.isdir(profiles) else []:
        log = os.path.join(profiles, folder, "perfgate-run.log")
        if os.path.exists(log):
            seconds = re.search(r"exited with code \d+ after ([\d.]+) s", open(log).read())
            print(f"   profiled launch {folder}: benchmark process {seconds.group(1) if seconds else '?'} s")


if __name__ == "__main__":
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    main(*sys.argv[1:])
