#!/usr/bin/env bash
# eval/suite60/prepare.sh DEST: the generated 60-method suite (generate.py) as a git repository a pull request could
# gate: commit 1 the suite as "published"; commit 2 PerfGate adopted from a folder feed (eval/external/adopt.sh),
# with a baseline recorded by the dry job (the same-runner mode reads it only for the shard planner's costs and the
# allocations of methods the base lacks); commit 3 the "pull request" (generate.py --seeded: one method 25 % slower,
# one allocating more). Then, in DEST/bench/Suite60.Benchmarks, one matrix job of a 4-shard gate is
#   dotnet build -t:PerfGate -p:PerfGateCompareTo=HEAD~1 -p:PerfGateShard=1/4
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=../external/adopt.sh
source "$here/../external/adopt.sh"
[ $# -eq 1 ] || { echo "usage: $(basename "$0") DEST" >&2; exit 2; }
new_destination "$1"
project="$dest/bench/Suite60.Benchmarks"
python3 "$here/generate.py" "$project"
git -C "$dest" init -q -b main
printf 'bin/\nobj/\n' > "$dest/.gitignore"
git -C "$dest" add -A
git_commit -m "suite60: 60 generated benchmark methods (eval/suite60/generate.py)"
add_perfgate "$project/Suite60.Benchmarks.csproj"
(cd "$project" && dotnet build -t:PerfGateUpdateBaseline -p:PerfGateJob=dry -p:PerfGateBaselineRuns=1 -nologo -tl:off -v:minimal)
git -C "$dest" add -A
git_commit -m "PerfGate adopted; baseline recorded with the dry job"
python3 "$here/generate.py" "$project" --seeded
git -C "$dest" add -A
git_commit -m "pull request: Fnv1a 25 % more rounds, SmallList allocates a larger list"
echo "$(basename "$0"): ready: $dest (gate one shard: cd $project && dotnet build -t:PerfGate -p:PerfGateCompareTo=HEAD~1 -p:PerfGateShard=1/4)"
