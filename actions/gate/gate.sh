#!/usr/bin/env bash
# The "Gate" step of actions/gate/action.yml: dotnet build -t:PerfGate with the action's inputs as PerfGate's MSBuild
# properties. Run from the action's working-directory; the inputs arrive as PERFGATE_* variables (action.yml maps
# them), so a test runs this very script with the same variables. The exit code is the build's.
set -euo pipefail

project="${PERFGATE_PROJECT:-}"
if [ -z "$project" ]; then
  echo "::error title=PerfGate::The gate action's input 'project' is empty: name the BenchmarkDotNet project that references PerfGate."
  exit 2
fi

# MSBuild's -p: reads ',' and ';' as separators and %XX as an escape: a threshold such as 1%,64B must reach it
# as 1%25%2C64B (docs/msbuild.md). The percent sign first, or the other escapes would be escaped again.
msbuild_escape() {
  local value="${1//%/%25}"
  value="${value//,/%2C}"
  printf '%s' "${value//;/%3B}"
}

target="${PERFGATE_TARGET:-PerfGate}"
case "$target" in
  PerfGate|PerfGateUpdateBaseline) ;;
  *)
    echo "::error title=PerfGate::The gate action's input 'target' is '$target': PerfGate or PerfGateUpdateBaseline."
    exit 2
    ;;
esac

# history: record measures a push against the branch's previous tip (github.event.before; for a merge, its first
# parent), so the report is one merge's record for record-history.sh. Any other event gates as usual: the record step
# runs on a push only.
history="${PERFGATE_HISTORY:-}"
compare_to="${PERFGATE_COMPARE_TO:-}"
case "$history" in
  "") ;;
  record)
    if [ "$target" != PerfGate ] || [ -n "${PERFGATE_SHARD:-}" ]; then
      echo "::error title=PerfGate::history: record needs the whole gate (target PerfGate, no shard): a record is one report of every benchmark."
      exit 2
    fi
    if [ "${PERFGATE_EVENT_NAME:-}" = push ] && { [ -z "$compare_to" ] || [ "$compare_to" = auto ]; }; then
      before="${PERFGATE_BEFORE:-}"
      if [ -z "$before" ] || [ -z "${before//0/}" ]; then
        # An all-zero before is a branch's first push: there is no previous tip to measure against, so this push is
        # no merge of the history; it starts with the next one. Not an error: creating the branch must not fail.
        echo "::notice title=PerfGate::This push created the branch (no previous commit): nothing to measure it against, so it is not recorded in main's history. The history starts with the next push."
        exit 0
      fi
      compare_to="$before"
    fi
    if [ "$compare_to" = baseline ]; then
      echo "::error title=PerfGate::history: record needs a same-runner measurement (compare-to auto or a revision), not the committed baseline."
      exit 2
    fi
    ;;
  *)
    echo "::error title=PerfGate::The gate action's input 'history' is '$history': empty or record."
    exit 2
    ;;
esac

arguments=(build "$project" "-t:$target" -nologo)
add_property() {
  if [ -n "$2" ]; then
    arguments+=("-p:$1=$(msbuild_escape "$2")")
  fi
}
add_property PerfGateCompareTo "$compare_to"
add_property PerfGateTimeThreshold "${PERFGATE_TIME_THRESHOLD:-}"
add_property PerfGateAllocationThreshold "${PERFGATE_ALLOCATION_THRESHOLD:-}"
add_property PerfGateSameRunnerPairs "${PERFGATE_PAIRS:-}"
add_property PerfGateStableMachine "${PERFGATE_STABLE_MACHINE:-}"
add_property PerfGateArtifactsPath "${PERFGATE_ARTIFACTS_PATH:-}"
add_property PerfGateComment "${PERFGATE_COMMENT:-}"
add_property PerfGateShard "${PERFGATE_SHARD:-}"
add_property PerfGateHistoryAnchor "${PERFGATE_HISTORY_ANCHOR:-}"
add_property PerfGateHistoryBranch "${PERFGATE_HISTORY_BRANCH:-}"
add_property PerfGateHistoryUrl "${PERFGATE_HISTORY_URL:-}"

# shard-results: every subfolder is one shard's artifacts folder; a missing shard is the join's to report, by name.
# The list is ';'-separated inside quotes, which MSBuild keeps as one value and PerfGate.targets splits.
if [ -n "${PERFGATE_SHARD_RESULTS:-}" ]; then
  if [ ! -d "$PERFGATE_SHARD_RESULTS" ]; then
    echo "::error title=PerfGate::The gate action's input 'shard-results' is not a folder: $PERFGATE_SHARD_RESULTS"
    exit 2
  fi
  # A glob, not find | paste: macOS's paste reads standard input only when given '-', and on a Windows runner the
  # PATH can put System32's find.exe before Git Bash's. Bash sorts the matches; the trailing '/' matches folders only.
  results=""
  for folder in "$PERFGATE_SHARD_RESULTS"/*/; do
    if [ -d "$folder" ]; then
      results="${results:+$results;}${folder%/}"
    fi
  done
  arguments+=("-p:PerfGateShardResults=\"$results\"")
fi

# build-arguments: one argument per line, taken as written; never evaluated by a shell.
while IFS= read -r line || [ -n "$line" ]; do
  line="${line#"${line%%[![:space:]]*}"}"
  line="${line%"${line##*[![:space:]]}"}"
  if [ -n "$line" ]; then
    arguments+=("$line")
  fi
done <<< "${PERFGATE_BUILD_ARGUMENTS:-}"

# The record step runs only when this step measured a merge: its base is what the record says it was measured against.
if [ "$history" = record ] && [ "${PERFGATE_EVENT_NAME:-}" = push ]; then
  echo "history-base=$compare_to" >> "${GITHUB_OUTPUT:?GITHUB_OUTPUT is not set}"
fi

echo "PerfGate: dotnet ${arguments[*]}"
exec dotnet "${arguments[@]}"
