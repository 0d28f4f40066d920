#!/usr/bin/env bash
# The "Install perfgate" step of actions/comment/action.yml: the PerfGate.Tool package (`dotnet tool install`) into a
# folder of the runner's temp directory, put on PATH for the next steps. The same perfgate the PerfGate build package
# carries; nothing of the repository is built or run.
set -euo pipefail

tools="${RUNNER_TEMP:?RUNNER_TEMP is not set: not a GitHub Actions runner}/perfgate-tool"
arguments=(tool install PerfGate.Tool --tool-path "$tools")
if [ -n "${PERFGATE_VERSION:-}" ]; then
  arguments+=(--version "$PERFGATE_VERSION")
fi
if [ -n "${PERFGATE_TOOL_SOURCE:-}" ]; then
  arguments+=(--add-source "$PERFGATE_TOOL_SOURCE")
fi

# On a Windows runner the tool's launcher is perfgate.exe (this script runs in Git Bash there).
if [ -f "$tools/perfgate" ] || [ -f "$tools/perfgate.exe" ]; then
  dotnet tool uninstall PerfGate.Tool --tool-path "$tools" >/dev/null
fi
echo "PerfGate: dotnet ${arguments[*]}"
dotnet "${arguments[@]}"
perfgate="$tools/perfgate"
if [ -f "$perfgate.exe" ]; then
  perfgate="$perfgate.exe"
fi
"$perfgate" --version
echo "$tools" >> "${GITHUB_PATH:?GITHUB_PATH is not set}"
