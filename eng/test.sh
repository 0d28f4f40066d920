#!/usr/bin/env bash
# All tests, as CI runs them: build the solution once, then test in two lanes side by side, one a core:
#   lane 1: Tasks.Tests, Evaluation.Tests (docs/evaluation.md replayed: two minutes of computation), then the end-to-end
#           tests on sample-repo/'s recorded baseline (SampleRepoGateTests: one shared fixture, the longest chain);
#   lane 2: every other test project (ResultComparer.Tests, the longest), then the other end-to-end tests (the sample's
#           same-runner test, the consumer project, the tool package, the package pages).
#
# Why build first: a plain `dotnet test PerfGate.sln` builds each test project's references from inside its test
# run, and MSBuild keeps a project on the node that first built it, so the other test projects waited for the
# end-to-end tests instead of running beside them.
# Why this split: left to `dotnet test`, the end-to-end project started only when a node came free and then ran
# alone for ten minutes with one core idle. The lanes are cut to equal measured lengths: in the clean-clone run of
# 2026-11-29 14:10 (load 6–20, other work on the machine) lane 2 was ResultComparer.Tests 5.0 min, Tasks.Tests 1.4 and
# the other end-to-end tests 4.1, and ended four minutes before lane 1, Evaluation.Tests 3.8 and the sample's tests 10.9,
# 3.2 of them its same-runner test, which needs no recorded baseline (SampleRepoSameRunnerTests). Split as below, the
# lanes of a clean-clone run (2026-11-29 15:02, load 6 at its start) ended 51 s apart: lane 1 Tasks.Tests 2.4 min,
# Evaluation.Tests 1.5 and the sample's tests 6.9; lane 2 ResultComparer.Tests 3.6 and the other end-to-end tests 8.0.
# The sample's timing test
# runs last in its class (TimingTestsLast), beside the other lane's end-to-end tests: load slows its runs, which only
# widens the tenfold slowdown it has to find. Each test's name and time is printed (console logger, normal verbosity),
# so a slow test shows in the CI log.
#
#   eng/test.sh [dotnet test options, e.g. --filter "Category!=EndToEnd"]
set -euo pipefail
cd "$(dirname "$0")/.."

# A --filter given here narrows each lane's own filter; every other option goes to every `dotnet test`.
user_filter=""
options=()
while [ $# -gt 0 ]; do
  case "$1" in
    --filter) user_filter="$2"; shift 2 ;;
    --filter=*) user_filter="${1#--filter=}"; shift ;;
    *) options+=("$1"); shift ;;
  esac
done

filter_with() { # the lane's filter, and the user's if one was given
  if [ -n "$user_filter" ] && [ -n "$1" ]; then echo "($user_filter)&($1)"; else echo "${user_filter:-$1}"; fi
}

# Each line as it comes, prefixed with the project's name. A read loop rather than `sed -u`, which macOS's sed lacks.
prefix_lines() { # PREFIX
  local line
  while IFS= read -r line || [ -n "$line" ]; do
    printf '%s %s\n' "$1" "$line"
  done
}

test_project() { # PROJECT [FILTER]
  local filter
  filter=$(filter_with "${2:-}")
  # ${options[@]+…}: an empty array is "unbound" under set -u in bash before 4.4 (macOS's /bin/bash is 3.2).
  dotnet test "$1" -c Release --no-build --logger "console;verbosity=normal" ${filter:+--filter "$filter"} ${options[@]+"${options[@]}"} 2>&1 \
    | prefix_lines "[$(basename "$1")]"
}

# Headless Chromium for the history page's browser test, installed when missing (as on a fresh machine).
bash eng/test-prerequisites.sh

# One pair of packed packages (PerfGate, PerfGate.Tool) for the end-to-end tests of both lanes, packed by whichever lane
# needs them first (lane 1, in its first minute; tests/EndToEnd.Tests/PackedPerfGate.cs) under a version of this run's
# own. The solution is built under that version too, so packing finds src/ built and only packs: a pack under a new
# version built src/ again, a minute in lane 1 and another in lane 2. Removed, with what NuGet extracted of them, at the end.
# .ci/run chooses the version itself, to restore under it before the build.
packages=$(mktemp -d "${TMPDIR:-/tmp}/perfgate-e2e-packages.XXXXXX")
export PERFGATE_E2E_FEED="$packages/feed"
PERFGATE_E2E_VERSION="${PERFGATE_E2E_VERSION:-0.0.0-e2e.$(od -An -N4 -tx1 /dev/urandom | tr -d ' \n')}"
export PERFGATE_E2E_VERSION

# One compiler server for every C# build of the run: the solution's, the fixtures the unit tests build, the MSBuild
# integration tests' projects, the consumers' gates and the base revisions they build. Machines that set
# UseSharedCompilation=false in the environment (this one does) otherwise start a cold compiler for each of about a
# hundred compiles: a console project's build took 3.9 s, 1.8 s with the server warm. BenchmarkDotNet's own builds turn
# it off on their command line and are unchanged. A pipe name of this run's own, so the server compiles nothing for
# any other build on the machine, and it is stopped at the end.
export UseSharedCompilation=true SharedCompilationId="perfgate-test-$PERFGATE_E2E_VERSION"
stop_compiler_server() {
  local sdk
  sdk=$(dotnet --info 2>/dev/null | sed -n 's/^ *Base Path: *//p' | head -n 1)
  [ -z "$sdk" ] || dotnet exec "${sdk%/}/Roslyn/bincore/VBCSCompiler.dll" -shutdown -pipename:"$SharedCompilationId" >/dev/null 2>&1 || true
}

clean_up() {
  local global="${NUGET_PACKAGES:-$HOME/.nuget/packages}"
  rm -rf "$packages" "$global/perfgate/$PERFGATE_E2E_VERSION" "$global/perfgate.tool/$PERFGATE_E2E_VERSION"
  stop_compiler_server
}
trap clean_up EXIT

dotnet build PerfGate.sln -c Release -p:Version="$PERFGATE_E2E_VERSION"

sample_repo='FullyQualifiedName~.SampleRepoGateTests.'
lane_1_first="tests/Tasks.Tests tests/Evaluation.Tests"
(
  lane_failed=0
  for project in $lane_1_first; do
    test_project "$project" || lane_failed=1
  done
  test_project tests/EndToEnd.Tests "$sample_repo" || lane_failed=1
  exit "$lane_failed"
) &
lane1=$!
failed=0
for project in tests/*.Tests; do
  case " $lane_1_first tests/EndToEnd.Tests " in
    *" $project "*) ;;
    *) test_project "$project" || failed=1 ;;
  esac
done
test_project tests/EndToEnd.Tests "FullyQualifiedName!~.SampleRepoGateTests." || failed=1
wait "$lane1" || failed=1
exit "$failed"
