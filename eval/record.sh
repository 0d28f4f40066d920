#!/usr/bin/env bash
# Records repeated BenchmarkDotNet runs of sample-repo's gate benchmarks and calibration knobs, for the
# evaluation in eval/Evaluation. Usage: eval/record.sh OUT_DIR RUNS [LAUNCHES ITERATIONS [CATEGORY...]]
#
# Each run is what `perfgate run --job ci` does (same BenchmarkDotNet options: --memory, full JSON, 2
# warmups, 100 ms iterations), with more launches and iterations than the ci job, so that the evaluation
# can cut every smaller preset out of the same recording. Odd runs have a CPU hog busy on the other core,
# unless PERFGATE_EVAL_HOG=0 (the short CI run: CI already runs other tests beside it, and a hog on top puts
# three busy processes on two cores, a load the evaluation never measured).
set -euo pipefail

usage="usage: eval/record.sh OUT_DIR RUNS [LAUNCHES ITERATIONS [CATEGORY...]]"
out=${1:?$usage}
runs=${2:?$usage}
launches=${3:-4}
iterations=${4:-8}
categories=("${@:5}")
if ((${#categories[@]} == 0)); then categories=(PerfGate Calibration); fi
root=$(cd "$(dirname "$0")/.." && pwd)
bench=$root/sample-repo/benchmarks/Sample.Benchmarks

dotnet build "$bench" -c Release -nologo -v:q -p:PerfGateVersion= >/dev/null
dll=$bench/bin/Release/net10.0/Sample.Benchmarks.dll
mkdir -p "$out"

hog_pid=
stop_hog() { if [[ -n $hog_pid ]]; then kill "$hog_pid" 2>/dev/null || true; wait "$hog_pid" 2>/dev/null || true; hog_pid=; fi; }
trap stop_hog EXIT

for ((i = 0; i < runs; i++)); do
  dir=$out/run-$(printf '%02d' "$i")
  if [[ -f $dir/run.json ]]; then continue; fi   # resumable: finished runs are kept
  rm -rf "$dir"; mkdir -p "$dir"
  hog=false
  if ((i % 2 == 1)) && [[ ${PERFGATE_EVAL_HOG:-1} != 0 ]]; then
    hog=true
    # A plain busy loop at normal priority: the noisy neighbour a shared CI runner has.
    bash -c 'while :; do :; done' & hog_pid=$!
  fi
  load_before=$(cut -d' ' -f1 /proc/loadavg)
  start=$(date +%s.%N)
  echo "eval/record.sh: run $((i + 1))/$runs (hog: $hog) -> $dir"
  dotnet "$dll" --filter '*' --anyCategories "${categories[@]}" --memory --exporters fulljson \
    --artifacts "$dir" --launchCount "$launches" --warmupCount 2 --iterationCount "$iterations" \
    --iterationTime 100 > "$dir/benchmark.log" 2>&1
  end=$(date +%s.%N)
  stop_hog
  load_after=$(cut -d' ' -f1 /proc/loadavg)
  cat > "$dir/run.json" <<JSON
{"index": $i, "hog": $hog, "launches": $launches, "iterations": $iterations, "started": "$(date -u -d @"${start%.*}" +%FT%TZ)", "wallSeconds": $(awk "BEGIN { print $end - $start }"), "loadBefore": $load_before, "loadAfter": $load_after}
JSON
done
