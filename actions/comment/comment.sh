#!/usr/bin/env bash
# The "Comment" step of actions/comment/action.yml: `perfgate comment` renders the sticky comment from the checked
# JSON report and creates or updates it on the checked pull request (GITHUB_TOKEN, GITHUB_REPOSITORY and
# GITHUB_API_URL as the runner sets them).
set -euo pipefail

exec perfgate comment \
  --report "${PERFGATE_REPORT:?PERFGATE_REPORT is not set}" \
  --pr "${PERFGATE_PR_NUMBER:?PERFGATE_PR_NUMBER is not set}" \
  --comment "${PERFGATE_COMMENT:-auto}"
