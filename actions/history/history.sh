#!/usr/bin/env bash
# The "Read main's history" step of actions/history/action.yml: `perfgate history` reads the history branch (fetched
# from origin with the input token, which never reaches .git/config or the log), prints what drifted since the
# anchor, appends it to the job summary and writes the page. Run from the action's working-directory. Sets the
# outputs `page` (the page, absolute), `drifted` (true or false) and, with publish: pages, `pages-directory` (the
# page as index.html, what upload-pages-artifact uploads). The page is written before the exit code is decided, so
# the upload steps keep it when something drifted.
set -euo pipefail

publish="${PERFGATE_PUBLISH:-artifact}"
case "$publish" in
  artifact|pages) ;;
  *)
    echo "::error title=PerfGate::The history action's input 'publish' is '$publish': artifact or pages."
    exit 2
    ;;
esac
fail_on_drift="${PERFGATE_FAIL_ON_DRIFT:-true}"
case "$fail_on_drift" in
  true|false) ;;
  *)
    echo "::error title=PerfGate::The history action's input 'fail-on-drift' is '$fail_on_drift': true or false."
    exit 2
    ;;
esac

page="${PERFGATE_PAGE_PATH:-perfgate-history.html}"
page_url="${PERFGATE_PAGE_URL:-}"
# An artifact has no address of its own before it is uploaded; the run's page lists it under Artifacts.
if [ -z "$page_url" ] && [ "$publish" = artifact ] && [ -n "${GITHUB_REPOSITORY:-}" ] && [ -n "${GITHUB_RUN_ID:-}" ]; then
  page_url="${GITHUB_SERVER_URL:-https://github.com}/$GITHUB_REPOSITORY/actions/runs/$GITHUB_RUN_ID"
fi

arguments=(history --repository . --page "$page")
add_option() {
  if [ -n "$2" ]; then
    arguments+=("$1" "$2")
  fi
}
add_option --anchor "${PERFGATE_ANCHOR:-}"
add_option --branch "${PERFGATE_HISTORY_BRANCH:-}"
add_option --page-url "$page_url"
add_option --time-threshold "${PERFGATE_TIME_THRESHOLD:-}"
add_option --alloc-threshold "${PERFGATE_ALLOCATION_THRESHOLD:-}"

# shellcheck source=../gate/git-token.sh
source "$GITHUB_ACTION_PATH/../gate/git-token.sh"
use_git_token "${PERFGATE_TOKEN:-}"

echo "PerfGate: perfgate ${arguments[*]}"
status=0
perfgate "${arguments[@]}" || status=$?

if [ -f "$page" ]; then
  # pwd -W: Git Bash's Windows form (D:/a/…), which upload-artifact reads; /d/a/… it would not find.
  page="$(cd "$(dirname "$page")" && { pwd -W 2>/dev/null || pwd; })/$(basename "$page")"
  echo "page=$page" >> "${GITHUB_OUTPUT:?GITHUB_OUTPUT is not set}"
  if [ "$publish" = pages ]; then
    site="${RUNNER_TEMP:?RUNNER_TEMP is not set: not a GitHub Actions runner}/perfgate-pages"
    rm -rf "$site"
    mkdir -p "$site"
    cp "$page" "$site/index.html"
    echo "pages-directory=$site" >> "$GITHUB_OUTPUT"
  fi
fi

case "$status" in
  0)
    echo "drifted=false" >> "$GITHUB_OUTPUT"
    ;;
  1)
    echo "drifted=true" >> "$GITHUB_OUTPUT"
    if [ "$fail_on_drift" = false ]; then
      echo "::notice title=PerfGate::Main drifted since the anchor (see the summary); fail-on-drift: false keeps this job green."
      status=0
    fi
    ;;
esac
exit "$status"
