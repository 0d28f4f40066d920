#!/usr/bin/env bash
# Issue 50's "real histories": the last N commits of a suite's main that changed its benchmark project's source, each
# gated against its first parent as the same-runner gate selects (README.md beside this script).
#
#   eval/selection/history/run.sh <polly|autofac|openxml> [COUNT]
#
#   COUNT  gated commits wanted (default 50); commits that do not build offline are recorded and passed over, going
#          further back (at most COUNT*2 candidates are tried).
#
# Environment:
#   SELHIST_ROOT     working folder (default /tmp/selhist); per suite <root>/<suite>/: clone/ (one working clone, built
#                    incrementally), builds/<sha>/ (each build's output folder, out/, and its log; or same-as, naming
#                    the commit whose build it shares), traces/<sha>/ (what each method executed), results/
#                    (selection.tsv, skipped.tsv, summary.txt, pairs/, analysis.log)
#   SELHIST_ANALYZE  0: build only (default 1: build, then analyse)
#
# Resumable: a commit already built (or recorded as failing), a trace already taken and a pair already analysed are
# kept, so rerunning after a stop goes on where it stopped. Delete builds/<sha>/ to build a commit again.
set -euo pipefail

[ $# -ge 1 ] || { sed -n '2,20p' "$0" >&2; exit 2; }
suite=$1
count=${2:-50}
here=$(cd "$(dirname "$0")" && pwd)
perfgate=$(cd "$here/../../.." && pwd)

. "$here/suite.sh"
suite_config "$suite"
pathspec=("${source[@]}" ':(exclude)*.md')

work=${SELHIST_ROOT:-/tmp/selhist}/$suite
clone=$work/clone
builds=$work/builds
results=$work/results
mkdir -p "$builds" "$results"
say() { echo "selhist: $suite: $(date -u +%H:%M:%S) (load $(cut -d' ' -f1 /proc/loadavg)): $*"; }

# Nothing of this run starts while a timing measurement holds the machine: not the clone, not the tool's build below.
wait_quiet
if [ ! -d "$clone/.git" ]; then
  git clone -q --no-checkout "$mirror" "$clone"
  # The folders no build reads are never checked out: less to write per checkout, and the mirror may lack their largest
  # files (Open XML's misses a test's data file, and a checkout that needs it fails).
  git -C "$clone" sparse-checkout set --no-cone '/*' "${nonbuild[@]/#/!/}"
fi
tip=$(git -C "$clone" rev-parse origin/HEAD)
export SELHIST_SDK=$(dotnet --version)
# No MSBuild node outlives a build: the machine is shared, and every build here is a process of its own anyway.
export MSBUILDDISABLENODEREUSE=1 DOTNET_CLI_TELEMETRY_OPTOUT=1 DOTNET_NOLOGO=1

# build <sha>: 0 when builds/<sha>/out holds its output (built now or before), 1 when it did not build (the first error
# in builds/<sha>/failed).
last_built=
build() {
  local sha=$1 folder=$builds/$1 target start
  [ -f "$folder/ok" ] && return 0
  [ -f "$folder/failed" ] && return 1
  mkdir -p "$folder"
  wait_quiet
  # A parent is most often the next pick's build with only CI, docs or tests changed in between: the same build.
  if [ -n "$last_built" ] && git -C "$clone" diff --quiet "$last_built" "$sha" -- . "${nonbuild[@]/#/:(exclude)}"; then
    echo "$last_built" > "$folder/same-as"
    echo "0 $(cut -d' ' -f1 /proc/loadavg) same-as $last_built" > "$folder/ok"
    say "$sha builds as $last_built (they differ only in ${nonbuild[*]})"
    return 0
  fi
  git -C "$clone" checkout -q -f "$sha"
  git -C "$clone" clean -q -fd
  python3 "$here/adapt.py" "$suite" "$clone" "$work/adapt-state" > "$folder/tagged.txt"
  framework=$(framework_of "$clone")
  # The output folder is emptied first, so it holds only what this commit's build puts there (an incremental build
  # leaves files an older commit produced).
  target=$(cd "$clone" && dotnet msbuild "$project" -nologo -getProperty:TargetDir -p:Configuration=Release -p:TargetFramework="$framework" 2> /dev/null | tail -1 || true)
  [ -n "$target" ] && rm -rf "$target"
  start=$SECONDS
  say "building $sha for $framework ($(git -C "$clone" log -1 --format=%s "$sha" | cut -c1-60))"
  # Analyzers only report (StyleCop, Sonar: minutes of a build on a busy machine); source generators still run, and the
  # compiled code is the same without them.
  if (cd "$clone" && timeout 30m dotnet build "$project" -c Release -f "$framework" -p:RunAnalyzers=false -nologo -tl:off -v:q -clp:ErrorsOnly) \
       > "$folder/build.log" 2>&1 \
     && [ -n "$target" ] && [ -f "$target/$assembly" ]; then
    cp -a "$target" "$folder/out"
    last_built=$sha
    echo "$((SECONDS - start)) $(cut -d' ' -f1 /proc/loadavg)" > "$folder/ok"
    say "built $sha in $((SECONDS - start)) s"
    return 0
  fi
  { grep -m1 -E ': error [A-Z]+[0-9]*:|error :|^error' "$folder/build.log" || tail -1 "$folder/build.log" || echo "no output folder"; } \
    | sed "s|$clone/||g" | tr '\t' ' ' | cut -c1-300 > "$folder/failed"
  say "$sha did not build: $(cat "$folder/failed")"
  return 1
}

pairs=$results/pairs.tsv
failures=$results/failures.tsv
analyze() {
  [ "${SELHIST_ANALYZE:-1}" = 1 ] || return 0
  wait_quiet
  # An older commit's benchmarks target an older .NET than this machine's only runtime: its traced launches roll forward
  # to it, base and head alike.
  DOTNET_ROLL_FORWARD=Major dotnet "$perfgate/eval/selection/history/SelectionHistory/bin/Release/net10.0/SelectionHistory.dll" \
    --suite "$suite" --pairs "$pairs" --builds "$builds" --traces "$work/traces" --assembly "$assembly" \
    --failures "$failures" --out "$results"
}
if [ "${SELHIST_ANALYZE:-1}" = 1 ]; then
  dotnet build "$perfgate/eval/selection/history/SelectionHistory/SelectionHistory.csproj" -c Release -nologo -tl:off -v:q
fi

# Each pair is analysed as soon as its two builds exist, so the table grows as the run goes (and a run stopped by a
# session's end leaves every pair it finished in it).
: > "$pairs"
: > "$failures"
gated=0
tried=0
for sha in $(git -C "$clone" rev-list --first-parent "$tip" -- "${pathspec[@]}"); do
  [ "$gated" -ge "$count" ] && break
  [ "$tried" -ge $((count * 2)) ] && { say "stopped after $tried candidates"; break; }
  tried=$((tried + 1))
  parent=$(git -C "$clone" rev-parse "$sha^1")
  ok=1
  build "$sha" || ok=0
  if [ $ok = 1 ]; then build "$parent" || ok=0; fi
  for side in "$sha" "$parent"; do
    if [ -f "$builds/$side/failed" ] && ! grep -q "^$side" "$failures"; then
      printf '%s\t%s\n' "$side" "$(cat "$builds/$side/failed")" >> "$failures"
    fi
  done
  if [ $ok = 1 ]; then
    git -C "$clone" log -1 --format=$'%H\t%P\t%cI\t%s' "$sha" | awk -F'\t' -v OFS='\t' '{ split($2, p, " "); $2 = p[1]; print }' >> "$pairs"
    gated=$((gated + 1))
    analyze >> "$results/analysis.log" 2>&1 || { tail -20 "$results/analysis.log"; exit 1; }
    say "gated $gated: $(tail -n +2 "$results/selection.tsv" | tail -1 | cut -f1,5,6,9-11,15 | cut -c1-200)"
  fi
done
say "$gated commit(s) gated of $tried tried; $(wc -l < "$failures") build failure(s)"
analyze
