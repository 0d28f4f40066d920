#!/usr/bin/env bash
# Records A/A same-runner gates for the drift evaluation (issue 12, item 4; docs/evaluation.md, "Same-runner mode
# under drift"): the shipped `perfgate gate --compare-to <base> --pairs P` on a temporary git repository made from
# a suite, keeping every launch's samples in one compact JSON file per recording, which eval/Evaluation replays.
#
#   eval/same-runner/record.sh OUT_DIR PAIRS CONDITION...
#
# CONDITION is a load, optionally followed by +seededN (head = a real +N % change, e.g. idle+seeded25: on the sample,
# DataStreamerBenchmark's RowCount 5_000 → 5_000 × (1 + N/100); on another suite, the diff from its main to its branch
# slow-N, e.g. Autofac's from eval/external/seed.sh, with SEEDED_GLOB naming the cases it slows):
#   idle      (a) nothing else running: the recording waits until the 1-minute load average is below MAX_START_LOAD
#   hog1      (b) one core kept busy: one `yes > /dev/null` for the whole recording
#   toggle    (c) two hogs switching on and off every HOG_PERIOD seconds (default 15)
#   hog4      (d) oversubscribed: four `yes` on two cores
#   hog2      two hogs (both cores of a 2-core machine)
#   asfound   the machine as found, no wait (a shared runner's drift; asfound2 … a second one)
#   seeded10  (older name) asfound+seeded10
# Every condition but asfound first waits (up to START_WAIT seconds, default 600) for the 1-minute load average to fall
# below MAX_START_LOAD (default 1.5), so the condition's own load is the only one; it then records the machine's state:
# load averages before and after and the highest seen during the gate (every 5 s), the CPU steal time over the gate
# (/proc/stat: another tenant of the host, which a VM's load average does not show), and a calibration median right
# before the gate and right after it (calibrate.sh; after: once the condition's own load has stopped): a slow or
# contended host shows there, and a host that changed speed during the gate shows as two different figures. eval/same-runner/watch.py lists every other process that used CPU during the gate ("foreign"): a
# recording with one is not a recording of its condition and is repeated.
# Each condition writes OUT_DIR/<suite>-<condition>.json (and its gate log next to it). Base = head = the same commit
# except for seeded10, so every difference is the machine's. Every method is measured (--select all): the gate's default selection
# measures only methods whose executed code differs, which on unchanged code is none (since 2026-11-29). Every hog is this script's child, killed by its process
# id when the recording ends, and bounded by `timeout` (MAX_HOG_SECONDS, default 3600) even if the script dies.
#
# Environment: SUITE_DIR (default sample-repo/), SUITE_PROJECT (the benchmark project, relative to SUITE_DIR),
# SUITE_NAME (default sample), SUITE_FRAMEWORK (a multi-targeted suite's measured framework), SEEDED_GLOB (the cases a seeded change slows, "Id*"; default the sample's), WORK (scratch folder, default /tmp/perfgate-record).
# LOOKS=shipped runs the gate as a user gets it (its early looks, sequential looks and stopping rule, no --fixed-pairs:
# the recording then holds only the pairs each method took) and keeps its report as OUT_DIR/<suite>-<condition>.report.json,
# for each A/A gate's verdicts and could-see (eval/same-runner/aa-gates.sh); default: every method gets all PAIRS pairs.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
out=$(mkdir -p "$1" && cd "$1" && pwd); pairs=$2; shift 2
suite_dir=${SUITE_DIR:-$root/sample-repo}
suite_project=${SUITE_PROJECT:-benchmarks/Sample.Benchmarks/Sample.Benchmarks.csproj}
suite=${SUITE_NAME:-sample}
hog_period=${HOG_PERIOD:-15}
max_hog=${MAX_HOG_SECONDS:-3600}
work=${WORK:-/tmp/perfgate-record}
looks=${LOOKS:-fixed}
case $looks in fixed) fixed_pairs=(--fixed-pairs) ;; shipped) fixed_pairs=() ;; *) echo "record.sh: LOOKS is fixed or shipped, not '$looks'" >&2; exit 2 ;; esac
. "$root/eval/same-runner/gate.sh" # perfgate_dll, build_suite, suite_baseline, same_runner_gate
perfgate=$(perfgate_dll "$root")
# shellcheck source=../external/adopt.sh
. "$root/eval/external/adopt.sh" # add_tracked_ignored: a suite's copy keeps what the suite tracks

