#!/usr/bin/env bash
# Issue 52, item 2: this month's same-runner rule changes A/B'd by replay (eval/same-runner/ab-rules.md): the launch's
# fastest iteration against its median, the early looks against none, the predictive stopping rule against the rule
# before it, on the idle A/A recordings of the launch as shipped of every suite held. Pure computation over recorded
# samples: it measures nothing, so it may run beside other work (but not beside a timing measurement on a 2-core
# machine: prefix it with whatever waits for a quiet one).
#
#   eval/same-runner/ab-rules.sh [RECORDING.json...]
#
# Default: each suite's idle A/A recordings of the launch as shipped (the sample's two); MediatR's two 16-pair recordings
# as shipped, its five shipped A/A gates pooled (pool.py), and its 16-pair recordings with tiered compilation off, with
# dynamic PGO off and with a 1 MiB gen-0 budget.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
recordings=("$@")
if [ ${#recordings[@]} -eq 0 ]; then
  r="$root/eval/recordings/same-runner"
  pooled=$(mktemp --suffix=.json)
  trap 'rm -f "$pooled"' EXIT
  python3 "$here/pool.py" "$pooled" "$r"/mediatr/mediatr-idle+aa[1-5].json
  recordings=("$r/sample-idle+ccd0aw.json" "$r/sample-idle+ccd0aw+16.json" "$r/polly-idle+ccd0aw.json" "$r/autofac-idle+ccd0aw.json"
              "$r/openxml-idle+ccd0aw.json" "$r/mediatr/mediatr-idle.json" "$pooled"
              "$r/mediatr/control-1633/mediatr-idle.json" "$r/mediatr/tc-off/mediatr-idle.json"
              "$r/mediatr/pgo-off/mediatr-idle.json" "$r/mediatr/gen0-1m/mediatr-idle.json")
fi
dotnet run --project "$root/eval/Evaluation" -c Release -- --ab-rules "${recordings[@]}"
