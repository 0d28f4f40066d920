#!/usr/bin/env bash
# Packs PerfGate from a checkout into a suite prepared by prepare.sh, under a fresh version (NuGet caches a
# package by version, so re-packing one version would go unseen), and prints the line that selects it:
#
#   eval/external/repack.sh <dest-dir> [perfgate-checkout]      # default checkout: the one holding this script
#   export PerfGateVersion=0.1.0-ext.…                           # what it prints; then dotnet build -t:PerfGate
#
# The committed default version (in the benchmark project) stays as it was: the environment variable wins, and
# BenchmarkDotNet's own child build of the project sees it too.
set -euo pipefail
[ $# -ge 1 ] && [ $# -le 2 ] || { echo "usage: $0 <dest-dir> [perfgate-checkout]" >&2; exit 2; }
dest=$1
root=${2:-$(cd "$(dirname "$0")/../.." && pwd)}
[ -d "$dest/.perfgate-feed" ] || { echo "repack.sh: '$dest' was not made by eval/external/prepare.sh (no .perfgate-feed folder)" >&2; exit 2; }
[ -f "$root/build/Package/PerfGate.Package.csproj" ] || { echo "repack.sh: '$root' is not a PerfGate checkout (build/Package/PerfGate.Package.csproj missing)" >&2; exit 2; }
version="0.1.0-ext.$(date -u +%Y%m%d%H%M%S)"
dotnet pack "$root/build/Package/PerfGate.Package.csproj" -c Release -o "$dest/.perfgate-feed" -p:Version="$version" -nologo -v quiet -tl:off >&2
echo "export PerfGateVersion=$version"
