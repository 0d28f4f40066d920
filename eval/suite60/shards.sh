#!/usr/bin/env bash
# eval/suite60/shards.sh SUITE OUT [SHARDS] [COUNT]: the generated suite's same-runner gate as a matrix of COUNT jobs
# (default 4) measured one after the other on this machine, then joined, as the sample's sharded workflow runs it:
#   each shard i in SHARDS (default "1 2 3 4"):  dotnet build -t:PerfGate -p:PerfGateCompareTo=HEAD~1 -p:PerfGateShard=i/COUNT
#   the join:                                    dotnet build -t:PerfGate -p:PerfGateCompareTo=HEAD~1 -p:PerfGateShardResults=…
# SUITE is a folder eval/suite60/prepare.sh made. Each shard waits for a quiet machine first (1-minute load average
# below MAX_START_LOAD, default 1.5, checked every 10 s) and records the load at its start, its wall time, its
# launches and how many pairs its methods took; its artifacts are kept in OUT/shard-i, its log in OUT/shard-i.log.
# The summary goes to OUT/summary.md. Nothing else may run beside it: every figure is a wall time.
set -euo pipefail
[ $# -ge 2 ] || { echo "usage: $(basename "$0") SUITE OUT [SHARDS] [COUNT]" >&2; exit 2; }
suite=$(cd "$1" && pwd)
out=$(mkdir -p "$2" && cd "$2" && pwd)
shards=${3:-1 2 3 4}
count=${4:-4}
project="$suite/bench/Suite60.Benchmarks"
[ -f "$project/Suite60.Benchmarks.csproj" ] || { echo "$(basename "$0"): $suite is not a folder eval/suite60/prepare.sh made" >&2; exit 2; }
max_load=${MAX_START_LOAD:-1.5}

load1() { cut -d' ' -f1 /proc/loadavg; }
wait_quiet() {
  local waited=0
  while awk -v l="$(load1)" -v m="$max_load" 'BEGIN { exit !(l >= m) }'; do
    sleep 10; waited=$((waited + 10))
    [ $waited -lt 1800 ] || { echo "$(basename "$0"): the machine never became quiet (load $(load1))" >&2; exit 1; }
  done
}

summary="$out/summary.md"
{
  echo "| job | 1-min load at start | wall time | launches | methods: pairs taken |"
  echo "|---|---:|---:|---:|---|"
} > "$summary"
dotnet build-server shutdown > /dev/null 2>&1 || true
for i in $shards; do
  # A matrix job starts on a fresh machine: no harness compiled by an earlier shard (packages stay restored).
  rm -rf "$project/obj/perfgate/same-runner/harness"
  wait_quiet
  load=$(load1)
  start=$(date +%s)
  (cd "$project" && dotnet build -t:PerfGate -p:PerfGateCompareTo=HEAD~1 "-p:PerfGateShard=$i/$count" -nologo -tl:off -v:minimal) > "$out/shard-$i.log" 2>&1 \
    || echo "$(basename "$0"): shard $i/$count exited $? (see $out/shard-$i.log)" >&2
  wall=$(( $(date +%s) - start ))
  rm -rf "$out/shard-$i"
  cp -a "$project/obj/perfgate" "$out/shard-$i"
  rm -rf "$out/shard-$i/same-runner/base" # the base's worktree and build: not needed by the join, and large
  launches=$(find "$out/shard-$i/same-runner" -maxdepth 1 -type d -name 'r??-*' | wc -l)
  pairs=$(find "$out/shard-$i/same-runner" -maxdepth 1 -type d -name 'r??-head-*' | sed 's/.*r[0-9][0-9]-head-//' | sort | uniq -c \
    | awk '{ n[$1]++ } END { for (k in n) printf "%s%d × %d", (s++ ? ", " : ""), n[k], k }')
  echo "| shard $i/$count | $load | $wall s | $launches | $pairs |" >> "$summary"
  echo "$(basename "$0"): shard $i/$count: load $load at start, $wall s, $launches launches"
done

if [ "$shards" = "$(seq -s ' ' 1 "$count")" ]; then
  results=$(for i in $shards; do printf '%s;' "$out/shard-$i"; done); results=${results%;}
  start=$(date +%s)
  (cd "$project" && dotnet build -t:PerfGate -p:PerfGateCompareTo=HEAD~1 "-p:PerfGateShardResults=\"$results\"" -nologo -tl:off -v:minimal) > "$out/join.log" 2>&1 \
    && verdict="passed" || verdict="failed (exit $?)"
  echo "| join | $(load1) | $(( $(date +%s) - start )) s | – | gate $verdict |" >> "$summary"
  cp "$project/obj/perfgate/perfgate-report.json" "$out/join-report.json" 2>/dev/null || true
fi
cat "$summary"
