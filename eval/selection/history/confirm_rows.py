#!/usr/bin/env python3
"""confirm.sh's tables: what the full same-runner gate said about each method the selection skipped on one commit.

    confirm_rows.py <work> <commit> <skipped.tsv> <commit-dir>

Reads <commit-dir>/all/report.json (the gate with --select all) and, when there, <commit-dir>/changed/report.json (the
gate with --select changed); replaces <commit>'s rows of <work>/confirmed.tsv and <work>/selection-check.tsv and prints
them. The report is read as docs/report-json.md describes it; a method's cases are the benchmarks whose id is the
method's name, with or without parameters.
"""
import csv
import json
import os
import sys

CONFIRMED_COLUMNS = ["commit", "method", "kind", "cases", "time", "time_inconclusive", "could_see", "allocation",
                     "bytes_base", "bytes_head", "confirmed", "note"]
CHECK_COLUMNS = ["commit", "history_skipped", "gate_skipped", "agree", "only_history", "only_gate", "gate_run_all"]


def method_of(benchmark_id):
    return benchmark_id.split("(", 1)[0]


def cases_by_method(report):
    cases = {}
    for benchmark in report["benchmarks"]:
        cases.setdefault(method_of(benchmark["id"]), []).append(benchmark)
    return cases


def tally(values):
    """'unchanged' when every case says it; else 'unchanged 2, inconclusive 1'."""
    counts = {}
    for value in values:
        counts[value] = counts.get(value, 0) + 1
    return next(iter(counts)) if len(counts) == 1 else ", ".join(f"{v} {n}" for v, n in counts.items())


def judge(commit, method, kind, cases, base_built):
    """One confirmed.tsv row: confirmed when no case's time regressed and every case allocated the same bytes/op in
    base and head; an inconclusive time does not refute, and says so."""
    row = {"commit": commit, "method": method, "kind": kind, "cases": str(len(cases))}
    if not cases:
        return row | {"time": "–", "time_inconclusive": "–", "could_see": "–", "allocation": "–", "bytes_base": "–",
                      "bytes_head": "–", "confirmed": "no", "note": "not in the gate's report"}
    notes = []
    times = [c.get("time") for c in cases]
    allocations = [c.get("allocation") for c in cases]
    row["time"] = tally(t["status"] if t else c["status"] for t, c in zip(times, cases))
    reasons = sorted({t.get("reason") or "" for t in times if t and t["status"] == "inconclusive"})
    row["time_inconclusive"] = "yes: " + "; ".join(r for r in reasons if r)[:160] if reasons else "no"
    could_see = [t["couldSee"] for t in times if t and t.get("couldSee") is not None]
    row["could_see"] = f"+{100 * max(could_see):.1f} %" if could_see else "–"
    row["allocation"] = tally(a["status"] if a else c["status"] for a, c in zip(allocations, cases))
    row["bytes_base"] = ",".join(str(a.get("baselineBytes")) if a else "–" for a in allocations)
    row["bytes_head"] = ",".join(str(a.get("currentBytes")) if a else "–" for a in allocations)

    failed = [c["id"] for c in cases if c["status"] in ("failed", "missing", "new")]
    if failed:
        notes.append(f"{cases[0]['status']}: {failed[0]}")
    if not base_built:
        notes.append("the base did not build: no time verdict")
    if any(t is None for t in times):
        notes.append("a case has no time verdict")
    if any(t and t["status"] == "regressed" for t in times):
        notes.append("time regressed")
    if any(t and t["status"] == "improved" for t in times):
        notes.append("time improved: a change the selection did not see, or the gate's false alarm")
    if any(a is None or a.get("reference") != "base-revision" for a in allocations):
        notes.append("a case's bytes/op were not measured against the base")
    else:
        for a in allocations:
            if a["baselineBytes"] == a["currentBytes"]:
                continue
            if overlapping(a.get("baselineRange"), a.get("currentRange")):
                # Code that allocates on timers or the thread pool (Polly's hedging) allocates a few bytes more or less
                # in every launch, base and head alike: bytes that vary within each side and overlap are not a change.
                notes.append(f"bytes/op vary between launches on both sides (base {span(a['baselineRange'])}, head "
                             f"{span(a['currentRange'])}): within noise")
            else:
                notes.append("bytes/op differ")
    refuting = [n for n in notes if not n.startswith(("time improved", "bytes/op vary"))]
    row["confirmed"] = "no" if refuting else "yes"
    row["note"] = "; ".join(notes)
    return row


