#!/usr/bin/env bash
# Regenerates the real BenchmarkDotNet JSON fixtures in tests/ResultComparer.Tests/TestData/bdn/ from the
# TinyBenchmarks project. Takes about a minute; needs only the .NET SDK and a working `dotnet restore`.
# The numbers differ on every run; tests must assert on shape and on B/op, never on timings.
#
#   regenerate.sh           the main fixtures (full/, compressed/, brief/, single-iteration/) with the
#                           BenchmarkDotNet version in Directory.Packages.props
#   regenerate.sh 0.13.2    versions/0.13.2/{full,compressed}/: one short run of that BenchmarkDotNet, so
#                           ingest is tested against every version users run (0.13.2, 0.14.0, 0.15.8)
set -euo pipefail

bdn_version="${1:-}"

script_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
project="$script_dir/TinyBenchmarks/TinyBenchmarks.csproj"
fixtures="$script_dir/../ResultComparer.Tests/TestData/bdn"

export DOTNET_NOLOGO=1 DOTNET_CLI_TELEMETRY_OPTOUT=1 DOTNET_SKIP_FIRST_TIME_EXPERIENCE=1

artifacts="$(mktemp -d)"
trap 'rm -rf "$artifacts"' EXIT

if [[ -n "$bdn_version" ]]; then
    # An environment variable, not -p: BenchmarkDotNet rebuilds the project in a child `dotnet build` that
    # sees the environment (MSBuild reads it as properties) but not this command line, and the child must
    # build against the same BenchmarkDotNet as the host process.
    export BenchmarkDotNetVersion="$bdn_version"
fi
dotnet build "$project" -c Release --nologo -v quiet
exe_dll="$script_dir/TinyBenchmarks/bin/Release/net10.0/TinyBenchmarks.dll"

# A deliberately short job: the fixtures document the file format, not performance. Five iterations
# still give Statistics with finite spread, outlier fences and a non-trivial OriginalValues array.
fast_job=(--launchCount 1 --warmupCount 1 --iterationCount 5 --iterationTime 25)
# Untagged has no PerfGate category, so it must not appear in any report.
gate_filter=(--filter '*' --anyCategories PerfGate --memory)

if [[ -n "$bdn_version" ]]; then
    # The short job (1 launch, 3 warm-up, 3 measured iterations), shortened further: enough for Statistics
    # and OriginalValues in every version's format, quick enough to run for each version.
    dotnet "$exe_dll" "${gate_filter[@]}" --job short --iterationTime 25 \
        --exporters fulljson json --artifacts "$artifacts/version"
    # BenchmarkDotNet 0.13 gives both JSON exporters one id and keeps only the compressed one; a second run
    # writes the indented file (its numbers then differ from the compressed file's).
    if ! compgen -G "$artifacts/version/results/*-report-full.json" > /dev/null; then
        dotnet "$exe_dll" "${gate_filter[@]}" --job short --iterationTime 25 \
            --exporters fulljson --artifacts "$artifacts/version-full"
        cp "$artifacts"/version-full/results/*-report-full.json "$artifacts/version/results/"
    fi
fi

copy_reports() {
    local pattern="$1" source="$2" target="$3"
    mkdir -p "$target"
    rm -f "$target"/*.json
    shopt -s nullglob
    local files=("$source"/results/$pattern)
    shopt -u nullglob
    if [[ ${#files[@]} -eq 0 ]]; then
        echo "regenerate.sh: no $pattern in $source/results" >&2
        exit 1
    fi
    cp "${files[@]}" "$target/"
}

if [[ -n "$bdn_version" ]]; then
    target="$fixtures/versions/$bdn_version"
    copy_reports '*-report-full.json' "$artifacts/version" "$target/full"
    copy_reports '*-report-full-compressed.json' "$artifacts/version" "$target/compressed"
    echo "Fixtures written to $(cd "$target" && pwd):"
    (cd "$target" && find . -name '*.json' | sort)
    exit 0
fi

# One run exports all three JSON flavours, so they hold the same measurements and a test can check
# that parsing the compressed or brief file agrees with parsing the indented one.
# BenchmarkDotNet exits 0 even though Throwing.AlwaysThrows fails.
dotnet "$exe_dll" "${gate_filter[@]}" "${fast_job[@]}" \
    --exporters fulljson json briefjson --artifacts "$artifacts/main"

# A single iteration makes the dispersion statistics undefined, which is the only way a real run
# shows how BenchmarkDotNet writes NaN (as "") in place of a number.
dotnet "$exe_dll" --filter '*Hashing.Sha256IntoSpan' --memory \
    --launchCount 1 --warmupCount 1 --iterationCount 1 --iterationTime 25 \
    --exporters fulljson --artifacts "$artifacts/single"

# Replace only the JSON fixtures (copy_reports above), so a file BenchmarkDotNet stopped writing cannot linger.
copy_reports '*-report-full.json' "$artifacts/main" "$fixtures/full"
copy_reports '*-report-full-compressed.json' "$artifacts/main" "$fixtures/compressed"
copy_reports '*-report-brief.json' "$artifacts/main" "$fixtures/brief"
copy_reports '*-report-full.json' "$artifacts/single" "$fixtures/single-iteration"

echo "Fixtures written to $(cd "$fixtures" && pwd):"
(cd "$fixtures" && find . -name '*.json' | sort)
