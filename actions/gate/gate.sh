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

arguments=(build "$project" "-t:$target" -nologo)
add_property() {
  if [ -n "$2" ]; then
    arguments+=("-p:$1=$(msbuild_escape "$2")")
  fi
}
add_property PerfGateCompareTo "${PERFGATE_COMPARE_TO:-}"
add_property PerfGateTimeThreshold "${PERFGATE_TIME_THRESHOLD:-}"
add_property PerfGateAllocationThreshold "${PERFGATE_ALLOCATION_THRESHOLD:-}"
add_property PerfGateSameRunnerPairs "${PERFGATE_PAIRS:-}"
add_property PerfGateStableMachine "${PERFGATE_STABLE_MACHINE:-}"
add_property PerfGateArtifactsPath "${PERFGATE_ARTIFACTS_PATH:-}"
add_property PerfGateComment "${PERFGATE_COMMENT:-}"
add_property PerfGateShard "${PERFGATE_SHARD:-}"

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

echo "PerfGate: dotnet ${arguments[*]}"
exec dotnet "${arguments[@]}"
