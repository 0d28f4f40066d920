#!/usr/bin/env bash
# Prepares a fifth real suite from outside this repository (MediatR's test/MediatR.Benchmarks) for PerfGate, the way a
# new user adopts it: the shape issue 52 is about, methods of a few hundred nanoseconds that dispatch a request and a
# notification through interfaces to handlers resolved from Microsoft's DI container, through async state machines and
# the mediator's ConcurrentDictionary of handler wrappers.
#
#   eval/external/prepare-mediatr.sh <mediatr-checkout> <dest-dir>
#
#   <mediatr-checkout>  a checkout of github.com/jbogard/MediatR at the commit README.md beside this script names (the
#                       last Apache-2.0 line before the paid licence of 13.0; the library is built from its own source).
#   <dest-dir>          created (must not exist or be empty); becomes a git repository of its own:
#                         main  two commits: MediatR as published; the adaptations below
#                       No baseline is recorded; seed-mediatr.sh makes the slow-N branches.
#
# Environment: PERFGATE_ROOT (the PerfGate checkout to pack; default the one holding this script); KEEP_DOTTRACE=1 keeps
# the suite's [DotTraceDiagnoser] (step 4).
#
# The adaptations, each one a new user's own step (README.md beside this script says why):
#   1. MediatR.Contracts from its source in the same repository (src/MediatR.Contracts) instead of the package
#      MediatR.Contracts [2.0.1, 3.0.0), which the offline registry does not serve.
#   2. The benchmark project on net10.0 (it targets net6.0, whose runtime is not installed) with BenchmarkDotNet 0.15.8
#      (0.13.10 is not served; 0.15.8 is PerfGate's own), without BenchmarkDotNet.Diagnostics.Windows (ETW diagnosers
#      no benchmark uses; 0.13.10 is not served). The library keeps its targets: the benchmarks load its net6.0 build.
#   3. PerfGate from a folder feed (adopt.sh), and both benchmark methods tagged [BenchmarkCategory("PerfGate")].
#   4. [DotTraceDiagnoser] off the benchmark class: a JetBrains dotTrace attach (to C:\temp\MediatR) that asks for an
#      extra run of every benchmark in every launch, which then only prints that dotTrace is not installed.
set -euo pipefail

[ $# -eq 2 ] || { echo "usage: $0 <mediatr-checkout> <dest-dir>" >&2; exit 2; }
dest=$2
bench_rel=test/MediatR.Benchmarks
here=$(cd "$(dirname "$0")" && pwd)
. "$here/adopt.sh"
src=$(checkout_of "$1" MediatR github.com/jbogard/MediatR \
  "$bench_rel/MediatR.Benchmarks.csproj" src/MediatR/MediatR.csproj src/MediatR.Contracts/MediatR.Contracts.csproj)
new_destination "$dest"
bench="$dest/$bench_rel"
copy_as_published "$src" MediatR https://github.com/jbogard/MediatR.git

# 1, 2 and 4. Each replacement must find its text exactly once, so a different commit of the suite stops here instead
# of building something else.
KEEP_DOTTRACE=${KEEP_DOTTRACE:-} python3 - "$dest" "$here" <<'PY'
import os, sys
dest = sys.argv[1]
sys.path.insert(0, sys.argv[2])
from replace_once import replacer
replace = replacer(dest, "prepare-mediatr.sh", "MediatR")
# 1. The contracts from source: the package is not served, the project is beside the library (signed with the same key).
replace("src/MediatR/MediatR.csproj",
        '<PackageReference Include="MediatR.Contracts" Version="[2.0.1, 3.0.0)" />',
        '<ProjectReference Include="..\\MediatR.Contracts\\MediatR.Contracts.csproj" />')
# 2. The benchmarks on the installed runtime, with a served BenchmarkDotNet and without the Windows diagnosers.
bench = "test/MediatR.Benchmarks/MediatR.Benchmarks.csproj"
replace(bench, "<TargetFramework>net6.0</TargetFramework>", "<TargetFramework>net10.0</TargetFramework>")
replace(bench, '<PackageReference Include="BenchmarkDotNet" Version="0.13.10" />',
        '<PackageReference Include="BenchmarkDotNet" Version="0.15.8" />')
replace(bench, '    <PackageReference Include="BenchmarkDotNet.Diagnostics.Windows" Version="0.13.10" />\n', "")
# 4. The dotTrace attach and its extra run per launch.
if os.environ.get("KEEP_DOTTRACE") != "1":
    replace("test/MediatR.Benchmarks/Benchmarks.cs", "    [DotTraceDiagnoser]\n", "")
PY

# 3. PerfGate from a folder feed; the suite's two benchmarks are the gate's.
add_perfgate "$bench/MediatR.Benchmarks.csproj"
tag_benchmarks "$bench" '{"Benchmarks.cs": ["SendingRequests", "PublishingNotifications"]}'

git -C "$dest" add -A
git_commit -m "Adopt PerfGate (eval/external/prepare-mediatr.sh)"
echo "prepare-mediatr.sh: committed $(git -C "$dest" rev-parse --short HEAD) on main"

echo "prepare-mediatr.sh: done. Gate: cd $bench && dotnet build -t:PerfGate -p:PerfGateCompareTo=HEAD"
