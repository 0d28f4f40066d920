#!/usr/bin/env bash
# A/A same-runner gates of one prepared suite, as a user gets them (issue 52, item 1): GATES gates of unchanged code,
# one after the other, each waiting for a quiet machine and recording its condition (record.sh with LOOKS=shipped: the
# early looks, the sequential looks and the stopping rule, at the budget PAIRS, default the gate's 16), then the summary:
# per gate and case the verdict, the pairs it took and what it could see; per case the false alarms, the median
# could-see and the between-launch spread of each launch's fastest iteration, the statistic a pair judges
# (aa-summary.py).
#
#   SUITE_DIR=/tmp/mediatr-gate SUITE_PROJECT=test/MediatR.Benchmarks/MediatR.Benchmarks.csproj SUITE_NAME=mediatr \
#     SUITE_FRAMEWORK=net10.0 eval/same-runner/aa-gates.sh eval/recordings/same-runner/aa 10 [PAIRS] [LABEL]
#
# Writes OUT_DIR/<suite>-idle+<LABEL>N.json (the launches the gate took), .report.json (its report) and .log, N = 1…GATES;
# LABEL (default aa) tells one series from another (aa-ccd100…, once the launch changes can be switched for an A/B).
# A gate during which another process used CPU (record.sh's "foreign processes") is not a gate of its condition: rerun it.
# The seeded branches (eval/external/seed-mediatr.sh) are gated the same way with record.sh's idle+seededN conditions.
set -euo pipefail
[ $# -ge 2 ] || { echo "usage: $0 OUT_DIR GATES [PAIRS] [LABEL]" >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
out=$1; gates=$2; pairs=${3:-16}; label=${4:-aa}
conditions=()
for i in $(seq 1 "$gates"); do conditions+=("idle+$label$i"); done
LOOKS=shipped "$here/record.sh" "$out" "$pairs" "${conditions[@]}"
python3 "$here/aa-summary.py" "$out/${SUITE_NAME:-sample}-idle+$label"[0-9]*.json | tee "$out/${SUITE_NAME:-sample}-$label-summary.md"
