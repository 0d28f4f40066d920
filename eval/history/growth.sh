#!/usr/bin/env bash
# How much main's history costs the repository that holds it: appends COUNT (default 1,000) full-sized
# records (10 benchmarks, 16 pair ratios each; eval/history/append-records.cs) to a fresh bare repository through the
# shipped HistoryBranch, then reports its objects before and after `git gc --aggressive`. A size, not a timing: the
# machine's load does not change it. Usage: eval/history/growth.sh [COUNT]
#
# Measured 2026-11-29 on schema-2 records (git 2.39.5, 2-core Linux VM at a load of 34 from other work; a size, so the load does
# not matter):
#   1,000 records of 6,604 bytes each on average, 6.60 MB of JSON in all;
#   before gc: 5,000 loose objects (per append a blob, the records/ab/, records/ and root trees, a commit), 22.4 MiB;
#   after gc --aggressive: one pack of 2.55 MiB, about 2.7 KB per merge: 2.6 MiB per 1,000 merges.
#   The pair ratios' digits are noise, so the records themselves do not compress much below that; a clone of the branch
#   fetches the same. (Schema-1 records, 2026-11-28, also carried the step and the gate's status: 7,978 bytes each,
#   2.77 MiB packed.)
set -euo pipefail

count=${1:-1000}
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
repository=$work/history.git
git init -q --bare "$repository"

dotnet run "$root/eval/history/append-records.cs" -- "$repository" "$count"

echo "== $count records on $(git -C "$repository" rev-parse --abbrev-ref perfgate-history): $(git -C "$repository" rev-list --count perfgate-history) commits"
json_bytes=$(git -C "$repository" ls-tree -r -l perfgate-history | awk '{ sum += $4 } END { print sum }')
echo "record JSON, uncompressed: $json_bytes bytes ($((json_bytes / count)) per record)"
echo "== before gc"
git -C "$repository" count-objects -vH
echo "on disk: $(du -sh "$repository/objects" | cut -f1)"
git -C "$repository" gc -q --aggressive --prune=now
echo "== after gc --aggressive"
git -C "$repository" count-objects -vH
pack_bytes=$(git -C "$repository" count-objects -v | awk '/^size-pack:/ { print $2 * 1024 }')
echo "packed: $pack_bytes bytes, $((pack_bytes / count)) per merge"
clone=$work/clone.git
git clone -q --bare --single-branch --branch perfgate-history "file://$repository" "$clone"
echo "a clone of the branch alone: $(git -C "$clone" count-objects -vH | awk '/^size-pack:/ { print $2, $3 }')"
