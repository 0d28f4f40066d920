#!/usr/bin/env bash
# The noise study of issue 22 (docs/evaluation.md, "Launch noise by setting"): per benchmark case, the spread of
# iterations inside a launch, the spread of launch medians between launches, and the seconds a launch costs, for the
# same-runner mode's launch and for the settings others use against launch-to-launch noise. Every setting
# runs the same way the gate runs a launch (one process per benchmark method, in-process, one launch of the ci job:
# 2 warmups + 5 × 100 ms iterations, no overhead evaluation) and the settings take turns inside each round, so a
# change of the machine during the study hits them all alike.
#
#   eval/same-runner/noise.sh OUT_DIR ROUNDS [LOAD]       LOAD: idle (default) or hog1 (one `yes` for the whole study)
#
# Settings: ci (the runtime's own settings: the launch until 2026-11-27); memrand (--memoryRandomization true); warm8 (--warmupCount 8); pgo0 (DOTNET_TieredPGO=0);
# tc0 (DOTNET_TieredCompilation=0: fully optimised code from the first call, no tiering to settle); short (3 iterations:
# many short launches); long (15 iterations: few long ones); ccd0 (DOTNET_TC_CallCountingDelayMs=0: the launch as the
# gate runs it since 2026-11-27, so *ci* is the launch before it); cct (DOTNET_TC_CallCountThreshold=1000); ccd0aw (ccd0
# with BenchmarkDotNet's automatic warmup: no --warmupCount: the launch as shipped); aslr0 (ccd0aw with the address space
# laid out the same in every launch: `setarch --addr-no-randomize`, so heap, stacks, mapped files and the JIT's code heap
# sit at one address launch after launch); wx0 (ccd0aw without the runtime's W^X double mapping of code and stubs:
# DOTNET_EnableWriteXorExecute=0); aw50 (ccd0aw with 50 ms iterations instead
# of 100: the pilot's last steps, the warmup's and the measured iterations each take half as long); ccd0w6 (ccd0 with 6 warmups); fixaw and fixw3 (pilot once:
# ccd0aw's launch in round 1 sizes the method's iterations, fixed-count.py, and from round 2 on every launch reuses that
# invocation count and unroll factor instead of running a pilot, with the automatic warmup or 3 warmups; they need
# ccd0aw listed before them and have one launch fewer); fixws (pilot once with a warmup as long as round 1's launch took to
# settle, fixed-count.py --settle, and no memory diagnoser: the allocations are the first launch's). SETTINGS (space-separated)
# picks some of them. SUITE_DLL runs that built app instead of building the suite (a gate's launch copy, whose
# BenchmarkDotNet is compiled ahead of time as the gate launches it).
# Another suite: SUITE_DIR, SUITE_PROJECT (relative to SUITE_DIR), SUITE_NAME and SUITE_FRAMEWORK as for record.sh; METHODS (an
# extended regular expression) keeps only the methods it matches. Waits for the 1-minute load average
# to fall below MAX_START_LOAD (1.5) first, and records the load averages, the CPU steal time over the study and every
# other process that used CPU meanwhile (watch.py): a study with one is repeated.
# A calibration median (calibrate.sh) right before and right after the study shows a slow host and a host that changed
# speed meanwhile. STUDY_NAME names the file (noise-STUDY_NAME.json) when a study must not replace an earlier one.
# Writes OUT_DIR/noise-LOAD.json, or noise-SUITE-LOAD.json for another suite (per launch: setting, round, method, seconds, per case its samples) and prints the
# table (noise-summary.py).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
out=$(mkdir -p "$1" && cd "$1" && pwd); rounds=$2; load=${3:-idle}
work=${WORK:-/tmp/perfgate-noise}
max_hog=${MAX_HOG_SECONDS:-3600}
suite_dir=${SUITE_DIR:-$root/sample-repo}
suite_project=${SUITE_PROJECT:-benchmarks/Sample.Benchmarks/Sample.Benchmarks.csproj}
suite=${SUITE_NAME:-sample}
name=${STUDY_NAME:+noise-$STUDY_NAME}
name=${name:-$([ "$suite" = sample ] && echo "noise-$load" || echo "noise-$suite-$load")}
rm -rf "$work"; mkdir -p "$work"
. "$root/eval/same-runner/calibrate.sh"
. "$root/eval/same-runner/gate.sh" # build_suite
cal_dll=$(calibration_dll "$root" "$work")
if [ -n "${SUITE_DLL:-}" ]; then
  dll=$SUITE_DLL # an app as built elsewhere: a gate's launch copy (obj/perfgate/same-runner/harness/head/), harness compiled
else
  cp -a "$suite_dir" "$work/repo"
  find "$work/repo" -depth \( -name bin -o -name obj -o -name BenchmarkDotNet.Artifacts -o -name .git \) -exec rm -rf {} +
  project="$work/repo/$suite_project"
  dll=$(build_suite "$project" "$work/build.log")
fi
methods=$(dotnet "$dll" --list flat --anyCategories PerfGate | grep -E '^[A-Za-z_][A-Za-z0-9_.]*$' | grep -E "${METHODS:-.}" | sort -u)

end=$((SECONDS + ${START_WAIT:-600}))
while awk -v max="${MAX_START_LOAD:-1.5}" '{exit !($1 >= max)}' /proc/loadavg && [ $SECONDS -lt $end ]; do sleep 10; done
load_start=$(cut -d' ' -f1 /proc/loadavg); started=$(date -u +%FT%TZ)
calibration=$(calibrate "$cal_dll" "$work/calibration-before")
hog=""
trap '[ -z "$hog" ] || kill "$hog" 2>/dev/null || true' EXIT
[ "$load" = hog1 ] && { timeout "$max_hog" yes > /dev/null & hog=$!; }
read -r steal0 total0 < <(awk '/^cpu /{print $9, $2+$3+$4+$5+$6+$7+$8+$9}' /proc/stat)
python3 "$root/eval/same-runner/watch.py" $$ "$work/watch.json" & watcher=$!
t0=$SECONDS

