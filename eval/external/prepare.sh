#!/usr/bin/env bash
# Prepares a real BenchmarkDotNet suite from outside this repository (Autofac's bench/Autofac.Benchmarks) for
# PerfGate, the way a new user adopts it, so the drift evaluation (issue 12, item 4) can run on it:
#
#   eval/external/prepare.sh <autofac-checkout> <dest-dir>
#
#   <autofac-checkout>  a checkout (or `git archive` export) of github.com/autofac/Autofac; README.md beside
#                       this script names the commit it was made for.
#   <dest-dir>          created (must not exist or be empty); becomes a git repository of its own:
#                         main     three commits: Autofac as published; the adaptations below; the recorded
#                                  perfgate-baseline.json
#                         slow-10  main + a seeded slowdown of ModuleRegistrationBenchmark (+10 % nominal)
#                         slow-25  the same, +25 % nominal
#
# Environment:
#   PERFGATE_ROOT      the PerfGate checkout to pack (default: the one holding this script)
#   SKIP_BASELINE=1    stop after the first commit (no baseline, no slow branches)
#   BASELINE_RUNS      runs pooled into the baseline (default: PerfGate's default, 3)
#
# The adaptations, each one a new user's own step (README.md beside this script says why):
#   1. SonarAnalyzer.CSharp is dropped from src/Autofac: its pinned version is not served offline, and the
#      next served version adds a rule that fails the Release build (TreatWarningsAsErrors).
#   2. PerfGate is packed into <dest>/.perfgate-feed (a folder feed added by <dest>/nuget.config) and referenced
#      from the benchmark project; its version is a property, overridable by the PerfGateVersion environment
#      variable (eval/external/repack.sh packs a newer PerfGate into the same feed).
#   3. The chosen benchmarks are tagged [BenchmarkCategory("PerfGate")] (the suite has no categories).
#   4. Program.cs adds the suite's own "Source" job only beside a --baseline-version job: with a
#      BenchmarkDotNet preset as PerfGateJob (--job) it would run every benchmark a second time (the default
#      `ci` preset passes characteristics, which BenchmarkDotNet applies to that job: harmless).
set -euo pipefail

usage() { echo "usage: $0 <autofac-checkout> <dest-dir>" >&2; exit 2; }
[ $# -eq 2 ] || usage
dest=$2
bench_rel=bench/Autofac.Benchmarks
here=$(cd "$(dirname "$0")" && pwd)
. "$here/adopt.sh"
src=$(checkout_of "$1" Autofac github.com/autofac/Autofac "$bench_rel/Autofac.Benchmarks.csproj" src/Autofac/Autofac.csproj)
new_destination "$dest"
bench="$dest/$bench_rel"
copy_as_published "$src" Autofac https://github.com/autofac/Autofac.git

# 1. The analyzer that cannot restore offline.
python3 - "$dest/src/Autofac/Autofac.csproj" <<'PY'
import re, sys
path = sys.argv[1]
text = open(path, encoding="utf-8-sig").read()
new = re.sub(r'\s*<PackageReference Include="SonarAnalyzer\.CSharp".*?</PackageReference>', "", text, flags=re.S)
if new == text:
    sys.exit("prepare.sh: no SonarAnalyzer.CSharp reference in " + path + " (a different Autofac commit?)")
open(path, "w", encoding="utf-8-sig").write(new)
PY

# 2. PerfGate from a folder feed (adopt.sh).
add_perfgate "$bench/Autofac.Benchmarks.csproj"

# 3. The benchmarks the gate runs: nanosecond resolves, microsecond scopes and graphs, a container build that
# scales with a parameter (100 and 1000 modules). README.md beside this script says why these.
tag_benchmarks "$bench" '{
  "RootContainerResolveBenchmark.cs": ["NonSharedReflectionResolve", "SharedResolve"],
  "DeepGraphResolveBenchmark.cs": ["Resolve"],
  "ChildScopeResolveBenchmark.cs": ["Resolve"],
  "PropertyInjectionBenchmark.cs": ["Resolve"],
  "EnumerableResolveBenchmark.cs": ["ResolveIEnumerable"],
  "OpenGenericBenchmark.cs": ["ResolveOpenGeneric"],
  "LambdaResolveBenchmark.cs": ["ResolveWithProvidedTypedParameter"],
  "ModuleRegistrationBenchmark.cs": ["BuildContainerWithModules"]}'

# 4. Program.cs: keep the suite's config (MemoryDiagnoser; its artifacts folder, which --artifacts overrides)
# but add its "Source" job only beside a --baseline-version package job, where it names the side compared:
# otherwise BenchmarkDotNet runs it beside a job PerfGate asks for with --job (README.md: what happens).
if [ "${KEEP_SOURCE_JOB:-}" != 1 ]; then
python3 - "$bench/Program.cs" <<'PY'
import re, sys
path = sys.argv[1]
text = open(path, encoding="utf-8-sig").read()
new, n = re.subn(r'\n(\s*)config\.AddJob\(\s*Job\.Default\s*\.WithId\("Source"\)\);\n',
                 "\n", text, count=1)
new, m = re.subn(r'\n(\s*)if \(!string\.IsNullOrWhiteSpace\(baselineVersion\)\)\n(\s*)\{\n',
                 lambda g: g.group(0) + g.group(2) + '    config.AddJob(Job.Default.WithId("Source"));\n\n',
                 new, count=1)
if n != 1 or m != 1:
    sys.exit("prepare.sh: the Source job in " + path + " was not found (a different Autofac commit?)")
open(path, "w", encoding="utf-8-sig").write(new)
PY
fi

git -C "$dest" add -A
git_commit -m "Adopt PerfGate (eval/external/prepare.sh)"
echo "prepare.sh: committed $(git -C "$dest" rev-parse --short HEAD) on main"
[ "${SKIP_BASELINE:-}" = 1 ] && exit 0

# The baseline, recorded as a user does, then committed.
runs=()
[ -n "${BASELINE_RUNS:-}" ] && runs=("-p:PerfGateBaselineRuns=$BASELINE_RUNS")
echo "prepare.sh: recording the baseline (dotnet build -t:PerfGateUpdateBaseline ${runs[*]})"
start=$SECONDS
(cd "$bench" && dotnet build -t:PerfGateUpdateBaseline -tl:off -nologo "${runs[@]}")
echo "prepare.sh: baseline recorded in $((SECONDS - start)) s"
git -C "$dest" add -A
git_commit -m "PerfGate baseline"

# The seeded slowdowns (seed.sh): sized from the baseline's fastest sample of BuildContainerWithModules(ModuleCount: 100).
fastest_ns=$(python3 - "$bench/perfgate-baseline.json" <<'PY'
import json, sys
for b in json.load(open(sys.argv[1]))["benchmarks"]:
    if b["id"].endswith("BuildContainerWithModules(ModuleCount: 100)"):
        print(min(b["samplesNs"])); break
else:
    sys.exit("prepare.sh: BuildContainerWithModules(ModuleCount: 100) is not in the baseline")
PY
)
"$here/seed.sh" "$dest" "$fastest_ns" 10 25
git -C "$dest" checkout -q main
echo "prepare.sh: done. Gate: cd $bench && dotnet build -t:PerfGate"
