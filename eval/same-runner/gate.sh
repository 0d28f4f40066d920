# Sourced by record.sh, noise.sh and eval/selection/history/confirm.sh: the suite under study built, and gated by the
# shipped same-runner gate, alike by all of them.
#   perfgate_dll ROOT           the tool as built in ROOT (dotnet build src/ResultComparer -c Release)
#   suite_properties            the head build's global properties, one Name=Value a line: TargetFramework=SUITE_FRAMEWORK
#                               for a multi-targeted suite, then SUITE_BUILD_PROPERTIES (Name=Value, space-separated);
#                               the gate builds the base with the same ones
#   build_suite PROJECT LOG     builds it in Release with those properties, prints the assembly's path (where the build
#                               put it: a suite may use artifacts output)
#   suite_baseline ROOT PROJECT prints the project's baseline file, after writing an empty one (the sample's host and
#                               job, no benchmarks) where the suite has none: the same-runner mode compares with the base
#                               revision, the file only has to be valid
#   same_runner_gate PERFGATE ASSEMBLY ARTIFACTS BASELINE PROJECT BASE [OPTION...]
#                               `perfgate gate` in the same-runner mode: the head as built at ASSEMBLY, the base the git
#                               revision BASE of PROJECT's repository (the gate builds it with suite_properties), the
#                               JSON report at ARTIFACTS/report.json; OPTIONs go to the gate (--select, --pairs, …). Its
#                               exit code is the gate's.
perfgate_dll() { ls "$1"/src/ResultComparer/bin/Release/*/perfgate.dll | head -1; }

suite_properties() {
  [ -z "${SUITE_FRAMEWORK:-}" ] || echo "TargetFramework=$SUITE_FRAMEWORK"
  local property
  for property in ${SUITE_BUILD_PROPERTIES:-}; do echo "$property"; done
}

build_suite() {
  local properties=()
  mapfile -t properties < <(suite_properties)
  dotnet build "$1" -c Release "${properties[@]/#/-p:}" -nologo -v q -tl:off > "$2" 2>&1
  dotnet msbuild "$1" -getProperty:TargetPath -p:Configuration=Release "${properties[@]/#/-p:}"
}

suite_baseline() {
  local baseline
  baseline=$(dirname "$2")/perfgate-baseline.json
  [ -f "$baseline" ] || python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); d["benchmarks"] = []; json.dump(d, open(sys.argv[2], "w"))' \
    "$1/sample-repo/benchmarks/Sample.Benchmarks/perfgate-baseline.json" "$baseline"
  echo "$baseline"
}

same_runner_gate() {
  local perfgate=$1 assembly=$2 artifacts=$3 baseline=$4 project=$5 base=$6 property properties=()
  shift 6
  while read -r property; do properties+=(--build-property "$property"); done < <(suite_properties)
  dotnet "$perfgate" gate --assembly "$assembly" --artifacts "$artifacts" --baseline "$baseline" --project "$project" \
    --compare-to "$base" "${properties[@]}" --report json="$artifacts/report.json" "$@"
}
