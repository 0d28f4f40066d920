#!/usr/bin/env bash
# The "Record main's history" step of actions/gate/action.yml (history: record, on a push): appends the merge the
# gate step just measured against the branch's previous tip to the history branch, with `perfgate history record`,
# which writes it with git plumbing (never the working tree or another branch) and pushes it to origin, retrying when
# another push raced it. Run from the action's working-directory. A gate that failed on a regression still measured
# the merge, so it is recorded; a gate that wrote no report measured nothing, and nothing is recorded.
set -euo pipefail

report="${PERFGATE_REPORT:-}"
if [ -z "$report" ] || [ ! -f "$report" ]; then
  echo "::warning title=PerfGate::The gate wrote no report: this push is not recorded in main's history (see the gate step's log)."
  exit 0
fi

project="${PERFGATE_PROJECT:?PERFGATE_PROJECT (the input project) is empty}"
# The perfgate the PerfGate package carries, from the package the gate's build restored: evaluating the project
# (no -restore) reads it from the NuGet cache, so this step needs no feed and runs the very tool that wrote the
# report. Installing PerfGate.Tool (the comment action's way) would ask a feed again and could get another version.
tool="$(dotnet msbuild "$project" -nologo -getProperty:_PerfGateToolPath)"
tool="${tool//$'\r'/}"
if [ -z "$tool" ] || [ ! -f "$tool" ]; then
  echo "::error title=PerfGate::Could not find the perfgate tool of the PerfGate package restored for $project ('$tool'): does the project reference PerfGate?"
  exit 2
fi

# shellcheck source=git-token.sh
source "$GITHUB_ACTION_PATH/git-token.sh"
use_git_token "${PERFGATE_TOKEN:-}"

repository="${PERFGATE_REPOSITORY:?PERFGATE_REPOSITORY is not set}"
arguments=(history record --report "$report" --repository "$repository")
if [ -n "${PERFGATE_HISTORY_BRANCH:-}" ]; then
  arguments+=(--branch "$PERFGATE_HISTORY_BRANCH")
fi
echo "PerfGate: dotnet $tool ${arguments[*]}"
exec dotnet "$tool" "${arguments[@]}"
