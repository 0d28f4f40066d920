#!/usr/bin/env bash
# Runs PerfGate end to end on sample-repo/, as a consumer meets it: packs the package from this checkout
# into the sample's local feed (sample-repo/.packages) under a fresh version, then runs the gate target in
# the sample's benchmark project against its committed baseline.
#
#   eng/sample-gate.sh                                      gate: dotnet build -t:PerfGate
#   eng/sample-gate.sh -p:SampleRegression=StreamerTask     gate with a seed regression put back
#   eng/sample-gate.sh -t:PerfGateUpdateBaseline            re-record the sample's baseline
#
# Any other argument goes to `dotnet build` unchanged. The exit code is the build's.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
feed="$root/sample-repo/.packages"

# A fresh version every time: NuGet caches a package by version, so re-packing one version would go unseen.
version="0.1.0-local.$(date -u +%Y%m%d%H%M%S)"
rm -f "$feed"/PerfGate.*.nupkg
echo "PerfGate: packing $version into sample-repo/.packages"
dotnet pack "$root/build/Package/PerfGate.Package.csproj" -c Release -o "$feed" -p:Version="$version" -nologo -v quiet -tl:off

target="-t:PerfGate"
arguments=()
for argument in "$@"; do
  case "$argument" in
    -t:*|-target:*|--target:*) target="$argument" ;;
    *) arguments+=("$argument") ;;
  esac
done

# The sample references PerfGate only when PerfGateVersion is set (see sample-repo/Directory.Packages.props).
# An environment variable rather than -p: so BenchmarkDotNet's own child build of the project sees it too.
export PerfGateVersion="$version"
# A packages folder of this checkout's own (git-ignored), not the shared ~/.nuget/packages: each run adds a
# fresh PerfGate version there, and clearing old ones from a shared cache deleted the package another run
# (or another checkout) had just restored. The sample's other packages restore into it from the configured feeds once.
export NUGET_PACKAGES="$root/sample-repo/.nuget-packages"
cd "$root/sample-repo/benchmarks/Sample.Benchmarks"
echo "PerfGate: dotnet build $target ${arguments[*]}"
exec dotnet build "$target" -tl:off -nologo "${arguments[@]}"