def overlapping(base, head):
    """Two sides' ranges of bytes/op over their launches share a value (None: the report has no range)."""
    return base is not None and head is not None and base["min"] <= head["max"] and head["min"] <= base["max"]


def span(bytes_range):
    return f"{bytes_range['min']}–{bytes_range['max']} B over {bytes_range['launches']} launches"


def replace_rows(path, columns, commit, rows):
    kept = []
    if os.path.exists(path):
        with open(path, newline="", encoding="utf-8") as f:
            kept = [r for r in csv.DictReader(f, delimiter="\t") if r["commit"] != commit]
    with open(path, "w", newline="", encoding="utf-8") as f:
        writer = csv.DictWriter(f, columns, delimiter="\t", lineterminator="\n")
        writer.writeheader()
        writer.writerows(kept + rows)


def print_rows(columns, rows):
    print("\t".join(columns))
    for row in rows:
        print("\t".join(row[c] for c in columns))


def main(work, commit, skipped_path, commit_dir):
    with open(skipped_path, newline="", encoding="utf-8") as f:
        skipped = [r for r in csv.DictReader(f, delimiter="\t") if r["commit"] == commit]
    report = json.load(open(os.path.join(commit_dir, "all", "report.json"), encoding="utf-8"))
    cases = cases_by_method(report)
    base_built = not (report.get("comparison") or {}).get("baseDidNotBuild", False)
    rows = [judge(commit, r["method"], r["kind"], cases.get(r["method"], []), base_built) for r in skipped]
    replace_rows(os.path.join(work, "confirmed.tsv"), CONFIRMED_COLUMNS, commit, rows)
    seconds = open(os.path.join(commit_dir, "all", "seconds")).read().split()
    print(f"# {commit}: gate --select all, {seconds[0]} s (load {seconds[1]} at its start), passed: {report['passed']}")
    print_rows(CONFIRMED_COLUMNS, rows)
    confirmed = [r for r in rows if r["confirmed"] == "yes"]
    on_allocations = sum(r["time_inconclusive"].startswith("yes") for r in confirmed)
    print(f"# {len(confirmed)} of {len(rows)} skipped method(s) confirmed, {on_allocations} of them with time inconclusive (on allocations alone)")

    changed_path = os.path.join(commit_dir, "changed", "report.json")
    if os.path.exists(changed_path):
        changed = json.load(open(changed_path, encoding="utf-8"))
        by_gate = {m for m, cs in cases_by_method(changed).items() if all(c.get("selection") and not c["selection"]["ran"] for c in cs)}
        by_history = {r["method"] for r in skipped}
        selection = (changed.get("comparison") or {}).get("selection") or {}
        check = {"commit": commit, "history_skipped": str(len(by_history)), "gate_skipped": str(len(by_gate)),
                 "agree": "yes" if by_gate == by_history else "no",
                 "only_history": ",".join(sorted(by_history - by_gate)), "only_gate": ",".join(sorted(by_gate - by_history)),
                 "gate_run_all": "; ".join(selection.get("runAll") or [])}
        replace_rows(os.path.join(work, "selection-check.tsv"), CHECK_COLUMNS, commit, [check])
        print_rows(CHECK_COLUMNS, [check])


if __name__ == "__main__":
    if len(sys.argv) != 5:
        raise SystemExit(__doc__)
    main(*sys.argv[1:])
