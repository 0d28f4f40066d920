#!/usr/bin/env bash
# The "Keep the report" step of actions/gate/action.yml: copies the gate's JSON report and the pull request's number
# into one folder for upload-artifact. It runs even when the gate failed (a failing gate is what the comment is for)
# and sets the outputs `directory` (the folder to upload) and `report`. The comment action trusts none of it: it
# caps the size, checks the number against the pull request's head and renders the comment from the JSON itself.
set -euo pipefail

project="${PERFGATE_PROJECT:?PERFGATE_PROJECT (the input project) is empty}"
if [ -d "$project" ]; then
  project_directory="$project"
else
  project_directory="$(dirname "$project")"
fi

# PerfGateArtifactsPath is relative to the project's folder, as PerfGate.targets resolves it.
artifacts="${PERFGATE_ARTIFACTS_PATH:-obj/perfgate}"
# Absolute on Windows too: D:\out, D:/out, \\server\share (Git Bash on a Windows runner).
case "$artifacts" in
  /* | [A-Za-z]:[\\/]* | \\\\*) ;;
  *) artifacts="$project_directory/$artifacts" ;;
esac
report="$artifacts/perfgate-report.json"

directory="${RUNNER_TEMP:?RUNNER_TEMP is not set: not a GitHub Actions runner}/perfgate-pr"
rm -rf "$directory"
mkdir -p "$directory"

pr="${PERFGATE_PR_NUMBER:-}"
if [ -z "$pr" ]; then
  # Not a pull_request event (a push, a manual run): nothing to comment on, so nothing to keep. The report, where the
  # gate wrote it, is still the output `report`: the history's record step reads it.
  echo "PerfGate: not a pull request; no artifact for the comment action."
  echo "directory=" >> "$GITHUB_OUTPUT"
  if [ -f "$report" ]; then
    echo "report=$report" >> "$GITHUB_OUTPUT"
  fi
  exit 0
fi
printf '%s\n' "$pr" > "$directory/pr-number"

if [ -f "$report" ]; then
  cp "$report" "$directory/perfgate-report.json"
  echo "report=$directory/perfgate-report.json" >> "$GITHUB_OUTPUT"
else
  # The number is kept anyway, so the artifact exists and the comment job says plainly that there was no report.
  echo "::warning title=PerfGate::The gate wrote no report ($report): it failed before comparing; see its log."
fi
echo "directory=$directory" >> "$GITHUB_OUTPUT"
