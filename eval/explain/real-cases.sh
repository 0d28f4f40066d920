#!/usr/bin/env bash
# What the gate's time explanations say on the real suites (issue 51), as time-cases.sh asks it of the sample: a git
# repository of the suite (its mirror's commit, adapted to build offline and tagged for the gate as
# eval/selection/history/confirm.sh makes one: commit_tree, adapt.py), its head with one time regression written into
# the library code a gated benchmark executes (eval/explain/real_plants.py: the file, the anchor, the replacement and
# the method expected), gated in the same-runner mode by the shipped `perfgate gate --compare-to HEAD~1 --explain-time
# auto`. Prints, per gate, the verdicts explained, the methods named (first one first) against the method the change was
# written in (explanations.py, as time-cases.sh), and each profiled launch's benchmark process time.
#
#   eval/explain/real-cases.sh <polly|autofac|openxml> [CASES] [REPEATS]
#     CASES    any of: loop lock boxing (default all three; `real_plants.py <suite> table` says what each writes where)
#       loop   an extra loop in a callee (Polly: RetryResilienceStrategy.IsLastAttempt; Autofac:
#              LifetimeScope.TryGetSharedInstance; Open XML: OpenXmlElementEqualityComparer.PrefixAndQNameEqual)
#       lock   an uncontended lock (Polly: ResilienceContextPool.SharedPool.Get; Autofac, a SemaphoreSlim:
#              LifetimeScope.ResolveComponent; Open XML: OpenXmlElementEqualityComparer.CheckAndEquateSpecialOptions)
#       boxing a value passed through object (Polly: ResilienceContext.Initialize; Autofac:
#              ResolutionExtensions.TryResolveService; Open XML: OpenXmlElementEqualityComparer.MoveNextAndTrackCount)
#     REPEATS  how many gates per case (default 3): the repository and the head's build are made once per case
#
# Environment: WORK (scratch folder, default /tmp/perfgate-explain-real; per case <WORK>/<suite>/<case>/: repo/,
# build.log, gate-<n>/ with report.json and time-profiles/, gate-<n>.log), PAIRS (--pairs; default the gate's own),
# SUITE_COMMIT (the suite's commit, default its mirror's HEAD: the commit eval/external/README.md names), BUILD_ONLY=1
# (make each case's repository and build its head, then stop: the builds can run before a quiet window), REUSE=1 (gate
# a case whose repository and head build an earlier run made).
# Nothing here waits for a quiet machine: whoever runs it chooses the window (docs/time-explanations.md). Before each
# gate it prints the load average and the steal time, after it the gate's seconds and the load again.
set -euo pipefail

