#!/usr/bin/env bash
# All tests, as CI runs them: build the solution once, then test every project without building again.
#
# Why two steps: a plain `dotnet test PerfGate.sln` builds each test project's references from inside its test
# run, and MSBuild keeps a project on the node that first built it. While the end-to-end tests (minutes of real
# benchmark runs) hold one node, the other test projects wait for a project held there, so they ran after them
# instead of beside them. Built first, nothing is left to wait for and the two nodes test side by side.
#
#   eng/test.sh [dotnet test options, e.g. --filter "Category!=EndToEnd"]
set -euo pipefail
cd "$(dirname "$0")/.."
dotnet build PerfGate.sln -c Release
dotnet test PerfGate.sln -c Release --no-build "$@"
