#!/usr/bin/env bash
# What the gate's own fetch costs in a depth-1 pull-request checkout (issue 41, item 1): a bare "origin" holding one
# real project's default branch (Polly's main by default: 2,942 commits), a pull-request branch of one
# commit on top of main~N for each N given, a clone of that branch as actions/checkout makes it by default
# (--depth 1 --single-branch), and `perfgate gate` run in it with GITHUB_BASE_REF set: the gate resolves and fetches
# the base before anything is built, prints "fetched origin/main (<depth>) in <s> s", then stops on a stand-in
# assembly. Against it, what `fetch-depth: 0` costs: a full clone of the same origin. Each case REPS times; medians.
# Local file:// transport: no network latency or bandwidth limit, which a real runner adds to both columns alike.
#
#   eval/git/fetch-cost.sh [N ...]          (default: 10 300 1500)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
mirror=${MIRROR:-/work/.mirror/App-vNext+Polly/repo}
branch=${BRANCH:-main}
reps=${REPS:-3}
work=${WORK:-/tmp/perfgate-fetch-cost}
perfgate=${PERFGATE:-$(ls "$root"/src/ResultComparer/bin/Release/*/perfgate.dll | head -1)}
baseline="$root/sample-repo/benchmarks/Sample.Benchmarks/perfgate-baseline.json"
behind=("$@"); [ ${#behind[@]} -gt 0 ] || behind=(10 300 1500)

wait_idle() { # the figures are times: start each one on a quiet machine, and say how quiet
  for _ in $(seq "${IDLE_TRIES:-60}"); do awk '{ exit !($1 < 1.5) }' /proc/loadavg && break; sleep 10; done
  cut -d' ' -f1 /proc/loadavg
}

median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'; }

rm -rf "$work"; mkdir -p "$work"
git clone -q --bare --single-branch --branch "$branch" "file://$mirror" "$work/origin.git"
echo "origin: $(git -C "$work/origin.git" rev-list --count "$branch") commits on $branch, $(du -sm "$work/origin.git" | cut -f1) MB"
project=$(git -C "$work/origin.git" ls-tree -r --name-only "$branch" | awk '/\.csproj$/ && !found { print; found = 1 }')
echo "| case | 1-min load at starts | fetched | median fetch (s) | commits in the clone | .git (MB) |"
echo "|---|---|---|---:|---:|---:|"
for n in "${behind[@]}"; do
  commit=$(git -C "$work/origin.git" commit-tree -p "$branch~$n" -m "pull request" "$branch~$n^{tree}")
  git -C "$work/origin.git" update-ref "refs/heads/pr-$n" "$commit"
  loads=(); seconds=(); fetched=""
  for rep in $(seq "$reps"); do
    clone="$work/clone-$n-$rep"
    git clone -q --no-checkout --depth 1 --single-branch --branch "pr-$n" "file://$work/origin.git" "$clone"
    git -C "$clone" checkout -q "pr-$n" -- "$project"
    echo "not run: the base is resolved first" > "$work/Stand.dll"
    loads+=("$(wait_idle)")
    GITHUB_BASE_REF="$branch" dotnet "$perfgate" gate --baseline "$baseline" --artifacts "$work/artifacts" \
      --assembly "$work/Stand.dll" --project "$clone/$project" > "$work/out-$n-$rep.txt" 2>&1 || true
    line=$(grep -m1 "PerfGate: fetched origin/$branch" "$work/out-$n-$rep.txt" || { cat "$work/out-$n-$rep.txt"; exit 1; })
    fetched=$(sed -E 's/.*\((.*)\) in .*/\1/' <<< "$line")
    seconds+=("$(sed -E 's/.* in ([0-9.]+) s.*/\1/' <<< "$line")")
  done
  echo "| $n behind $branch | ${loads[*]} | $fetched | $(printf '%s\n' "${seconds[@]}" | median) | $(git -C "$clone" rev-list --count --all) | $(du -sm "$clone/.git" | cut -f1) |"
done
loads=(); seconds=()
for rep in $(seq "$reps"); do
  loads+=("$(wait_idle)")
  start=$(date +%s.%N)
  git clone -q --no-checkout "file://$work/origin.git" "$work/full-$rep"
  seconds+=("$(printf "%.1f" "$(echo "$(date +%s.%N) - $start" | bc)")")
done
echo "| fetch-depth: 0 (full clone, no checkout) | ${loads[*]} | everything | $(printf '%s\n' "${seconds[@]}" | median) | $(git -C "$work/full-1" rev-list --count --all) | $(du -sm "$work/full-1/.git" | cut -f1) |"
