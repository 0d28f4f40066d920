#!/usr/bin/env bash
# What the selection (issue 50) costs and saves on the sample, back to back on one machine: packs this PerfGate once into
# a copy of sample-repo made a git repository, builds it once untimed, then times `dotnet build -t:PerfGate` with
#   baseline     PerfGateCompareTo=baseline (the committed-baseline gate, the cost goal's yardstick),
#   docs         a pull request that edits only the sample's README (the two builds' code identical: nothing traced),
#   unexecuted   one that edits a library method no gate benchmark executes (every method traced, none measured),
#   one-method   one that edits a method CallChainBenchmark executes (every method traced, that class's two measured),
#   all          the 'unexecuted' pull request with PerfGateSelect=all (every method measured, as before the selection),
# each pull request gated against its parent (PerfGateCompareTo=HEAD~1), in the order given, each after the 1-minute
# load average fell below 1.5, with watch.py listing any other process that used CPU.
#
#   eval/selection/gate-cost.sh OUT.txt [scenario ...]    (default: baseline docs unexecuted one-method)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
out=$1; shift
scenarios=("$@")
[ ${#scenarios[@]} -gt 0 ] || scenarios=(baseline docs unexecuted one-method)
work=${WORK:-/tmp/perfgate-selection-cost}
rm -rf "$work"; mkdir -p "$work"
cp -a "$root/sample-repo" "$work/repo"
find "$work/repo" -depth \( -name bin -o -name obj -o -name .nuget-packages -o -name BenchmarkDotNet.Artifacts \) -exec rm -rf {} +
version="0.1.0-sel.$(date -u +%Y%m%d%H%M%S)"
rm -f "$work"/repo/.packages/PerfGate.*.nupkg
dotnet pack "$root/build/Package/PerfGate.Package.csproj" -c Release -o "$work/repo/.packages" -p:Version="$version" -nologo -v quiet -tl:off > "$work/pack.log"
git() { command git -C "$work/repo" -c user.name=eval -c user.email=eval@perfgate.invalid "$@"; }
git init -q -b main && git add -A && git commit -q -m base
export PerfGateVersion="$version" NUGET_PACKAGES="$work/nuget-packages"
project="$work/repo/benchmarks/Sample.Benchmarks"
dotnet build "$project" -c Release -nologo -tl:off -v q > "$work/warmup.log" 2>&1

# Each pull request is one commit on main's copy; the gate compares it with its parent.
pull_request() { # SCENARIO
  git checkout -q -B "pr-$1" main
  case "$1" in
    docs) echo "A line only a reader sees." >> "$work/repo/README.md" ;;
    unexecuted|all) sed -i 's|        : base(message)$|        : base("unmapped columns: " + message)|' "$work/repo/src/Sample/Streaming/UnmappedColumnsException.cs" ;;
    one-method) sed -i 's|ArgumentOutOfRangeException.ThrowIfLessThan(depth, 1);|ArgumentOutOfRangeException.ThrowIfLessThan(depth, 1);\n        ArgumentOutOfRangeException.ThrowIfGreaterThan(depth, 1000);|' "$work/repo/src/Sample/FastPaths/CallChain.cs" ;;
  esac
  git commit -q -am "pull request: $1"
}

: > "$out"
for scenario in "${scenarios[@]}"; do
  properties=(-p:PerfGateCompareTo=HEAD~1)
  case "$scenario" in
    baseline) git checkout -q main; properties=(-p:PerfGateCompareTo=baseline) ;;
    all) pull_request all; properties+=(-p:PerfGateSelect=all) ;;
    *) pull_request "$scenario" ;;
  esac
  end=$((SECONDS + ${QUIET_WAIT:-600}))  # QUIET_WAIT=0 for a functional run whose seconds count for nothing
  while awk '{exit !($1 >= 1.5)}' /proc/loadavg && [ $SECONDS -lt $end ]; do sleep 10; done
  load=$(cut -d' ' -f1 /proc/loadavg)
  python3 "$root/eval/same-runner/watch.py" $$ "$work/watch-$scenario.json" & watcher=$!
  start=$(date +%s.%N)
  (cd "$project" && dotnet build -t:PerfGate "${properties[@]}" -nologo -tl:off -nr:false > "$work/gate-$scenario.log" 2>&1) || true
  seconds=$(echo "$(date +%s.%N) - $start" | bc)
  kill "$watcher"; wait "$watcher" 2>/dev/null || true
  IFS=$'\t' read -r load_max foreign < <(python3 "$root/eval/same-runner/watch.py" --summary "$work/watch-$scenario.json")
  selection=$(grep -o 'PerfGate: selection: [^(]*' "$work/gate-$scenario.log" | tail -1 || true)
  echo "$scenario: $(printf %.1f "$seconds") s, load at start $load, highest $load_max, other processes: $foreign; ${selection:-no selection line}; $(grep -o 'PerfGate: [a-zA-Z]*: .*' "$work/gate-$scenario.log" | grep -E 'passed|FAILED' | tail -1)" | tee -a "$out"
done
