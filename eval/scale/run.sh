#!/usr/bin/env bash
# Measures `perfgate compare` wall time and peak memory on synthetic data (see make-synthetic.py), for one or
# more builds of perfgate side by side, alternating them so a shared machine's load hits all alike:
#   eval/scale/run.sh [--reps N] [--launches N] [--format compressed|full] [--rev LABEL=GIT-REV]... [BENCHMARK_COUNTS...]
# Default: the working tree only, 3 repetitions, 1000 10000 50000 benchmarks × 100 samples in 5 launches, with
# BenchmarkDotNet's per-launch Measurements as real reports carry them (--launches 0: samples only, no launches,
# the shape measured before 2026-11-23's second session), as BenchmarkDotNet's `json` exporter writes them for the
# gate (--format full: its indented `fulljson`). GIT-REV "." is the working tree; any other revision is
# exported with git archive and built in a temporary folder, as its package runs here: its ReadyToRun build when it
# ships one for this machine's platform (2026-11-23's fourth session to issue 26 A, linux-x64), else the portable build.
# Prints one Markdown table row per size and build (medians over the repetitions, the range in brackets), whether
# its verdicts (status per benchmark and metric, time ratio) are identical to the first build's, and the load
# average before each size.
# Needs python3 and GNU time (apt-get install time).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
reps=3
launches=5
format=compressed
labels=()
revs=()
counts=()
while [ $# -gt 0 ]; do
  case "$1" in
    --reps) reps=$2; shift 2 ;;
    --launches) launches=$2; shift 2 ;;
    --format) format=$2; shift 2 ;;
    --rev) labels+=("${2%%=*}"); revs+=("${2#*=}"); shift 2 ;;
    *) counts+=("$1"); shift ;;
  esac
done
[ ${#labels[@]} -gt 0 ] || { labels=(working-tree); revs=(.); }
[ ${#counts[@]} -gt 0 ] || counts=(1000 10000 50000)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for i in "${!labels[@]}"; do
  label=${labels[$i]} rev=${revs[$i]}
  if [ "$rev" = . ]; then
    src=$root
  else
    src="$work/src-$label"
    mkdir -p "$src"
    git -C "$root" archive "$rev" | tar -x -C "$src"
  fi
  echo "building $label ($rev: $(git -C "$root" rev-parse --short "${rev/#./HEAD}")$([ "$rev" = . ] && echo ' + working tree'))" >&2
  # As the revision's package runs here: its ReadyToRun build when it ships one for this platform, else the portable one.
  r2r_rid=$(sed -n 's:.*<PerfGateReadyToRunRuntimeIdentifier>\(.*\)</PerfGateReadyToRunRuntimeIdentifier>.*:\1:p' "$src/Directory.Build.props")
  if [ -n "$r2r_rid" ] && [ "$r2r_rid" = "$(dotnet --info | sed -n 's/^ *RID: *//p' | head -n 1)" ]; then
    echo "  ($label: the ReadyToRun build for $r2r_rid)" >&2
    dotnet publish "$src/src/ResultComparer" -c Release -p:PerfGateReadyToRun=true -o "$work/bin-$label" -v quiet -nologo >/dev/null
  else
    dotnet build "$src/src/ResultComparer" -c Release -o "$work/bin-$label" -v quiet -nologo >/dev/null
  fi
done

echo "| benchmarks × samples | perfgate | wall time (s) | CPU time (s) | peak RSS (MB) | exit code | verdicts | load average before |"
echo "|---|---|---:|---:|---:|---:|---|---|"
for count in "${counts[@]}"; do
  data="$work/data-$count"
  python3 "$root/eval/scale/make-synthetic.py" "$data" "$count" 100 1 --launches "$launches" --format "$format"
  # The builds and the data just written raise the load average: time nothing until it is back under 1.5.
  until awk '{exit !($1 < 1.5)}' /proc/loadavg; do sleep 10; done
  load=$(cut -d' ' -f1-3 /proc/loadavg)
  for rep in $(seq "$reps"); do
    for label in "${labels[@]}"; do
      set +e
      /usr/bin/time -f "%e %M %U %S" -o "$work/time" dotnet "$work/bin-$label/perfgate.dll" compare \
        --baseline "$data/baseline.json" --results "$data/results" --report "json=$data/report-$label.json" > /dev/null 2>"$work/stderr"
      echo "$? $(tail -n 1 "$work/time")" >> "$data/runs-$label"
      set -e
    done
  done
  SCALE_FORMAT=$format python3 - "$data" "$count" "$load" "$launches" "${labels[@]}" <<'EOF'
import json, os, statistics, sys
data, count, load, launches, labels = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5:]
shape = (f" in {launches} launches" if launches else ", no launches") + ("" if os.environ["SCALE_FORMAT"] == "compressed" else ", " + os.environ["SCALE_FORMAT"])
def verdicts(label):
    with open(f"{data}/report-{label}.json") as f:
        report = json.load(f)
    return report["passed"], {b["id"]: (b["status"], (b.get("time") or {}).get("status"), (b.get("time") or {}).get("ratio"),
                                         (b.get("allocation") or {}).get("status")) for b in report["benchmarks"]}
def content(label):
    with open(f"{data}/report-{label}.json", "rb") as f:
        return f.read()
first = verdicts(labels[0])
for label in labels:
    runs = [line.split() for line in open(f"{data}/runs-{label}")]
    codes = sorted({r[0] for r in runs})
    wall = [float(r[1]) for r in runs]
    rss = [int(r[2]) / 1024 for r in runs]
    cpu = [float(r[3]) + float(r[4]) for r in runs]
    same = ("reference" if label == labels[0]
            else "identical (byte for byte)" if content(label) == content(labels[0])
            else "identical (status, time ratio)" if verdicts(label) == first else "DIFFERENT")
    print(f"| {count} × 100{shape} | {label} | {statistics.median(wall):.2f} [{min(wall):.2f}–{max(wall):.2f}] "
          f"| {statistics.median(cpu):.2f} | {statistics.median(rss):.0f} [{min(rss):.0f}–{max(rss):.0f}] | {','.join(codes)} | {same} | {load} |")
EOF
  rm -rf "$data"
done
