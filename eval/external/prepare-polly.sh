#!/usr/bin/env bash
# Prepares a second real suite from outside this repository (Polly's bench/Polly.Core.Benchmarks) for PerfGate,
# the way a new user adopts it, so the same-runner recordings (issue 22) cover a suite of async, microsecond paths:
#
#   eval/external/prepare-polly.sh <polly-checkout> <dest-dir>
#
#   <polly-checkout>  a checkout of github.com/App-vNext/Polly; README.md beside this script names the commit.
#   <dest-dir>        created (must not exist or be empty); becomes a git repository of its own:
#                       main     two commits: Polly as published; the adaptations below
#                     (seed-polly.sh adds slow-N branches: a seeded slowdown of the concurrency limiter)
#
# Environment: PERFGATE_ROOT (the PerfGate checkout to pack; default the one holding this script).
#
# The adaptations, each one a new user's own step (README.md beside this script says why):
#   1. Three pins moved to versions the offline registry serves (Microsoft.Bcl.TimeProvider 8.0.0 → 8.0.1, which
#      needs Microsoft.Bcl.AsyncInterfaces 6.0.0 → 8.0.0; System.ComponentModel.Annotations 4.5.0 → 4.6.0), and
#      package validation off (it downloads Polly 8.5.2 to compare the public API with).
#   2. PerfGate from a folder feed (adopt.sh).
#   3. The chosen benchmarks tagged [BenchmarkCategory("PerfGate")] (the suite has no categories).
#   4. Program.cs: the suite's own job (MediumRun, in process) goes; BenchmarkDotNet ran it beside the job PerfGate
#      asks for, so every case was measured twice (the gate refuses that: "measured by more than one job").
set -euo pipefail

[ $# -eq 2 ] || { echo "usage: $0 <polly-checkout> <dest-dir>" >&2; exit 2; }
dest=$2
bench_rel=bench/Polly.Core.Benchmarks
here=$(cd "$(dirname "$0")" && pwd)
. "$here/adopt.sh"
src=$(checkout_of "$1" Polly github.com/App-vNext/Polly "$bench_rel/Polly.Core.Benchmarks.csproj" Directory.Packages.props)
new_destination "$dest"
bench="$dest/$bench_rel"
copy_as_published "$src" Polly https://github.com/App-vNext/Polly.git

# 1. Pins the offline registry does not serve, and the package validation that downloads an old Polly.
python3 - "$dest/Directory.Packages.props" "$dest/Directory.Build.props" <<'PY'
import sys
packages, build = sys.argv[1:]
text = open(packages, encoding="utf-8-sig").read()
for name, old, new in [("Microsoft.Bcl.TimeProvider", "8.0.0", "8.0.1"),
                       ("Microsoft.Bcl.AsyncInterfaces", "6.0.0", "8.0.0"),
                       ("System.ComponentModel.Annotations", "4.5.0", "4.6.0")]:
    pin = f'Include="{name}" Version="{old}"'
    if pin not in text:
        sys.exit(f"prepare-polly.sh: no {name} {old} pin in {packages} (a different Polly commit?)")
    text = text.replace(pin, f'Include="{name}" Version="{new}"')
open(packages, "w", encoding="utf-8").write(text)
text = open(build, encoding="utf-8-sig").read()
anchor = "<ManagePackageVersionsCentrally>true</ManagePackageVersionsCentrally>"
assert anchor in text, build
open(build, "w", encoding="utf-8").write(text.replace(anchor, anchor + "\n    <EnablePackageValidation>false</EnablePackageValidation>", 1))
PY

# 2. PerfGate from a folder feed.
add_perfgate "$bench/Polly.Core.Benchmarks.csproj"

# 3. The benchmarks the gate runs: pipelines of five strategies (with and without telemetry), hedging (with a
# Task.Yield in the callback), building a pipeline, a retry and a bare pipeline. README.md says why these.
tag_benchmarks "$bench" '{
  "MultipleStrategiesBenchmark.cs": ["ExecuteStrategyPipeline_Generic_V8", "ExecuteStrategyPipeline_GenericTelemetry_V8"],
  "HedgingBenchmark.cs": ["Hedging_Secondary", "Hedging_Primary_AsyncWork"],
  "CreationBenchmark.cs": ["Fallback_V8"],
  "RetryBenchmark.cs": ["ExecuteRetry_V8"],
  "ResiliencePipelineBenchmark.cs": ["ExecuteOutcomeAsync"]}'

# 4. The suite's own job, which BenchmarkDotNet would run beside PerfGate's. By hand: --job medium --inProcess.
python3 - "$bench/Program.cs" <<'PY'
import sys
path = sys.argv[1]
text = open(path, encoding="utf-8-sig").read()
line = "    .AddJob(Job.MediumRun.WithToolchain(InProcessEmitToolchain.Instance))\n"
if line not in text:
    sys.exit("prepare-polly.sh: the MediumRun job in " + path + " was not found (a different Polly commit?)")
open(path, "w", encoding="utf-8").write(text.replace(line, "", 1))
PY

git -C "$dest" add -A
git_commit -m "Adopt PerfGate (eval/external/prepare-polly.sh)"
echo "prepare-polly.sh: committed $(git -C "$dest" rev-parse --short HEAD) on main"

echo "prepare-polly.sh: done. Gate: cd $bench && dotnet build -t:PerfGate"
