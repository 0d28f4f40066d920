#!/usr/bin/env bash
# Drift evaluation of the two time modes on the sample (issue 12, item 4): the committed-baseline mode (with
# --stable-machine, so its raw time verdicts show) against the same-runner mode, on unchanged code and on a
# seeded slowdown (DataStreamerBenchmark streams 7,500 rows instead of 5,000: about +50 % time), while a CPU
# hog (2 × `yes`) switches on and off every HOG_PERIOD seconds during every gate.
#
#   eval/same-runner/drift.sh [gates per scenario, default 1]
#
# Calls the shipped `perfgate gate` (src/ResultComparer, built in Release) on a temporary git repository made
# from sample-repo/ (two commits: base, slowed). Prints one line per gate and writes every report under $work.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
gates=${1:-1}
hog_period=${HOG_PERIOD:-20}
work=${WORK:-/tmp/perfgate-drift}
perfgate="$root/src/ResultComparer/bin/Release/net8.0/perfgate.dll"
[ -f "$perfgate" ] || perfgate=$(ls "$root"/src/ResultComparer/bin/Release/*/perfgate.dll | head -1)

rm -rf "$work"; mkdir -p "$work"
repo="$work/repo"
cp -a "$root/sample-repo" "$repo"
find "$repo" -depth \( -name bin -o -name obj -o -name .nuget-packages -o -name BenchmarkDotNet.Artifacts \) -type d -exec rm -rf {} +
git -C "$repo" init -q -b main
git -C "$repo" add -A
git -C "$repo" -c user.name=eval -c user.email=eval@perfgate.invalid commit -q -m base
base=$(git -C "$repo" rev-parse HEAD)
git -C "$repo" checkout -q -b slowed
sed -i 's/private const int RowCount = 5_000;/private const int RowCount = 7_500;/' "$repo/benchmarks/Sample.Benchmarks/Streaming/DataStreamerBenchmark.cs"
git -C "$repo" -c user.name=eval -c user.email=eval@perfgate.invalid commit -q -am slowed
project="$repo/benchmarks/Sample.Benchmarks/Sample.Benchmarks.csproj"
baseline="$repo/benchmarks/Sample.Benchmarks/perfgate-baseline.json"
dll="$repo/benchmarks/Sample.Benchmarks/bin/Release/net10.0/Sample.Benchmarks.dll"

hog() {
  # Two busy loops (2 cores) for hog_period seconds, then none for hog_period seconds, until sent TERM, which
  # ends its own two loops (by their process ids).
  local a="" b=""
  trap 'kill $a $b 2>/dev/null; exit 0' TERM
  while true; do
    yes > /dev/null & a=$!; yes > /dev/null & b=$!
    sleep "$hog_period" & wait $!
    kill "$a" "$b" 2>/dev/null || true; a="" b=""
    sleep "$hog_period" & wait $!
  done
}

run_gate() { # scenario mode n
  local scenario=$1 mode=$2 n=$3 artifacts="$work/$1-$2-$3"
  local extra=(--compare-to baseline --stable-machine)
  # Every method is measured (--select all): the drift's false alarms are read on the methods the slowdown does not
  # touch, which the default selection would not launch.
  [ "$mode" = same-runner ] && extra=(--compare-to "$base" --project "$project" --select all)
  hog & local hog_pid=$!
  local start=$SECONDS
  dotnet "$perfgate" gate --assembly "$dll" --artifacts "$artifacts" --baseline "$baseline" "${extra[@]}" \
    --report json="$artifacts/report.json" > "$artifacts.log" 2>&1 || true
  kill "$hog_pid" 2>/dev/null || true; wait "$hog_pid" 2>/dev/null || true
  python3 - "$artifacts/report.json" "$scenario" "$mode" "$n" "$((SECONDS - start))" <<'PY'
import json, sys
path, scenario, mode, n, seconds = sys.argv[1:]
r = json.load(open(path))
slowed = "Sample.Streaming.DataStreamerBenchmark.Stream(ServerCount: 1)"
regressed = [b["id"] for b in r["benchmarks"] if (b.get("time") or {}).get("status") == "regressed"]
others = [i for i in regressed if i != slowed]
timed = sum(1 for b in r["benchmarks"] if b.get("time"))
found = slowed in regressed
ratio = next(((b.get("time") or {}).get("ratio") for b in r["benchmarks"] if b["id"] == slowed), None)
print(f"{scenario:9} {mode:18} gate {n}: {seconds:>4} s  time verdicts {timed}  false alarms {len(others)} {others}  slowed benchmark: {'REGRESSED' if found else 'not flagged'} (ratio {ratio})")
PY
}

for scenario in unchanged slowed; do
  git -C "$repo" checkout -q "$([ $scenario = unchanged ] && echo main || echo slowed)"
  dotnet build "$project" -c Release -nologo -v q -tl:off > "$work/build-$scenario.log" 2>&1
  for n in $(seq 1 "$gates"); do
    for mode in committed-baseline same-runner; do
      run_gate "$scenario" "$mode" "$n"
    done
  done
done
