#!/usr/bin/env bash
# Measures `perfgate compare` wall time and peak memory on synthetic data (see make-synthetic.py):
#   eval/scale/run.sh [BENCHMARK_COUNTS...]     default: 1000 10000 50000, 100 samples each
# Prints one Markdown table row per size. Needs python3 and GNU time (apt-get install time).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
dotnet build "$root/src/ResultComparer" -c Release -o "$work/bin" -v quiet -nologo >/dev/null
echo "| benchmarks × samples | wall time (s) | peak RSS (MB) | exit code |"
echo "|---|---:|---:|---:|"
for n in "${@:-1000 10000 50000}"; do
  for count in $n; do
    python3 "$root/eval/scale/make-synthetic.py" "$work/data-$count" "$count" 100
    set +e
    /usr/bin/time -f "%e %M" -o "$work/time-$count" dotnet "$work/bin/perfgate.dll" compare \
      --baseline "$work/data-$count/baseline.json" --results "$work/data-$count/results" \
      --report "json=$work/data-$count/report.json" > /dev/null
    code=$?
    set -e
    read -r wall rss < <(tail -n 1 "$work/time-$count")
    echo "| $count × 100 | $wall | $((rss / 1024)) | $code |"
    rm -rf "$work/data-$count"
  done
done
