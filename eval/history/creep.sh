#!/usr/bin/env bash
# Issue 40's end-to-end check of main's history on a real git repository (docs/history.md, "How well it works"):
# a copy of sample-repo/ with one method of its own (DriftBenchmark.cs.template, category History), and a main branch
# that grows by merges (--no-ff) of three kinds:
#   unchanged  a merge that leaves the benchmark's code as it is (it edits a text file)
#   creep      case "creep" gets 4 % more rounds (CreepRounds × 1.04)
#   alloc      case "alloc" allocates 24 more bytes per call (AllocPayload + 24)
# After each merge the shipped same-runner gate measures the merged commit against its first parent, exactly what the
# history workflow runs on a push (and what the pull request's gate measured: head = the merged tree, base = main
# before it); its exit code is that pull request's verdict. Each report is kept; `perfgate history record` appends it
# to the repository's bare origin (branch perfgate-history), and at the end `perfgate history` reads the history
# since the tag anchor.
#
#   eval/history/creep.sh OUT_DIR PLAN...
#
# PLAN is a list of merge kinds, e.g. "unchanged*10 creep*3 alloc creep*3". Each run writes OUT_DIR/gates.tsv (merge,
# kind, commit, exit code, seconds, load at start), OUT_DIR/reports/NN-<commit>.json, and OUT_DIR/history.{txt,html}.
# Waits for a 1-minute load under 1.5 before each gate (MAX_START_LOAD) and records it. WORK: scratch folder.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
out=$(mkdir -p "$1" && cd "$1" && pwd); shift
work=${WORK:-/tmp/perfgate-creep}
perfgate=$(ls "$root"/src/ResultComparer/bin/Release/*/perfgate.dll | head -1)
project_rel=benchmarks/Sample.Benchmarks/Sample.Benchmarks.csproj
bench_rel=benchmarks/Sample.Benchmarks/History/DriftBenchmark.cs
git_as() { git -C "$work/repo" -c user.name=eval -c user.email=eval@perfgate.invalid "$@"; }

plan=()
for item in "$@"; do
  kind=${item%%\**}; count=1; [ "$item" = "$kind" ] || count=${item##*\*}
  case $kind in unchanged|creep|alloc) ;; *) echo "creep.sh: unknown merge kind '$kind' (unchanged, creep, alloc)" >&2; exit 2 ;; esac
  for _ in $(seq 1 "$count"); do plan+=("$kind"); done
done

rm -rf "$work"; mkdir -p "$work" "$out/reports"
cp -a "$root/sample-repo" "$work/repo"
find "$work/repo" -depth \( -name bin -o -name obj -o -name BenchmarkDotNet.Artifacts -o -name .git \) -exec rm -rf {} +
mkdir -p "$(dirname "$work/repo/$bench_rel")"
cp "$root/eval/history/DriftBenchmark.cs.template" "$work/repo/$bench_rel"
echo "merges so far: 0" > "$work/repo/CHANGES.txt"
python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); d["benchmarks"] = []; json.dump(d, open(sys.argv[1], "w"), indent=2)' "$work/repo/${project_rel%/*}/perfgate-baseline.json"
git -C "$work/repo" init -q -b main
git_as add -A; git_as commit -q -m "anchor"; git_as tag v1.0
git init -q --bare "$work/origin.git"
git_as remote add origin "$work/origin.git"; git_as push -q origin main v1.0

project="$work/repo/$project_rel"
# The same-runner gate compares with the parent; the committed baseline (emptied in the anchor commit) only has to be
# valid, and empty it keeps the sample's own benchmarks, not run here, from being reported missing.
baseline=$(dirname "$project")/perfgate-baseline.json
printf 'merge\tkind\tcommit\texit\tseconds\tload\n' > "$out/gates.tsv"
n=0
for kind in "${plan[@]}"; do
  n=$((n + 1))
  git_as checkout -q -b "change-$n" main
  case $kind in
    creep) python3 - "$work/repo/$bench_rel" <<'PY'
import re, sys
p = sys.argv[1]; s = open(p).read()
m = re.search(r"CreepRounds = (\d+);", s)
s = s.replace(m.group(0), f"CreepRounds = {round(int(m.group(1)) * 1.04)};")
open(p, "w").write(s)
PY
    ;;
    alloc) python3 - "$work/repo/$bench_rel" <<'PY'
import re, sys
p = sys.argv[1]; s = open(p).read()
m = re.search(r"AllocPayload = (\d+);", s)
s = s.replace(m.group(0), f"AllocPayload = {int(m.group(1)) + 24};")
open(p, "w").write(s)
PY
    ;;
  esac
  echo "merges so far: $n ($kind)" > "$work/repo/CHANGES.txt"
  git_as commit -q -am "change $n: $kind"
  git_as checkout -q main
  git_as merge -q --no-ff -m "Merge change $n ($kind)" "change-$n"
  git_as push -q origin main
  commit=$(git_as rev-parse HEAD)

  dotnet build "$project" -c Release -nologo -v q -tl:off > "$work/build.log" 2>&1
  dll=$(dotnet msbuild "$project" -getProperty:TargetPath -p:Configuration=Release)
  end=$((SECONDS + 600))
  while awk -v max="${MAX_START_LOAD:-1.5}" '{exit !($1 >= max)}' /proc/loadavg && [ $SECONDS -lt $end ]; do sleep 10; done
  load=$(cut -d' ' -f1 /proc/loadavg); t0=$SECONDS
  artifacts="$work/artifacts-$n"; rm -rf "$artifacts"
  code=0
  dotnet "$perfgate" gate --assembly "$dll" --artifacts "$artifacts" --baseline "$baseline" --project "$project" \
    --category History --compare-to HEAD^1 --report json="$out/reports/$(printf %02d "$n")-$commit.json" \
    > "$out/reports/$(printf %02d "$n")-$commit.log" 2>&1 || code=$?
  seconds=$((SECONDS - t0))
  # What the history workflow does after its gate: append the merge to the branch perfgate-history of origin.
  dotnet "$perfgate" history record --report "$out/reports/$(printf %02d "$n")-$commit.json" --repository "$work/repo" \
    >> "$out/reports/$(printf %02d "$n")-$commit.log" 2>&1
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$n" "$kind" "$commit" "$code" "$seconds" "$load" >> "$out/gates.tsv"
  echo "merge $n ($kind) ${commit:0:12}: gate exit $code, $seconds s, load at start $load"
done
git -C "$work/repo" log --first-parent --format='%H %cI %s' main > "$out/main.log"
# The records as the branch holds them, and the anchor's commit: `perfgate history --folder OUT/records --anchor SHA`
# replays the analysis without the repository.
rm -rf "$out/records"; mkdir -p "$out/records"
git -C "$work/origin.git" archive perfgate-history | tar -x -C "$out/records"
git -C "$work/repo" rev-parse v1.0 > "$out/anchor.txt"

# What the history says since the anchor after each merge (the first merge after which the creep is flagged), and
# at the end, with the page. Exit 1 means something was flagged.
printf 'merge\tkind\texit\tfindings\n' > "$out/history-by-merge.tsv"
tail -n +2 "$out/gates.tsv" | while IFS=$'\t' read -r merge kind commit _; do
  code=0
  findings=$(dotnet "$perfgate" history --repository "$work/repo" --anchor v1.0 --head "$commit" 2>&1) || code=$?
  printf '%s\t%s\t%s\t%s\n' "$merge" "$kind" "$code" "$(printf '%s' "$findings" | grep -v '^PerfGate history: note' | tr '\n' ' ')" >> "$out/history-by-merge.tsv"
done
code=0
dotnet "$perfgate" history --repository "$work/repo" --anchor v1.0 --page "$out/history.html" \
  --commit-url "https://example.invalid/creep/commit/{0}" > "$out/history.txt" 2>&1 || code=$?
echo "history: exit $code"; cat "$out/history.txt"