job() { # warmups iterations: the ci job's launch as the same-runner mode runs it, with these counts
  echo --launchCount 1 --warmupCount "$1" --iterationCount "$2" --iterationTime 100 --noOverheadEvaluation --inProcess
}
settings=${SETTINGS:-ci memrand warm8 pgo0 tc0 short long}
for round in $(seq 1 "$rounds"); do
  for setting in $settings; do
    for method in $methods; do
      env=(); prefix=()
      case $setting in
        memrand) read -ra args < <(job 2 5); args+=(--memoryRandomization true) ;;
        warm8) read -ra args < <(job 8 5) ;;
        pgo0) read -ra args < <(job 2 5); env=(DOTNET_TieredPGO=0) ;;
        tc0) read -ra args < <(job 2 5); env=(DOTNET_TieredCompilation=0) ;;
        ccd0) read -ra args < <(job 2 5); env=(DOTNET_TC_CallCountingDelayMs=0) ;;
        ccd0w6) read -ra args < <(job 6 5); env=(DOTNET_TC_CallCountingDelayMs=0) ;;
        ccd0aw) args=(--launchCount 1 --iterationCount 5 --iterationTime 100 --noOverheadEvaluation --inProcess); env=(DOTNET_TC_CallCountingDelayMs=0) ;;
        aslr0) args=(--launchCount 1 --iterationCount 5 --iterationTime 100 --noOverheadEvaluation --inProcess); env=(DOTNET_TC_CallCountingDelayMs=0)
               prefix=(setarch "$(uname -m)" --addr-no-randomize) ;;
        wx0) args=(--launchCount 1 --iterationCount 5 --iterationTime 100 --noOverheadEvaluation --inProcess)
             env=(DOTNET_TC_CallCountingDelayMs=0 DOTNET_EnableWriteXorExecute=0) ;;
        aw50) args=(--launchCount 1 --iterationCount 5 --iterationTime 50 --noOverheadEvaluation --inProcess); env=(DOTNET_TC_CallCountingDelayMs=0) ;;
        fixaw|fixw3)
          [ "$round" -gt 1 ] || continue # round 1's ccd0aw launch sizes the iterations
          read -ra args < <([ $setting = fixw3 ] && job 3 5 || echo --launchCount 1 --iterationCount 5 --iterationTime 100 --noOverheadEvaluation --inProcess)
          read -ra size < "$work/sizes/$method"; args+=("${size[@]}"); env=(DOTNET_TC_CallCountingDelayMs=0) ;;
        fixws)
          [ "$round" -gt 1 ] || continue
          args=(--launchCount 1 --iterationCount 5 --iterationTime 100 --noOverheadEvaluation --inProcess)
          read -ra size < "$work/sizes-ws/$method"; args+=("${size[@]}"); env=(DOTNET_TC_CallCountingDelayMs=0) ;;
        cct) read -ra args < <(job 2 5); env=(DOTNET_TC_CallCountThreshold=1000) ;;
        osr0) read -ra args < <(job 2 5); env=(DOTNET_TC_OnStackReplacement=0) ;;
        short) read -ra args < <(job 2 3) ;;
        long) read -ra args < <(job 2 15) ;;
        *) read -ra args < <(job 2 5) ;;
      esac
      dir="$work/launches/$setting-r$(printf %02d "$round")-$method"; mkdir -p "$dir"
      start=$(date +%s.%N)
      memory=(--memory); [ "$setting" != fixws ] || memory=()
      "${prefix[@]}" env "${env[@]}" dotnet "$dll" --filter "$method" --anyCategories PerfGate "${memory[@]}" --exporters json --artifacts "$dir" "${args[@]}" > "$dir.log" 2>&1 || true
      echo "$(date +%s.%N) - $start" | bc > "$dir.seconds"
      if [ "$setting" = ccd0aw ] && [ "$round" = 1 ]; then
        mkdir -p "$work/sizes" "$work/sizes-ws"; python3 "$root/eval/same-runner/fixed-count.py" "$dir/results" > "$work/sizes/$method" || true
        python3 "$root/eval/same-runner/fixed-count.py" "$dir/results" 100 --settle > "$work/sizes-ws/$method" || true
      fi
    done
  done
  echo "noise: round $round of $rounds done ($((SECONDS - t0)) s, load $(cut -d' ' -f1 /proc/loadavg))"
done
read -r steal1 total1 < <(awk '/^cpu /{print $9, $2+$3+$4+$5+$6+$7+$8+$9}' /proc/stat)
kill "$watcher"; wait "$watcher" 2>/dev/null || true
[ -z "$hog" ] || { kill "$hog" 2>/dev/null || true; hog=""; }
calibration_after=$(calibrate "$cal_dll" "$work/calibration-after")
steal=$(awk -v s=$((steal1 - steal0)) -v t=$((total1 - total0)) 'BEGIN{printf "%.2f", (t > 0 ? 100 * s / t : 0)}')
python3 "$root/eval/same-runner/noise-summary.py" "$work/launches" "$out/$name.json" \
  --load "$load" --load-start "$load_start" --load-after "$(cut -d' ' -f1-3 /proc/loadavg)" --steal-percent "$steal" --seconds $((SECONDS - t0)) \
  --started "$started" --calibration-ns "$calibration" --calibration-after-ns "$calibration_after" --watch "$work/watch.json"