[ $# -ge 1 ] || { sed -n '2,24p' "$0" >&2; exit 2; }
root=$(cd "$(dirname "$0")/../.." && pwd)
here=$root/eval/explain
. "$root/eval/selection/history/suite.sh" # suite_config, framework_of, commit_tree
. "$root/eval/same-runner/gate.sh"       # perfgate_dll, build_suite, suite_baseline, same_runner_gate
. "$root/eval/external/adopt.sh"         # git_commit (commit_tree)
suite_config "$1"
cases=${2:-$(python3 "$here/real_plants.py" "$suite" cases | tr '\n' ' ')}
repeats=${3:-3}
work=${WORK:-/tmp/perfgate-explain-real}/$suite
perfgate=$(perfgate_dll "$root") || { echo "real-cases.sh: build PerfGate first: dotnet build src/ResultComparer -c Release" >&2; exit 2; }
sha=$(git -C "$mirror" rev-parse --verify "${SUITE_COMMIT:-HEAD}^{commit}")
for case in $cases; do
  python3 "$here/real_plants.py" "$suite" expected "$case" > /dev/null 2>&1 ||
    { echo "real-cases.sh: no case '$case' for $suite ($(python3 "$here/real_plants.py" "$suite" cases | xargs))" >&2; exit 2; }
done
export SELHIST_SDK=$(dotnet --version) MSBUILDDISABLENODEREUSE=1 DOTNET_CLI_TELEMETRY_OPTOUT=1 DOTNET_NOLOGO=1
# As confirm.sh builds: analyzers only report, and the compiled code is the same without them; the gate's base build too.
export SUITE_BUILD_PROPERTIES=RunAnalyzers=false

# The case's repository (the suite's commit, then the plant as the head's commit) and the head's build; sets dll.
prepare_case() {
  rm -rf "$dir"; mkdir -p "$dir"
  git init -q -b main "$repo"
  commit_tree "$sha" "$repo" base
  python3 "$here/real_plants.py" "$suite" apply "$case" "$repo"
  dest=$repo git_commit -am "head: $case ($(git -C "$repo" diff --name-only | xargs))"
  use_framework
  dll=$(build_suite "$repo/$project" "$dir/build.log" | tail -1)
  if [ ! -f "$dll" ]; then
    echo "== $suite $case: the head did not build: $(grep -m1 -E ': error ' "$dir/build.log" || tail -1 "$dir/build.log")"
    status=1
    return 0
  fi
  echo "$dll" > "$dir/head-dll.txt"
}

use_framework() { # the framework the case's checkout runs on, rolled forward to this SDK's runtime where older
  SUITE_FRAMEWORK=$(framework_of "$repo"); export SUITE_FRAMEWORK
  if [ "$SUITE_FRAMEWORK" != net10.0 ]; then export DOTNET_ROLL_FORWARD=Major; else unset DOTNET_ROLL_FORWARD; fi
}

run_case() { # case
  local case=$1 dir=$work/$1 repo=$work/$1/repo expected dll="" baseline repeat started
  expected=$(python3 "$here/real_plants.py" "$suite" expected "$case")
  if [ -n "${REUSE:-}" ] && [ -f "$dir/head-dll.txt" ]; then
    dll=$(cat "$dir/head-dll.txt")
    use_framework
  else
    prepare_case
  fi
  if [ ! -f "$dll" ] || [ -n "${BUILD_ONLY:-}" ]; then
    return 0
  fi
  baseline=$(suite_baseline "$root" "$repo/$project")
  for repeat in $(seq 1 "$repeats"); do
    # A gate starts on a quiet machine (the 1-minute load average under MAX_START_LOAD, default 1.5), as time-cases.sh's do.
    until awk -v max="${MAX_START_LOAD:-1.5}" '{exit !($1 < max)}' /proc/loadavg; do sleep 10; done
    echo "== $suite $case #$repeat: load average $(cut -d' ' -f1-3 /proc/loadavg), steal $(awk '/^cpu /{print $9}' /proc/stat) jiffies so far"
    started=$SECONDS
    rm -rf "$dir/gate-$repeat"
    same_runner_gate "$perfgate" "$dll" "$dir/gate-$repeat" "$baseline" "$repo/$project" "$(git -C "$repo" rev-parse HEAD~1)" \
      --category PerfGate ${PAIRS:+--pairs "$PAIRS"} --explain-time auto --select changed > "$dir/gate-$repeat.log" 2>&1 || true
    echo "   gate: $((SECONDS - started)) s; load average after $(cut -d' ' -f1-3 /proc/loadavg)"
    if [ -f "$dir/gate-$repeat/report.json" ]; then
      # The verdicts in a line: with --explain-time auto only a time that regressed is explained (and printed below).
      python3 -c 'import json, sys; print("   " + json.load(open(sys.argv[1]))["summary"]["line"])' "$dir/gate-$repeat/report.json"
      python3 "$here/explanations.py" "$case" "$expected" "$dir/gate-$repeat/report.json" "$dir/gate-$repeat/time-profiles"
    else
      echo "   no report: see $dir/gate-$repeat.log ($(tail -1 "$dir/gate-$repeat.log"))"
    fi
    grep -E "profiled .* in [0-9.]+ s" "$dir/gate-$repeat.log" | sed 's/^/   log: /' || true
  done
}

mkdir -p "$work"
status=0
for case in $cases; do
  run_case "$case"
done
exit $status
