#!/usr/bin/env bash
# The "Check the artifact" step of actions/comment/action.yml. The artifact was made by the pull request's code, so
# it is untrusted data: the report's size is capped, the pull request number must be a number, and it is believed
# only when that pull request's head is the commit the gate measured (the workflow_run's head_sha), asked of GitHub's
# REST API. Sets the outputs `pr` and `report` when the comment should be written; leaves them unset, with a
# warning, when there is nothing to comment on. Needs curl and jq (both on GitHub's hosted runners).
set -euo pipefail

artifact="${PERFGATE_ARTIFACT:?PERFGATE_ARTIFACT is not set}"
max_bytes="${PERFGATE_MAX_REPORT_BYTES:-5242880}"
if ! [[ "$max_bytes" =~ ^[1-9][0-9]{0,9}$ ]]; then
  echo "::error title=PerfGate::The comment action's input max-report-bytes is not a positive number: '$max_bytes'."
  exit 2
fi

if [ "${GITHUB_EVENT_NAME:-}" != "workflow_run" ]; then
  echo "::error title=PerfGate::The comment action runs on workflow_run (after the gate's workflow), not on '${GITHUB_EVENT_NAME:-}'."
  exit 2
fi
if [ "${PERFGATE_RUN_EVENT:-}" != "pull_request" ]; then
  echo "PerfGate: the gate's run was triggered by '${PERFGATE_RUN_EVENT:-}', not a pull request: no comment."
  exit 0
fi

report="$artifact/perfgate-report.json"
if [ ! -f "$report" ]; then
  echo "::warning title=PerfGate::The gate wrote no report (it failed before comparing); no comment."
  exit 0
fi
# download-artifact writes plain files; a link could make the size below be the link's, not the file's.
if [ -L "$report" ] || [ -L "$artifact/pr-number" ]; then
  echo "::error title=PerfGate::The artifact holds a symbolic link where the report or the number should be; refusing it."
  exit 1
fi
# wc, not stat: `stat -c` is GNU's, macOS's stat spells it `-f %z`. macOS's wc pads the number with spaces.
size="$(wc -c < "$report" | tr -d '[:space:]')"
if [ "$size" -gt "$max_bytes" ]; then
  echo "::error title=PerfGate::The report is $size bytes, more than max-report-bytes ($max_bytes); refusing it."
  exit 1
fi

# 32 bytes at most: a file of any size could stand where the number should be.
pr="$(head -c 32 "$artifact/pr-number" 2>/dev/null | tr -d '[:space:]' || true)"
if ! [[ "$pr" =~ ^[1-9][0-9]{0,8}$ ]]; then
  echo "::error title=PerfGate::The artifact's pull request number is missing or not a number."
  exit 1
fi

head_sha="${PERFGATE_HEAD_SHA:?PERFGATE_HEAD_SHA is not set}"
api="${GITHUB_API_URL:-https://api.github.com}"
repository="${GITHUB_REPOSITORY:?GITHUB_REPOSITORY is not set}"
# The token goes to curl on its standard input, never on a command line that `ps` or an error message would show.
if ! pull="$(printf 'header = "Authorization: Bearer %s"\n' "${GITHUB_TOKEN:?GITHUB_TOKEN is not set}" |
  curl --silent --show-error --fail --retry 3 --max-time 30 --config - \
    -H "Accept: application/vnd.github+json" -H "X-GitHub-Api-Version: 2022-11-28" \
    "$api/repos/$repository/pulls/$pr")"; then
  echo "::error title=PerfGate::Could not read pull request #$pr from $api."
  exit 1
fi
pr_head="$(jq -r '.head.sha // empty' <<< "$pull")"
if [ "$pr_head" != "$head_sha" ]; then
  echo "::warning title=PerfGate::Pull request #$pr is now at ${pr_head:-an unknown commit}, not $head_sha; no comment for an outdated run."
  exit 0
fi

echo "PerfGate: the report ($size bytes) is for pull request #$pr at $head_sha."
{
  echo "pr=$pr"
  echo "report=$report"
} >> "$GITHUB_OUTPUT"
