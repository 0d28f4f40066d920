#!/usr/bin/env bash
# The selection's cost on a large suite (issue 50): a pull request that changes one method's code of the generated
# 60-method suite (eval/suite60/generate.py --one-method: Hashing.Fnv1a does 25 % more rounds), gated in ONE job:
#   dotnet build -t:PerfGate -p:PerfGateCompareTo=HEAD~1     (the default selection: --select changed)
# after the machine is quiet (1-minute load below 1.5), recording the load at the start and the wall time.
#
#   eval/selection/suite60-one-method.sh SUITE OUT.txt
# SUITE is a folder eval/suite60/prepare.sh made (its main: the suite, PerfGate adopted, the two-method pull request);
# this script adds the branch one-method beside that pull request, from the adoption commit.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
suite=$(cd "$1" && pwd)
out=$2
project="$suite/bench/Suite60.Benchmarks"
git() { command git -C "$suite" -c user.name=eval -c user.email=eval@perfgate.invalid "$@"; }
git checkout -q -B one-method main~1
python3 "$here/../suite60/generate.py" "$project" --one-method
git add -A && git commit -q -m "pull request: Hashing.Fnv1a 25 % more rounds (one method's code)"
(cd "$project" && dotnet build -c Release -nologo -tl:off -v q > /dev/null)   # untimed: restore and the head's first build
while awk -v l="$(cut -d' ' -f1 /proc/loadavg)" 'BEGIN { exit !(l >= 1.5) }'; do sleep 10; done
load=$(cut -d' ' -f1-3 /proc/loadavg)
start=$(date +%s.%N)
set +e
(cd "$project" && dotnet build -t:PerfGate -p:PerfGateCompareTo=HEAD~1 -nologo -tl:off) > "$out.log" 2>&1
code=$?
set -e
seconds=$(echo "$(date +%s.%N) - $start" | bc)
{
  echo "suite60, one method's code changed, one job, --select changed: exit $code, $seconds s, load at start $load, $(date -u +%FT%TZ)"
  grep -E "PerfGate: selection:|traced what|launch pair|PG01|FAILED|PASSED" "$out.log" | grep -v "traced what" | head -20
  echo "traced launches: $(grep -c 'PerfGate: traced what' "$out.log")"
} | tee "$out"
