#!/usr/bin/env bash
# Seeded slowdowns for a prepared Autofac suite (prepare.sh): one branch slow-N per percent, each main plus extra
# arithmetic in Module.Configure (once per registered module), sized so BuildContainerWithModules(ModuleCount: 100)
# slows by about N %:
#
#   eval/external/seed.sh <dest-dir> <fastest-ns> PERCENT...
#
#   <fastest-ns>  the fastest sample of BuildContainerWithModules(ModuleCount: 100) on this machine: the committed
#                 baseline's (prepare.sh) or an A/A recording's (eval/same-runner/record.sh) — the least disturbed
#                 figure the machine gives, so a busy machine while recording does not inflate the share.
# Iterations per module = fastest × N / 100 / 100 modules / the loop's speed here (calibrate.cs: its fastest of 15
# rounds). The 1000-module case slows by more (README.md beside this script: its per-module cost is lower).
#
# Another suite (prepare-polly.sh) seeds elsewhere with the same loop: SEED_FILE (relative to <dest-dir>), SEED_ANCHOR
# (the whole line the loop goes before) and SEED_CALLS (how often that line runs per operation of the sized case).
set -euo pipefail
[ $# -ge 3 ] || { echo "usage: $0 <dest-dir> <fastest-ns> PERCENT..." >&2; exit 2; }
dest=$(cd "$1" && pwd); fastest_ns=$2; shift 2
here=$(cd "$(dirname "$0")" && pwd)
git_commit() { git -C "$dest" -c user.name=perfgate-eval -c user.email=eval@perfgate.invalid commit -q "$@"; }
seed_file=${SEED_FILE:-src/Autofac/Module.cs}
seed_calls=${SEED_CALLS:-100}
export SEED_ANCHOR=${SEED_ANCHOR:-        var moduleBuilder = new ContainerBuilder(componentRegistry.Properties);}
per_iteration_ns=$(dotnet run -c Release "$here/calibrate.cs" 2>/dev/null | tail -1)
for percent in "$@"; do
  iterations=$(python3 -c "print(max(1, round($fastest_ns * $percent / 100 / $seed_calls / $per_iteration_ns)))")
  git -C "$dest" checkout -q -B "slow-$percent" main
  python3 - "$dest/$seed_file" "$iterations" "$percent" <<'PY'
import os, sys
path, iterations, percent = sys.argv[1:]
# The file keeps its byte-order mark, or its lack of one: the seeded commit shows only the loop.
encoding = "utf-8-sig" if open(path, "rb").read(3) == b"\xef\xbb\xbf" else "utf-8"
text = open(path, encoding=encoding).read()
anchor = os.environ["SEED_ANCHOR"] + "\n"
assert anchor in text, path
seed = f"""        // Seeded slowdown for PerfGate's evaluation (+{percent} % nominal): a dependent chain of
        // multiplications the JIT cannot drop (its result is checked).
        const int seededIterations = {iterations};
        var seeded = 1L;
        for (var i = 0; i < seededIterations; i++)
        {{
            seeded = (seeded * 31) + i;
        }}

        if (seeded == long.MinValue)
        {{
            throw new InvalidOperationException();
        }}

"""
open(path, "w", encoding=encoding).write(text.replace(anchor, seed + anchor, 1))
PY
  git -C "$dest" add -A
  git_commit -m "Seeded slowdown: $seed_file +$iterations multiplications per call (+$percent % nominal)"
  echo "seed.sh: slow-$percent = $(git -C "$dest" rev-parse --short HEAD) ($iterations iterations per call; ${per_iteration_ns} ns each; fastest sample $fastest_ns ns)"
done
git -C "$dest" checkout -q main
