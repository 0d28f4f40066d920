#!/usr/bin/env bash
# What the gate's time explanations say (issue 51), on real runs, for a quiet machine: a git repository made from the
# sample, its base commit clean and its head with one time regression written into the code, gated in the same-runner
# mode by the shipped `perfgate gate --compare-to HEAD~1 --explain-time …`, so the regressed case is CPU-profiled on
# both sides. Prints, per case, the verdict, the methods named (first one first) against the method the change was
# written in, and each profiled launch's benchmark process time; and the A/A case, the same code on both sides.
#
#   eval/explain/time-cases.sh [CASES] [PAIRS] [REPEATS]
#     CASES    any of: loop lock boxing aa (default all four)
#       loop   an extra loop in a callee: PartitionBuffer.Append checksums its row 64 times (expected: PartitionBuffer.Append,
#              or the method it is inlined into, named with "inlined here: PartitionBuffer.Append")
#       lock   a lock around DataStreamer.Add's body (expected: DataStreamer.Add, edited, or Monitor's enter/exit called
#              from it)
#       boxing each key boxed on the way to DataStreamer.PartitionOf (expected: DataStreamer.PartitionOf or its Box helper)
#       aa     no change; --select all runs every case and --explain-time true profiles it (expected: "no method's time
#              changed beyond noise")
#     PAIRS    --pairs (default: the gate's own, 16 with a first look at 8); REPEATS how many gates per case (default 3)
#
# Not on a busy machine: the figures are about the machine's other work there (docs/time-explanations.md). WORK: scratch
# folder. Each gate waits for a 1-minute load average under 1.5 (MAX_START_LOAD: another, for a check of what it says
# rather than of its cost) and prints it with the steal time before it starts.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cases=${1:-loop lock boxing aa}
pairs=${2:-}
repeats=${3:-3}
work=${WORK:-/tmp/perfgate-explain-time}
perfgate=$(ls "$root"/src/ResultComparer/bin/Release/*/perfgate.dll | head -1)

plant() { # case, repo
  python3 - "$1" "$2/src/Sample/Streaming" <<'PY'
import sys
case, folder = sys.argv[1], sys.argv[2]
def edit(name, old, new):
    path = f"{folder}/{name}"
    text = open(path).read()
    assert old in text, (name, old)
    open(path, "w").write(text.replace(old, new, 1))
if case == "loop":
    edit("PartitionBuffer.cs", "        rows++;\n", "        for (var i = 0; i < 64; i++)\n        {\n            checksum = (checksum * 31) ^ slot[i % RowSize];\n        }\n\n        rows++;\n")
    edit("PartitionBuffer.cs", "    private int rows;\n", "    private int rows;\n    private long checksum;\n")
elif case == "lock":
    edit("DataStreamer.cs", "        var buffer = buffers[PartitionOf(row.Key)];\n        buffer.Append(row);\n        return buffer;\n",
         "        lock (gate)\n        {\n            var buffer = buffers[PartitionOf(row.Key)];\n            buffer.Append(row);\n            return buffer;\n        }\n")
    edit("DataStreamer.cs", "    private TableSchema? schema;\n", "    private readonly object gate = new();\n    private TableSchema? schema;\n")
elif case == "boxing":
    edit("DataStreamer.cs", "    private int PartitionOf(long key) => (int)((ulong)key % (ulong)ServerCount);\n",
         "    private int PartitionOf(long key) => (int)((ulong)(long)Box(key) % (ulong)ServerCount);\n\n"
         "    [System.Runtime.CompilerServices.MethodImpl(System.Runtime.CompilerServices.MethodImplOptions.NoInlining)]\n"
         "    private static object Box(long key) => key;\n")
PY
}

run_case() { # case, repeat
  local case=$1 repeat=$2 dir="$work/$1-$2"
  rm -rf "$dir"; mkdir -p "$dir"
  cp -a "$root/sample-repo" "$dir/repo"
  find "$dir/repo" -depth \( -name bin -o -name obj -o -name BenchmarkDotNet.Artifacts -o -name .git \) -exec rm -rf {} +
  git -C "$dir/repo" init -q -b main
  git -C "$dir/repo" add -A
  git -C "$dir/repo" -c user.name=eval -c user.email=eval@perfgate.invalid commit -q -m base
  local explain=auto select=changed
  if [ "$case" = aa ]; then
    # Both builds' code is identical, so the selection would run nothing: every case runs its pairs and is profiled.
    explain=true select=all
    git -C "$dir/repo" -c user.name=eval -c user.email=eval@perfgate.invalid commit -q --allow-empty -m "head: no change"
  else
    plant "$case" "$dir/repo"
    git -C "$dir/repo" -c user.name=eval -c user.email=eval@perfgate.invalid commit -q -am "head: $case"
  fi
  local project="$dir/repo/benchmarks/Sample.Benchmarks/Sample.Benchmarks.csproj"
  dotnet build "$project" -c Release -nologo -v q -tl:off > "$dir/build.log" 2>&1
  local dll; dll=$(dotnet msbuild "$project" -getProperty:TargetPath -p:Configuration=Release)
  until awk -v max="${MAX_START_LOAD:-1.5}" '{exit !($1 < max)}' /proc/loadavg; do sleep 10; done
  echo "== $case #$repeat: load average $(cut -d' ' -f1-3 /proc/loadavg), steal $(awk '/^cpu /{print $9}' /proc/stat) jiffies so far"
  local started=$SECONDS
  dotnet "$perfgate" gate --assembly "$dll" --artifacts "$dir/artifacts" --baseline "$(dirname "$project")/perfgate-baseline.json" \
    --project "$project" --category PerfGate --compare-to HEAD~1 ${pairs:+--pairs "$pairs"} --explain-time "$explain" --select "$select" \
    --report json="$dir/report.json" > "$dir/gate.log" 2>&1 || true
  echo "   gate: $((SECONDS - started)) s; load average after $(cut -d' ' -f1-3 /proc/loadavg)"
  local expected
  case $case in
    loop) expected="PartitionBuffer.Append" ;;
    lock) expected="Monitor|DataStreamer.Add" ;;
    boxing) expected="DataStreamer.PartitionOf|DataStreamer.Box" ;;
    *) expected="" ;;
  esac
  python3 "$root/eval/explain/explanations.py" "$case" "$expected" "$dir/report.json" "$dir/artifacts/time-profiles"
  grep -E "profiled .* in [0-9.]+ s" "$dir/gate.log" | sed 's/^/   log: /' || true
}

mkdir -p "$work"
for case in $cases; do
  for repeat in $(seq 1 "$repeats"); do
    run_case "$case" "$repeat"
  done
done
