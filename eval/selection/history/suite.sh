# Sourced by run.sh, confirm.sh and eval/explain/real-cases.sh: what each suite of the real histories is, and the
# framework a commit of it runs on.
#   suite_config <polly|autofac|openxml>  sets suite, mirror, project, source (array), nonbuild (array) and assembly; stops
#                                         (exit 2) on another name
#   framework_of <checkout>               the target framework the benchmarks run on at that checkout, as the gate
#                                         builds them: net10.0 where the project targets it, else its newest .NET (an
#                                         older commit of Autofac's targets net8.0 or net6.0 alone)
#   commit_tree <sha> <repo> <label>      <repo>'s next commit holds <sha>'s tree of the suite's mirror, as run.sh's
#                                         clone checks it out (the folders no build reads left out), adapted by adapt.py;
#                                         the methods it tagged go to <label>-tagged.txt beside <repo> (needs suite_config
#                                         run and eval/external/adopt.sh sourced: git_commit)
#   wait_quiet                            returns once no timing measurement holds the machine (below)

# Per suite: its mirror, its benchmark project, the source its project compiles (the project directories it references,
# transitively, and itself; Markdown excluded: a commit touching only tests, docs, CI or packaging is not a pull request
# the selection needs to see), and the folders no build of it reads (two commits that differ only there share one
# build, and a checkout leaves them out: the mirror may lack their largest files).
suite_config() {
  suite=$1
  case $1 in
    polly)
      mirror=/work/.mirror/App-vNext+Polly/repo
      project=bench/Polly.Core.Benchmarks/Polly.Core.Benchmarks.csproj
      source=(src/Polly.Core src/Polly.Extensions src/Polly.RateLimiting src/Polly src/Shared src/LegacySupport bench/Polly.Core.Benchmarks)
      nonbuild=(test docs .github samples src/Snippets src/Polly.Testing bench/Polly.Benchmarks)
      ;;
    autofac)
      mirror=/work/.mirror/autofac+Autofac/repo
      project=bench/Autofac.Benchmarks/Autofac.Benchmarks.csproj
      source=(src/Autofac codegen/Autofac.CodeGen bench/Autofac.Benchmarks)
      nonbuild=(test docs .github)
      ;;
    openxml)
      mirror=/work/.mirror/dotnet+Open-XML-SDK/repo
      project=test/DocumentFormat.OpenXml.Benchmarks/DocumentFormat.OpenXml.Benchmarks.csproj
      source=(src/DocumentFormat.OpenXml src/DocumentFormat.OpenXml.Framework src/common src/Directory.Build.props src/Directory.Build.targets
              gen data test/DocumentFormat.OpenXml.Tests.Assets test/DocumentFormat.OpenXml.Benchmarks)
      nonbuild=(docs .github samples test/DocumentFormat.OpenXml.Packaging.Tests)
      ;;
    *) echo "$(basename "$0"): unknown suite '$1' (polly, autofac, openxml)" >&2; exit 2 ;;
  esac
  assembly=$(basename "$project" .csproj).dll
}

framework_of() {
  (cd "$1" && dotnet msbuild "$project" -nologo -getProperty:TargetFramework -getProperty:TargetFrameworks 2> /dev/null) | python3 -c '
import json, re, sys
properties = json.load(sys.stdin)["Properties"]
frameworks = [f for f in re.split(r"[;\s]+", properties.get("TargetFrameworks") or properties.get("TargetFramework") or "") if f]
modern = sorted((f for f in frameworks if re.fullmatch(r"net\d+\.\d+", f)), key=lambda f: [int(x) for x in f[3:].split(".")])
print("net10.0" if "net10.0" in frameworks else modern[-1] if modern else frameworks[0] if frameworks else "net10.0")'
}

suite_here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
commit_tree() {
  local sha=$1 repo=$2 label=$3
  find "$repo" -mindepth 1 -maxdepth 1 ! -name .git -exec rm -rf {} +
  git -C "$mirror" archive "$sha" -- . "${nonbuild[@]/#/:(exclude)}" | tar -x -C "$repo"
  python3 "$suite_here/adapt.py" "$suite" "$repo" "$(dirname "$repo")/adapt-state" > "$(dirname "$repo")/$label-tagged.txt"
  # -f: the tree as archived is what the commit tracks, including files its own .gitignore matches (no build ran yet).
  git -C "$repo" add -A -f
  dest=$repo git_commit -m "$label: $suite $sha (adapted)"
}

# A long run shares the machine with timing measurements: while the file PERFGATE_QUIET names exists (default
# /tmp/perfgate-quiet), no build, analysis or gate starts, so a figure taken meanwhile has the machine to itself.
wait_quiet() { while [ -e "${PERFGATE_QUIET:-/tmp/perfgate-quiet}" ]; do sleep 20; done; }
