#!/usr/bin/env bash
# Issue 52: where MediatR's slow launches come from. On this suite a few launches in 16 run every iteration ×1.4–×1.5
# slower than the rest, and without address-space randomization (`setarch --addr-no-randomize`) none does
# (noise.sh's aslr0 setting). This study asks which address matters: per launch it records where the kernel put the
# main thread's stack (/proc/PID/stat, startstack) and how long an environment variable padded the stack's top, and
# the launch's fastest iteration, for three settings taking turns in each round:
#   aslr   the runtime's own launch (addresses randomized), as the gate launches;
#   fixed  addresses not randomized, the same environment every launch;
#   pad    addresses not randomized, and an environment variable of a random length (0–4095 bytes) per launch: only
#          the stack's offset moves (the environment sits at the top of the main thread's stack).
# If *pad* brings the slow launches back, the stack's offset decides them (Mytkowicz et al., ASPLOS 2009).
#
#   eval/same-runner/layout-modes.sh SUITE_DLL METHOD ROUNDS OUT.tsv
#
# Waits for the 1-minute load average to fall below 1.5 first; nothing else may run meanwhile.
set -euo pipefail
dll=$1 method=$2 rounds=$3 out=$4
work=${WORK:-/tmp/layout-modes}
rm -rf "$work"; mkdir -p "$work"
while awk '{exit !($1 >= 1.5)}' /proc/loadavg; do sleep 10; done
echo "# started $(date -u +%FT%TZ), load $(cut -d' ' -f1-3 /proc/loadavg), $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2-)" > "$out"
printf 'round\tsetting\tpad\tstartstack\tstack_mod_4096\tfastest_ns\tmedian_ns\n' >> "$out"
args=(--filter "$method" --anyCategories PerfGate --exporters json --launchCount 1 --iterationCount 5 --iterationTime 100
      --noOverheadEvaluation --inProcess)
for round in $(seq 1 "$rounds"); do
  for setting in aslr fixed pad; do
    prefix=(); pad=0
    [ "$setting" = aslr ] || prefix=(setarch "$(uname -m)" --addr-no-randomize)
    [ "$setting" != pad ] || pad=$((RANDOM % 4096))
    dir=$work/$setting-r$round
    "${prefix[@]}" env DOTNET_TC_CallCountingDelayMs=0 PERFGATE_PAD="$(head -c "$pad" /dev/zero | tr '\0' x)" \
      dotnet "$dll" "${args[@]}" --artifacts "$dir" > "$dir.log" 2>&1 &
    pid=$!
    sleep 0.3
    stack=$(awk '{print $28}' "/proc/$pid/stat" 2>/dev/null || echo 0)
    wait "$pid" || true
    read -r fastest median < <(python3 - "$dir" <<'EOF'
import glob, json, statistics, sys
values = [v for f in glob.glob(sys.argv[1] + "/results/*-report-full*.json") for b in json.load(open(f))["Benchmarks"]
          for v in b["Statistics"]["OriginalValues"]]
print(f"{min(values):.2f} {statistics.median(values):.2f}" if values else "nan nan")
EOF
)
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$round" "$setting" "$pad" "$stack" "$((stack % 4096))" "$fastest" "$median" >> "$out"
  done
  echo "layout-modes: round $round of $rounds (load $(cut -d' ' -f1 /proc/loadavg))"
done
echo "# ended $(date -u +%FT%TZ), load $(cut -d' ' -f1-3 /proc/loadavg)" >> "$out"
