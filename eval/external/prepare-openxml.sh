#!/usr/bin/env bash
# Prepares a fourth real suite from outside this repository (the Open XML SDK's test/DocumentFormat.OpenXml.Benchmarks)
# for PerfGate, the way a new user adopts it: a suite of in-memory document-tree operations, nanoseconds to tens of
# microseconds, most of them allocating.
#
#   eval/external/prepare-openxml.sh <open-xml-sdk-checkout> <dest-dir>
#
#   <open-xml-sdk-checkout>  a checkout of github.com/dotnet/Open-XML-SDK; README.md beside this script names the commit.
#   <dest-dir>               created (must not exist or be empty); becomes a git repository of its own:
#                              main  two commits: the Open XML SDK as published; the adaptations below
#                            No baseline is recorded (as prepare.sh with SKIP_BASELINE=1) and no slow-N branch is made.
#
# Environment: PERFGATE_ROOT (the PerfGate checkout to pack; default the one holding this script).
#
# The adaptations, each one a new user's own step (README.md beside this script says why):
#   1. The library's .NET Framework targets (net35, net40, net46) and DocumentFormat.OpenXml.Framework's net6.0 target
#      dropped: their reference assemblies (Microsoft.NETFramework.ReferenceAssemblies.net35/.net40 1.0.3/.net46) and
#      net6.0's trimming packages (Microsoft.NET.ILLink.Tasks 7.0.100-1.23211.1, Microsoft.NET.ILLink.Analyzers) are
#      not served offline. The benchmarks load the net10.0 build, which is unchanged.
#   2. Microsoft.CodeAnalysis.PublicApiAnalyzers 5.0.0-1.25277.114 → 5.6.0 (the pin is not served; the next version
#      resolves with NU1603, an error under the suite's TreatWarningsAsErrors in Release).
#   3. BenchmarkDotNet.Diagnostics.Windows dropped from the benchmark project: ETW diagnosers for Windows, unused by
#      any benchmark, and 0.15.8 is not served.
#   4. PerfGate from a folder feed (adopt.sh); the suite manages versions centrally.
#   5. The chosen benchmarks tagged [BenchmarkCategory("PerfGate")] (the suite has no categories).
# Program.cs stays as it is: its ManualConfig adds a memory diagnoser, a logger and exporters but no job, so
# BenchmarkDotNet runs only the job PerfGate asks for.
set -euo pipefail

[ $# -eq 2 ] || { echo "usage: $0 <open-xml-sdk-checkout> <dest-dir>" >&2; exit 2; }
dest=$2
bench_rel=test/DocumentFormat.OpenXml.Benchmarks
here=$(cd "$(dirname "$0")" && pwd)
. "$here/adopt.sh"
src=$(checkout_of "$1" "the Open XML SDK" github.com/dotnet/Open-XML-SDK \
  "$bench_rel/DocumentFormat.OpenXml.Benchmarks.csproj" Directory.Packages.props Directory.Build.props)
new_destination "$dest"
bench="$dest/$bench_rel"
copy_as_published "$src" "Open XML SDK" https://github.com/dotnet/Open-XML-SDK.git

# 1-3. Targets and pins the offline registry cannot restore. Each replacement must find its text exactly once, so a
# different commit of the suite stops here instead of building something else.
python3 - "$dest" "$here" <<'PY'
import sys
dest = sys.argv[1]
sys.path.insert(0, sys.argv[2])
from replace_once import replacer
replace = replacer(dest, "prepare-openxml.sh", "Open XML SDK")
# 1. Only the .NET (Core) targets and netstandard2.0; the benchmarks use net10.0.
replace("Directory.Build.props",
        "<ProductTargetFrameworks>netstandard2.0;net10.0;net8.0;net35;net40;net46</ProductTargetFrameworks>",
        "<ProductTargetFrameworks>netstandard2.0;net10.0;net8.0</ProductTargetFrameworks>")
replace("Directory.Build.props",
        "<FrameworkTargetFrameworks>netstandard2.0;net10.0;net6.0;net8.0;net35;net40;net46</FrameworkTargetFrameworks>",
        "<FrameworkTargetFrameworks>netstandard2.0;net10.0;net8.0</FrameworkTargetFrameworks>")
# 2. The nearest served PublicApiAnalyzers.
replace("Directory.Packages.props",
        'Include="Microsoft.CodeAnalysis.PublicApiAnalyzers" Version="5.0.0-1.25277.114"',
        'Include="Microsoft.CodeAnalysis.PublicApiAnalyzers" Version="5.6.0"')
# 3. The Windows-only diagnosers package (its version pin stays in Directory.Packages.props, unused).
replace("test/DocumentFormat.OpenXml.Benchmarks/DocumentFormat.OpenXml.Benchmarks.csproj",
        '    <PackageReference Include="BenchmarkDotNet.Diagnostics.Windows" />\n', "")
PY

# 4. PerfGate from a folder feed.
add_perfgate "$bench/DocumentFormat.OpenXml.Benchmarks.csproj"

# 5. The benchmarks the gate runs: element metadata lookups, constructing and cloning elements (one node to a body
# of a hundred paragraphs) and comparing two small parsed elements. README.md says why these.
tag_benchmarks "$bench" '{
  "ElementMetadataTests.cs": ["CreateWithInstance", "CreateWithGeneric"],
  "ElementTests.cs": ["Construction"],
  "CloneNodeTests.cs": ["Text_Shallow", "Paragraph_Formatted_Deep", "Body_HundredParagraphs_Deep"],
  "EqualityBenchmark.cs": ["SmallEquals"]}'

git -C "$dest" add -A
git_commit -m "Adopt PerfGate (eval/external/prepare-openxml.sh)"
echo "prepare-openxml.sh: committed $(git -C "$dest" rev-parse --short HEAD) on main"

echo "prepare-openxml.sh: done. Build: cd $bench && dotnet build -c Release; gate: dotnet build -t:PerfGate"
