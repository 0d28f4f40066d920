#!/usr/bin/env bash
# What pairing per benchmark method costs against pairing whole-suite launches (issue 12): side by side, in one
# run, alternating, each round runs the whole tagged suite in one process (what the same-runner mode launched
# before) and every tagged method in a process of its own (what it launches now), with the arguments the gate
# uses (the ci job cut to one in-process launch). Prints each round's seconds and the medians.
#
#   eval/same-runner/cost.sh BENCHMARKS.dll [rounds, default 3] [cost.json to write, for eval/recordings/same-runner/]
set -euo pipefail
dll=$(cd "$(dirname "$1")" && pwd)/$(basename "$1"); rounds=${2:-3}
work=${WORK:-/tmp/perfgate-cost}; rm -rf "$work"; mkdir -p "$work"
job=(--launchCount 1 --warmupCount 2 --iterationCount 5 --iterationTime 100 --noOverheadEvaluation --inProcess)
cd "$(dirname "$dll")"
mapfile -t methods < <(dotnet "$dll" --list flat --anyCategories PerfGate | grep -v ' ' | grep '\.' | sed 's/(.*//' | sort -u)
launch() { # name filters...
  local name=$1; shift
  local t0; t0=$(date +%s.%N)
  dotnet "$dll" --filter "$@" --anyCategories PerfGate --memory --exporters fulljson --artifacts "$work/$name" \
    --buildTimeout 600 "${job[@]}" > "$work/$name.log" 2>&1
  echo "$(date +%s.%N) - $t0" | bc
}
suite=(); per_method=(); loads=()
for r in $(seq 1 "$rounds"); do
  load=$(cut -d' ' -f1 /proc/loadavg)
  if [ $((r % 2)) -eq 1 ]; then s=$(launch "r$r-suite" '*'); fi
  total=0; n=0
  for m in "${methods[@]}"; do
    t=$(launch "r$r-$n" "$m" "$m(*"); total=$(echo "$total + $t" | bc); n=$((n + 1))
  done
  if [ $((r % 2)) -eq 0 ]; then s=$(launch "r$r-suite" '*'); fi
  suite+=("$s"); per_method+=("$total"); loads+=("$load")
  printf 'round %d (load %s): whole suite in one process %.1f s; %d methods, one process each: %.1f s (x%.2f)\n' \
    "$r" "$load" "$s" "${#methods[@]}" "$total" "$(echo "$total / $s" | bc -l)"
done
median() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }
ms=$(median "${suite[@]}"); mm=$(median "${per_method[@]}")
printf 'median: whole suite %.1f s, per method %.1f s: x%.2f (per extra process %.1f s)\n' "$ms" "$mm" "$(echo "$mm / $ms" | bc -l)" \
  "$(echo "($mm - $ms) / (${#methods[@]} - 1)" | bc -l)"
if [ -n "${3:-}" ]; then
  join() { local IFS=,; echo "$*"; }
  printf '{"methods":%d,"suiteSeconds":[%s],"perMethodSeconds":[%s],"load":[%s]}\n' "${#methods[@]}" \
    "$(join $(printf '%.1f ' "${suite[@]}"))" "$(join $(printf '%.1f ' "${per_method[@]}"))" "$(join "${loads[@]}")" > "$3"
fi
