#!/usr/bin/env bash
# Peak memory of `perfgate compare` against a baseline of one huge benchmark (issue 41, item 4): make-synthetic.py's
# run of one benchmark × 100 samples in 5 launches, and a baseline of the same benchmark with SAMPLES samples (default
# 8,000,000) in 5 launches, each written with 4 significant digits (an ~55 MB file), then /usr/bin/time's peak
# resident set for each perfgate given (the repository's own build by default; compare a revision built elsewhere
# with PERFGATE=path/to/perfgate.dll). Memory, not time: the machine's load does not matter here.
# DIGITS=7 writes 7 significant digits a sample (a ~79 MB file); SAMPLE_COUNT=0 leaves out the entry's `sampleCount`
# and LAUNCH_SIZES=0 its `launchSizes`, as a file written by hand or by an earlier PerfGate has them.
#
#   [DIGITS=4] [SAMPLE_COUNT=1] [LAUNCH_SIZES=1] eval/scale/huge-benchmark.sh [SAMPLES]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
samples=${1:-8000000}
work=${WORK:-/tmp/perfgate-huge-benchmark}
perfgate=${PERFGATE:-$(ls "$root"/src/ResultComparer/bin/Release/*/perfgate.dll | head -1)}
rm -rf "$work"; mkdir -p "$work"
python3 "$root/eval/scale/make-synthetic.py" "$work/run" 1 100 > /dev/null
python3 - "$work/run/baseline.json" "$work/baseline.json" "$samples" "${DIGITS:-4}" "${SAMPLE_COUNT:-1}" "${LAUNCH_SIZES:-1}" <<'PY'
import json, random, sys
small, out, count, digits = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
with_count, with_launches = sys.argv[5] == "1", sys.argv[6] == "1"
doc = json.load(open(small))
entry = doc["benchmarks"][0]
rng = random.Random(1)
launches = [count // 5 + (1 if i < count % 5 else 0) for i in range(5)]
with open(out, "w") as f:
    f.write(json.dumps({k: v for k, v in doc.items() if k != "benchmarks"})[:-1])
    f.write(', "benchmarks": [{"id": %s, "bytesAllocatedPerOperation": 72, ' % json.dumps(entry["id"]))
    f.write(f'"sampleCount": {count}, ' if with_count else "")
    f.write(f'"launchSizes": {json.dumps(launches)}, ' if with_launches else "")
    f.write('"samplesNs": [')
    f.write(", ".join(f"{100 * rng.lognormvariate(0, 0.05):.{digits}g}" for _ in range(count)))
    f.write("]}]}\n")
PY
size=$(stat -c %s "$work/baseline.json")
set +e
/usr/bin/time -f "%e %M" -o "$work/time" dotnet "$perfgate" compare --baseline "$work/baseline.json" --results "$work/run/results" > "$work/out.txt" 2>&1
code=$?
set -e
read -r seconds peak_kb < <(tail -n 1 "$work/time")
awk -v s="$samples" -v f="$size" -v p="$peak_kb" -v c="$code" -v t="$seconds" 'BEGIN {
  printf "%d samples: baseline %.1f MB, peak resident %.0f MB (%.1f× the file), %s s, exit code %d\n", s, f / 1048576, p / 1024, p * 1024 / f, t, c }'
