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
src=$(cd "$1" 2>/dev/null && pwd) || { echo "prepare.sh: checkout '$1' does not exist" >&2; exit 2; }
dest=$2
bench_rel=bench/Autofac.Benchmarks
if [ ! -f "$src/$bench_rel/Autofac.Benchmarks.csproj" ] || [ ! -f "$src/src/Autofac/Autofac.csproj" ]; then
  echo "prepare.sh: '$src' is not an Autofac checkout ($bench_rel/Autofac.Benchmarks.csproj missing); clone github.com/autofac/Autofac at the commit eval/external/README.md names" >&2
  exit 2
fi
if [ -e "$dest" ] && [ -n "$(ls -A "$dest" 2>/dev/null)" ]; then
  echo "prepare.sh: '$dest' exists and is not empty; give a new folder" >&2
  exit 2
fi
here=$(cd "$(dirname "$0")" && pwd)
perfgate_root=${PERFGATE_ROOT:-$(cd "$here/../.." && pwd)}
mkdir -p "$dest"
dest=$(cd "$dest" && pwd)
bench="$dest/$bench_rel"
source_commit=$(git -C "$src" rev-parse HEAD 2>/dev/null || echo "(export, commit unknown)")
git_commit() { git -C "$dest" -c user.name=perfgate-eval -c user.email=eval@perfgate.invalid commit -q "$@"; }

echo "prepare.sh: copying $src -> $dest"
tar -C "$src" --exclude=.git --exclude=bin --exclude=obj --exclude=BenchmarkDotNet.Artifacts -cf - . | tar -C "$dest" -xf -
# The suite as published first, so `git show main~1` is exactly what adopting PerfGate changed.
git -C "$dest" init -q -b main
# A clone has a remote; without one, SourceLink (Autofac references it when a .git folder exists) warns on
# every build. Nothing is fetched from it.
git -C "$dest" remote add origin https://github.com/autofac/Autofac.git
git -C "$dest" add -A
git_commit -m "Autofac $source_commit as published"

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

# 2. PerfGate from a folder feed. The feed folder is committed (empty, .gitkeep) because NuGet refuses a local
# source that does not exist, and a base revision checked out elsewhere (same-runner mode) restores with this
# nuget.config too.
mkdir -p "$dest/.perfgate-feed"
touch "$dest/.perfgate-feed/.gitkeep"
cat > "$dest/nuget.config" <<'XML'
<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <packageSources>
    <!-- PerfGate, packed from its repository until it is on a feed (eval/external/prepare.sh). -->
    <add key="perfgate-local" value="./.perfgate-feed" />
  </packageSources>
</configuration>
XML
printf '\n# PerfGate: packed packages (the folder itself is kept) and the gate artifacts\n.perfgate-feed/*.nupkg\n' >> "$dest/.gitignore"
version="0.1.0-ext.$(date -u +%Y%m%d%H%M%S)"
echo "prepare.sh: packing PerfGate $version from $perfgate_root"
dotnet pack "$perfgate_root/build/Package/PerfGate.Package.csproj" -c Release -o "$dest/.perfgate-feed" \
  -p:Version="$version" -nologo -v quiet -tl:off
python3 - "$bench/Autofac.Benchmarks.csproj" "$version" <<'PY'
import sys
path, version = sys.argv[1:]
text = open(path, encoding="utf-8-sig").read()
block = f"""  <PropertyGroup>
    <!-- The PerfGate package packed into ../../.perfgate-feed; the PerfGateVersion environment variable
         overrides it (eval/external/repack.sh), and BenchmarkDotNet's own child build sees it too. -->
    <PerfGateVersion Condition="'$(PerfGateVersion)' == ''">{version}</PerfGateVersion>
  </PropertyGroup>
  <ItemGroup>
    <PackageReference Include="PerfGate" Version="$(PerfGateVersion)" PrivateAssets="all" />
  </ItemGroup>
</Project>"""
assert text.rstrip().endswith("</Project>"), path
open(path, "w", encoding="utf-8-sig").write(text.rstrip()[: -len("</Project>")] + block + "\n")
PY

# 3. The benchmarks the gate runs: nanosecond resolves, microsecond scopes and graphs, a container build that
# scales with a parameter (100 and 1000 modules). README.md beside this script says why these.
python3 - "$bench" <<'PY'
import re, sys
bench = sys.argv[1]
chosen = {
    "RootContainerResolveBenchmark.cs": ["NonSharedReflectionResolve", "SharedResolve"],
    "DeepGraphResolveBenchmark.cs": ["Resolve"],
    "ChildScopeResolveBenchmark.cs": ["Resolve"],
    "PropertyInjectionBenchmark.cs": ["Resolve"],
    "EnumerableResolveBenchmark.cs": ["ResolveIEnumerable"],
    "OpenGenericBenchmark.cs": ["ResolveOpenGeneric"],
    "LambdaResolveBenchmark.cs": ["ResolveWithProvidedTypedParameter"],
    "ModuleRegistrationBenchmark.cs": ["BuildContainerWithModules"],
}
for name, methods in chosen.items():
    path = f"{bench}/{name}"
    lines = open(path, encoding="utf-8-sig").read().split("\n")
    for method in methods:
        at = next((i for i, line in enumerate(lines) if re.search(rf"\bpublic\b[^(=]*\b{method}\(", line)), None)
        if at is None:
            sys.exit(f"prepare.sh: no method {method} in {path} (a different Autofac commit?)")
        attribute = at - 1
        while not lines[attribute].lstrip().startswith("[Benchmark"):
            attribute -= 1
        indent = lines[attribute][: len(lines[attribute]) - len(lines[attribute].lstrip())]
        lines.insert(attribute, f'{indent}[BenchmarkCategory("PerfGate")]')
    open(path, "w", encoding="utf-8-sig").write("\n".join(lines))
PY

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
