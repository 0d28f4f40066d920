#!/usr/bin/env bash
# What the gate's allocation explanations say (issue 27), on real runs: a git repository made from the sample, its
# base commit clean and its head with seed regressions put back, gated in the same-runner mode by the shipped
# `perfgate gate --compare-to <base>`, so every regressed case is profiled on both sides. Prints each regressed case's
# explanation as the build error shows it, the samples behind it, and each profiled launch's benchmark process time.
#
#   eval/explain/seeds.sh [SEEDS] [PAIRS]     SEEDS: SampleRegression's value (default all four), PAIRS default 8
#
# Another suite: SUITE_DIR (a git checkout whose HEAD~1 is the base), SUITE_PROJECT (the benchmark project, relative
# to it), CATEGORY (default PerfGate); the head's change is then the suite's own last commit. WORK: scratch folder.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
seeds=${1:-StreamerTask+AwaitFastPath+CacheTask+TcsHelper}
pairs=${2:-8}
work=${WORK:-/tmp/perfgate-explain}
category=${CATEGORY:-PerfGate}
perfgate=$(ls "$root"/src/ResultComparer/bin/Release/*/perfgate.dll | head -1)
git_commit() { git -C "$work/repo" -c user.name=eval -c user.email=eval@perfgate.invalid commit -q "$@"; }

rm -rf "$work"; mkdir -p "$work"
if [ -n "${SUITE_DIR:-}" ]; then
  git clone -q "$SUITE_DIR" "$work/repo"
  project="$work/repo/$SUITE_PROJECT"
else
  cp -a "$root/sample-repo" "$work/repo"
  find "$work/repo" -depth \( -name bin -o -name obj -o -name BenchmarkDotNet.Artifacts -o -name .git \) -exec rm -rf {} +
  git -C "$work/repo" init -q -b main
  git -C "$work/repo" add -A
  git_commit -m base
  # The seeds go into the head's build only: the base revision is built from its own commit.
  sed -i "s|<Deterministic>true</Deterministic>|<Deterministic>true</Deterministic>\n    <SampleRegression>$seeds</SampleRegression>|" "$work/repo/Directory.Build.props"
  git_commit -am "head: SampleRegression=$seeds"
  project="$work/repo/benchmarks/Sample.Benchmarks/Sample.Benchmarks.csproj"
fi

dotnet build "$project" -c Release -nologo -v q -tl:off > "$work/build.log" 2>&1
dll=$(dotnet msbuild "$project" -getProperty:TargetPath -p:Configuration=Release)
baseline=$(dirname "$project")/perfgate-baseline.json
[ -f "$baseline" ] || python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); d["benchmarks"] = []; json.dump(d, open(sys.argv[2], "w"))' \
  "$root/sample-repo/benchmarks/Sample.Benchmarks/perfgate-baseline.json" "$baseline"
# The build raised the load average: time nothing until it is back under 1.5.
until awk '{exit !($1 < 1.5)}' /proc/loadavg; do sleep 10; done
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
dotnet "$perfgate" gate --assembly "$dll" --artifacts "$work/artifacts" --baseline "$baseline" --project "$project" --category "$category" \
  --compare-to HEAD~1 --pairs "$pairs" --report json="$work/report.json" > "$work/gate.log" 2>&1 || true

python3 - "$work/report.json" "$work/artifacts/allocation-profiles" <<'PY'
import json, os, re, sys
report, profiles = json.load(open(sys.argv[1])), sys.argv[2]
for b in report["benchmarks"]:
    a = b.get("allocation") or {}
    if a.get("status") != "regressed":
        continue
    print(f"{b['id']}: allocated {a['currentBytes']} B/op, {a.get('reference')} {a['baselineBytes']} B/op")
    why = a.get("explanation")
    if not why:
        print("  (no explanation)")
        continue
    print(f"  {why['sides']}: {why['headSamples']} head / {why.get('baseSamples')} base samples{'; ' + why['note'] if why.get('note') else ''}")
    for t in why["types"]:
        site = f"  <- {t.get('method')} ({os.path.basename(t.get('file') or '?')}:{t.get('line')})" if t.get("method") else ""
        print(f"  +{t['growth']:.1f} B/op ±{t['uncertainty']:.2f}  {t['type']}{' (new)' if t['new'] else ''}  [{t['headSamples']} / {t.get('baseSamples')} samples]{site}")
for folder in sorted(os.listdir(profiles)) if os.path.isdir(profiles) else []:
    log = open(os.path.join(profiles, folder, "perfgate-run.log")).read()
    seconds = re.search(r"exited with code \d+ after ([\d.]+) s", log)
    print(f"profiled launch {folder}: benchmark process {seconds.group(1) if seconds else '?'} s")
PY
grep -E "profiling the allocations|PerfGate: (passed|FAILED)" "$work/gate.log" | sed 's/^/  log: /'
