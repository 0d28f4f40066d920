#!/usr/bin/env bash
# All tests, as CI runs them: build the solution once, then test every project without building again, the
# end-to-end tests in one lane and the other projects, one after another, in a second lane beside it.
#
# Why two steps: a plain `dotnet test PerfGate.sln` builds each test project's references from inside its test
# run, and MSBuild keeps a project on the node that first built it. While the end-to-end tests (minutes of real
# benchmark runs) hold one node, the other test projects wait for a project held there, so they ran after them
# instead of beside them. Built first, nothing is left to wait for.
# Why two lanes: the end-to-end tests take longest. Left to `dotnet test`, they started only when a node came free
# (about 2 minutes in); started first, everything else fits beside them. Each test's name and time is printed
# (console logger, normal verbosity), so a slow test shows in the CI log.
#
#   eng/test.sh [dotnet test options, e.g. --filter "Category!=EndToEnd"]
set -euo pipefail
cd "$(dirname "$0")/.."
dotnet build PerfGate.sln -c Release

test_project() {
  dotnet test "$1" -c Release --no-build --logger "console;verbosity=normal" "${@:2}" 2>&1 | sed -u "s|^|[$(basename "$1")] |"
}

test_project tests/EndToEnd.Tests "$@" &
end_to_end=$!
others=0
for project in tests/*.Tests; do
  [ "$project" = tests/EndToEnd.Tests ] || test_project "$project" "$@" || others=1
done
wait "$end_to_end" || others=1
exit "$others"
