#!/usr/bin/env bash
# Issue 50's "no false skip": the methods the selection skipped on a commit of a suite's history (run.sh's
# results/skipped.tsv) measured after all, by the shipped same-runner gate with --select all, the commit gated against
# its first parent (README.md beside this script, "Confirming the skips").
#
#   eval/selection/history/confirm.sh <polly|autofac|openxml> <commit> [<commit>...]
#
#   commit  one that run.sh analysed (in its results/selection.tsv); a unique prefix will do
#
# Per commit, under <CONFIRM_ROOT>/<suite>/<commit12>/: repo/ (a git repository of two commits, the parent's tree and
# then the commit's, each without the folders no build reads and adapted as run.sh adapts a build: adapt.py), build.log
# (the head's build), all/ and all.log (the gate's artifacts and output), changed/ and changed.log (CONFIRM_SELECT_TOO).
# A commit whose all/report.json exists is not gated again: delete the folder to measure it anew.
#
# Writes (one row per skipped method, replaced when a commit is confirmed again):
#   <CONFIRM_ROOT>/<suite>/confirmed.tsv        the gate's verdicts on each skipped method, and whether they confirm it
#   <CONFIRM_ROOT>/<suite>/selection-check.tsv  CONFIRM_SELECT_TOO=1: whether the gate's own selection skipped the same
#
# Environment:
#   CONFIRM_ROOT       default /tmp/confirm
#   SELHIST_ROOT       where run.sh wrote the history (default /tmp/selhist): <root>/<suite>/results/ is read, never written
#   CONFIRM_SELECT_TOO 1: a second gate, --select changed (the gate's default), whose skipped methods are compared with
#                      skipped.tsv's
#   PERFGATE_QUIET     no build or gate starts while this file exists (default /tmp/perfgate-quiet)
set -euo pipefail

[ $# -ge 2 ] || { sed -n '2,26p' "$0" >&2; exit 2; }
suite=$1; shift
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
. "$here/suite.sh"
. "$root/eval/same-runner/gate.sh"
. "$root/eval/external/adopt.sh" # git_commit (commit_tree)
suite_config "$suite"

history=${SELHIST_ROOT:-/tmp/selhist}/$suite/results
work=${CONFIRM_ROOT:-/tmp/confirm}/$suite
for file in selection.tsv skipped.tsv; do
  [ -f "$history/$file" ] || { echo "confirm.sh: no $history/$file: run eval/selection/history/run.sh $suite first" >&2; exit 2; }
done
perfgate=$(perfgate_dll "$root") || { echo "confirm.sh: build PerfGate first: dotnet build src/ResultComparer -c Release" >&2; exit 2; }
mkdir -p "$work"
export SELHIST_SDK=$(dotnet --version) MSBUILDDISABLENODEREUSE=1 DOTNET_CLI_TELEMETRY_OPTOUT=1 DOTNET_NOLOGO=1
# As run.sh builds: analyzers only report, and the compiled code is the same without them; the gate's base build gets it too.
export SUITE_BUILD_PROPERTIES=RunAnalyzers=false
say() { echo "confirm: $suite: $(date -u +%H:%M:%S) (load $(cut -d' ' -f1 /proc/loadavg)): $*"; }

# gate <dir> <select>: the shipped gate of <dir>/repo's head against its first commit; its report in <dir>/<select>/.
gate() {
  local dir=$1 select=$2 started load_start
  [ -f "$dir/$select/report.json" ] && { say "kept $dir/$select/report.json"; return 0; }
  rm -rf "$dir/$select"
  wait_quiet
  # The gate starts on a quiet machine (1-minute load average under MAX_START_LOAD, default 1.5): the head's build just
  # before it leaves the load at 3–4 for a minute.
  until awk -v max="${MAX_START_LOAD:-1.5}" '{exit !($1 < max)}' /proc/loadavg; do sleep 10; done
  started=$SECONDS load_start=$(cut -d' ' -f1 /proc/loadavg)
  say "gating $(basename "$dir") with --select $select"
  same_runner_gate "$perfgate" "$dll" "$dir/$select" "$baseline" "$repo/$project" "$(git -C "$repo" rev-parse HEAD^)" --select "$select" \
    > "$dir/$select.log" 2>&1 || true # a failed gate is a finding; its report says which method failed
  mkdir -p "$dir/$select"
  echo "$((SECONDS - started)) $load_start" > "$dir/$select/seconds"
  [ -f "$dir/$select/report.json" ] || { say "no report after $((SECONDS - started)) s: see $dir/$select.log"; return 1; }
  # The JSON report is the only one asked for (as record.sh asks): its summary line is what the console would end with.
  say "gate --select $select: $((SECONDS - started)) s: $(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["summary"]["line"])' "$dir/$select/report.json")"
}

status=0
for given in "$@"; do
  sha=$(git -C "$mirror" rev-parse --verify -q "$given^{commit}") || { echo "confirm.sh: no commit '$given' in $mirror" >&2; status=2; continue; }
  grep -q "^$sha"$'\t' "$history/selection.tsv" || { echo "confirm.sh: $sha is not in $history/selection.tsv (run.sh did not analyse it)" >&2; status=2; continue; }
  if ! grep -q "^$sha"$'\t' "$history/skipped.tsv"; then say "$sha: the selection skipped no method, nothing to confirm"; continue; fi
  parent=$(git -C "$mirror" rev-parse "$sha^1")
  dir=$work/${sha:0:12}
  repo=$dir/repo
  mkdir -p "$dir"
  if [ ! -f "$dir/all/report.json" ] || { [ "${CONFIRM_SELECT_TOO:-0}" = 1 ] && [ ! -f "$dir/changed/report.json" ]; }; then
    wait_quiet
    say "$sha: repository of $parent (base) and $sha (head)"
    rm -rf "$repo" "$dir/adapt-state"
    git init -q -b main "$repo"
    commit_tree "$parent" "$repo" base
    commit_tree "$sha" "$repo" head
    framework=$(framework_of "$repo")
    # An older commit's benchmarks target an older .NET than this machine's only runtime: they roll forward to it, base
    # and head alike (as run.sh's traced launches).
    if [ "$framework" != net10.0 ]; then export DOTNET_ROLL_FORWARD=Major; else unset DOTNET_ROLL_FORWARD; fi
    export SUITE_FRAMEWORK=$framework
    say "building the head for $framework"
    dll=$(build_suite "$repo/$project" "$dir/build.log" | tail -1)
    [ -f "$dll" ] || { say "$sha: the head did not build: $(grep -m1 -E ': error ' "$dir/build.log" || tail -1 "$dir/build.log")"; status=1; continue; }
    baseline=$(suite_baseline "$root" "$repo/$project")
    gate "$dir" all || { status=1; continue; }
    if [ "${CONFIRM_SELECT_TOO:-0}" = 1 ]; then gate "$dir" changed || status=1; fi
  fi
  python3 "$here/confirm_rows.py" "$work" "$sha" "$history/skipped.tsv" "$dir"
done
exit $status
