#!/usr/bin/env bash
# The same-runner gate's wall time against the committed-baseline gate's, on the sample, back to back on one machine
# (issue 22's cost goal): packs this PerfGate once into a copy of sample-repo made a git repository, builds it once
# untimed (restore, first build), then times `dotnet build -t:PerfGate` with PerfGateCompareTo=baseline and with
# PerfGateCompareTo=HEAD (the same commit as base: A/A), in that order, each after the 1-minute load average fell
# below 1.5, with watch.py listing any other process that used CPU.
#
#   eval/same-runner/gate-cost.sh OUT.txt
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
out=$1
work=${WORK:-/tmp/perfgate-gate-cost}
rm -rf "$work"; mkdir -p "$work"
cp -a "$root/sample-repo" "$work/repo"
find "$work/repo" -depth \( -name bin -o -name obj -o -name .nuget-packages -o -name BenchmarkDotNet.Artifacts \) -exec rm -rf {} +
version="0.1.0-cost.$(date -u +%Y%m%d%H%M%S)"
rm -f "$work"/repo/.packages/PerfGate.*.nupkg
dotnet pack "$root/build/Package/PerfGate.Package.csproj" -c Release -o "$work/repo/.packages" -p:Version="$version" -nologo -v quiet -tl:off > "$work/pack.log"
git -C "$work/repo" init -q -b main && git -C "$work/repo" add -A && git -C "$work/repo" -c user.name=eval -c user.email=eval@perfgate.invalid commit -q -m base
export PerfGateVersion="$version" NUGET_PACKAGES="$work/nuget-packages"
project="$work/repo/benchmarks/Sample.Benchmarks"
dotnet build "$project" -c Release -nologo -tl:off -v q > "$work/warmup.log" 2>&1
: > "$out"
for mode in baseline HEAD; do
  end=$((SECONDS + 600))
  while awk '{exit !($1 >= 1.5)}' /proc/loadavg && [ $SECONDS -lt $end ]; do sleep 10; done
  load=$(cut -d' ' -f1 /proc/loadavg)
  python3 "$root/eval/same-runner/watch.py" $$ "$work/watch-$mode.json" & watcher=$!
  start=$(date +%s.%N)
  # PerfGateSelect=all: base and head are one commit, so the default selection would launch nothing; this measures
  # the gate that runs every method (eval/selection/gate-cost.sh measures the selection's own cost).
  (cd "$project" && dotnet build -t:PerfGate -p:PerfGateCompareTo=$mode -p:PerfGateSelect=all -nologo -tl:off -nr:false > "$work/gate-$mode.log" 2>&1) || true
  seconds=$(echo "$(date +%s.%N) - $start" | bc)
  kill "$watcher"; wait "$watcher" 2>/dev/null || true
  IFS=$'\t' read -r load_max foreign < <(python3 "$root/eval/same-runner/watch.py" --summary "$work/watch-$mode.json")
  echo "compare-to $mode: $(printf %.1f "$seconds") s, load at start $load, highest $load_max, other processes: $foreign; $(grep -o 'PerfGate: [a-zA-Z]*: .*' "$work/gate-$mode.log" | grep -E 'passed|FAILED' | tail -1)" | tee -a "$out"
done