prepare_repo() { # seeded percent, 0 for none
  rm -rf "$work/repo"; mkdir -p "$work"
  cp -a "$suite_dir" "$work/repo"
  find "$work/repo" -depth \( -name bin -o -name obj -o -name BenchmarkDotNet.Artifacts -o -name .git \) -exec rm -rf {} +
  git -C "$work/repo" init -q -b main
  git -C "$work/repo" add -A
  add_tracked_ignored "$suite_dir" "$work/repo"
  git -C "$work/repo" -c user.name=eval -c user.email=eval@perfgate.invalid commit -q -m base
  base=$(git -C "$work/repo" rev-parse HEAD)
  if [ "$1" != 0 ] && [ "$suite" = sample ]; then
    local rows=$((5000 * (100 + $1) / 100))
    sed -i "s/private const int RowCount = 5_000;/private const int RowCount = $rows;/" "$work/repo/benchmarks/Sample.Benchmarks/Streaming/DataStreamerBenchmark.cs"
    git -C "$work/repo" -c user.name=eval -c user.email=eval@perfgate.invalid commit -q -am "seeded +$1 %"
  elif [ "$1" != 0 ]; then # another suite: its own branch slow-N (eval/external/seed.sh), applied on the copy
    git -C "$suite_dir" diff main "slow-$1" | git -C "$work/repo" apply
    git -C "$work/repo" -c user.name=eval -c user.email=eval@perfgate.invalid commit -q -am "seeded +$1 % (slow-$1)"
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
trap 'stop_hogs; [ -z "${sampler:-}" ] || kill "$sampler" 2>/dev/null || true' EXIT

steal_ticks() { awk '/^cpu /{print $9, $2+$3+$4+$5+$6+$7+$8+$9}' /proc/stat; }
wait_for_quiet() {
  local end=$((SECONDS + ${START_WAIT:-600}))
  while awk -v max="${MAX_START_LOAD:-1.5}" '{exit !($1 >= max)}' /proc/loadavg && [ $SECONDS -lt $end ]; do sleep 10; done
}
. "$root/eval/same-runner/calibrate.sh"

cal_dll=$(calibration_dll "$root" "$work")
for condition in "$@"; do
  [ "$condition" = seeded10 ] && condition=asfound+seeded10
  load=${condition%%+*}; seeded=0
  case $condition in *+seeded*) seeded=${condition##*+seeded} ;; esac
  prepare_repo "$seeded"
  project="$work/repo/$suite_project"
  dll=$(build_suite "$project" "$work/build.log")
  baseline=$(suite_baseline "$root" "$project")
  artifacts="$work/artifacts-$condition"; rm -rf "$artifacts"
  case $load in asfound*) ;; *) wait_for_quiet ;; esac
  load_start=$(cut -d' ' -f1 /proc/loadavg)
  calibration=$(calibrate "$cal_dll" "$work/calibration-$condition")
  case $load in
    hog1) start_hogs 1 ;;
    hog2) start_hogs 2 ;;
    hog4) start_hogs 4 ;;
    toggle) toggle_loop & hogs+=($!) ;;
    idle|asfound*) ;;
    *) echo "record.sh: unknown condition '$condition' (idle, hog1, toggle, hog4, hog2, asfound, each optionally +seededN)" >&2; exit 2 ;;
  esac
  python3 "$root/eval/same-runner/watch.py" $$ "$work/watch-$condition.json" & sampler=$!
  read -r steal0 total0 < <(steal_ticks)
  load_before=$(cut -d' ' -f1-3 /proc/loadavg); started=$(date -u +%FT%TZ); t0=$SECONDS
  same_runner_gate "$perfgate" "$dll" "$artifacts" "$baseline" "$project" "$base" --select all --pairs "$pairs" "${fixed_pairs[@]}" \
    > "$out/$suite-$condition.log" 2>&1 || true
  seconds=$((SECONDS - t0)); load_after=$(cut -d' ' -f1-3 /proc/loadavg)
  [ "$looks" = fixed ] || cp "$artifacts/report.json" "$out/$suite-$condition.report.json" 2>/dev/null || true
  read -r steal1 total1 < <(steal_ticks)
  kill "$sampler" 2>/dev/null || true; wait "$sampler" 2>/dev/null || true; sampler=""
  stop_hogs
  calibration_after=$(calibrate "$cal_dll" "$work/calibration-after-$condition")
  steal_percent=$(awk -v s=$((steal1 - steal0)) -v t=$((total1 - total0)) 'BEGIN{printf "%.2f", (t > 0 ? 100 * s / t : 0)}')
  IFS=$'\t' read -r load_max foreign < <(python3 "$root/eval/same-runner/watch.py" --summary "$work/watch-$condition.json")
  python3 "$root/eval/same-runner/compact.py" "$artifacts/same-runner" "$out/$suite-$condition.json" \
    --suite "$suite" --condition "$condition" --pairs "$pairs" --started "$started" --seconds "$seconds" \
    --load-before "$load_before" --load-after "$load_after" --load-start "$load_start" --load-max "${load_max:-}" \
    --steal-percent "$steal_percent" --calibration-ns "$calibration" --calibration-after-ns "$calibration_after" --foreign "$foreign" \
    --seeded "$([ "$seeded" != 0 ] && echo "${SEEDED_GLOB:-Sample.Streaming.DataStreamerBenchmark.Stream*}:$seeded" || echo '')"
  echo "$suite $condition: $seconds s, load at start $load_start, $load_before -> $load_after (max $load_max), steal $steal_percent %, calibration $calibration -> $calibration_after ns, foreign processes: $foreign, $(du -h "$out/$suite-$condition.json" | cut -f1)"
done
