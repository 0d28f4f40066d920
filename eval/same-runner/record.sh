#!/usr/bin/env bash
# Records A/A same-runner gates for the drift evaluation (issue 12, item 4; docs/evaluation.md, "Same-runner mode
# under drift"): the shipped `perfgate gate --compare-to <base> --pairs P` on a temporary git repository made from
# a suite, keeping every launch's samples in one compact JSON file per recording, which eval/Evaluation replays.
#
#   eval/same-runner/record.sh OUT_DIR PAIRS CONDITION...
#
# CONDITION is one of
#   asfound   the machine as found (other jobs may run: that is a shared runner's drift)
#   asfound2  (any asfound…) the same, under another name: a second recording, e.g. ≥ 30 min after the first
#   hog1      a constant CPU hog: one `yes > /dev/null` for the whole recording
#   hog2      two of them (both cores of a 2-core machine)
#   toggle    two hogs switching on and off every HOG_PERIOD seconds (default 15)
#   seeded10  the sample only: head = a real +10 % change (DataStreamerBenchmark's RowCount 5_000 → 5_500), as found
# Each condition writes OUT_DIR/<suite>-<condition>.json (and its gate log next to it). Base = head = the same commit
# except for seeded10, so every difference is the machine's. Every hog is this script's child, killed by its process
# id when the recording ends, and bounded by `timeout` (MAX_HOG_SECONDS, default 3600) even if the script dies.
#
# Environment: SUITE_DIR (default sample-repo/), SUITE_PROJECT (the benchmark project, relative to SUITE_DIR),
# SUITE_NAME (default sample), WORK (scratch folder, default /tmp/perfgate-record).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
out=$(mkdir -p "$1" && cd "$1" && pwd); pairs=$2; shift 2
suite_dir=${SUITE_DIR:-$root/sample-repo}
suite_project=${SUITE_PROJECT:-benchmarks/Sample.Benchmarks/Sample.Benchmarks.csproj}
suite=${SUITE_NAME:-sample}
hog_period=${HOG_PERIOD:-15}
max_hog=${MAX_HOG_SECONDS:-3600}
work=${WORK:-/tmp/perfgate-record}
perfgate=$(ls "$root"/src/ResultComparer/bin/Release/*/perfgate.dll | head -1)

prepare_repo() { # seeded: yes|no
  rm -rf "$work/repo"; mkdir -p "$work"
  cp -a "$suite_dir" "$work/repo"
  find "$work/repo" -depth \( -name bin -o -name obj -o -name BenchmarkDotNet.Artifacts -o -name .git \) -exec rm -rf {} +
  git -C "$work/repo" init -q -b main
  git -C "$work/repo" add -A
  git -C "$work/repo" -c user.name=eval -c user.email=eval@perfgate.invalid commit -q -m base
  base=$(git -C "$work/repo" rev-parse HEAD)
  if [ "$1" = yes ]; then
    sed -i 's/private const int RowCount = 5_000;/private const int RowCount = 5_500;/' "$work/repo/benchmarks/Sample.Benchmarks/Streaming/DataStreamerBenchmark.cs"
    git -C "$work/repo" -c user.name=eval -c user.email=eval@perfgate.invalid commit -q -am "seeded +10 %"
  fi
}

hogs=()
start_hogs() { # count
  for _ in $(seq 1 "$1"); do timeout "$max_hog" yes > /dev/null & hogs+=($!); done
}
stop_hogs() { [ ${#hogs[@]} -eq 0 ] || kill "${hogs[@]}" 2>/dev/null || true; hogs=(); }
toggle_loop() { # two hogs on for hog_period s, off for hog_period s, until killed or max_hog
  local a="" b="" end=$((SECONDS + max_hog))
  trap 'kill $a $b 2>/dev/null; exit 0' TERM
  while [ $SECONDS -lt $end ]; do
    timeout "$max_hog" yes > /dev/null & a=$!; timeout "$max_hog" yes > /dev/null & b=$!
    sleep "$hog_period" & wait $!
    kill "$a" "$b" 2>/dev/null || true; a="" b=""
    sleep "$hog_period" & wait $!
  done
}
trap stop_hogs EXIT

for condition in "$@"; do
  prepare_repo "$([ "$condition" = seeded10 ] && echo yes || echo no)"
  project="$work/repo/$suite_project"
  dotnet build "$project" -c Release -nologo -v q -tl:off > "$work/build.log" 2>&1
  dll=$(ls "$(dirname "$project")"/bin/Release/*/"$(basename "${project%.csproj}")".dll | head -1)
  baseline=$(dirname "$project")/perfgate-baseline.json
  [ -f "$baseline" ] || echo '{"schemaVersion":1,"benchmarks":[]}' > "$baseline"
  artifacts="$work/artifacts-$condition"; rm -rf "$artifacts"
  case $condition in
    hog1) start_hogs 1 ;;
    hog2) start_hogs 2 ;;
    toggle) toggle_loop & hogs+=($!) ;;
    asfound*|seeded10) ;;
    *) echo "record.sh: unknown condition '$condition' (asfound, hog1, hog2, toggle, seeded10)" >&2; exit 2 ;;
  esac
  load_before=$(cut -d' ' -f1-3 /proc/loadavg); started=$(date -u +%FT%TZ); t0=$SECONDS
  dotnet "$perfgate" gate --assembly "$dll" --artifacts "$artifacts" --baseline "$baseline" --project "$project" \
    --compare-to "$base" --pairs "$pairs" --report json="$artifacts/report.json" > "$out/$suite-$condition.log" 2>&1 || true
  seconds=$((SECONDS - t0)); load_after=$(cut -d' ' -f1-3 /proc/loadavg)
  stop_hogs
  python3 "$root/eval/same-runner/compact.py" "$artifacts/same-runner" "$out/$suite-$condition.json" \
    --suite "$suite" --condition "$condition" --pairs "$pairs" --started "$started" --seconds "$seconds" \
    --load-before "$load_before" --load-after "$load_after" --seeded "$([ "$condition" = seeded10 ] && echo 'Sample.Streaming.DataStreamerBenchmark.Stream*:10' || echo '')"
  echo "$suite $condition: $seconds s, load $load_before -> $load_after, $(du -h "$out/$suite-$condition.json" | cut -f1)"
done
