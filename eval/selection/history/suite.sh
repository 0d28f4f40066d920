# Sourced by run.sh and confirm.sh: what each suite of the real histories is, and the framework a commit of it runs on.
#   suite_config <polly|autofac|openxml>  sets mirror, project, source (array), nonbuild (array) and assembly; stops
#                                         (exit 2) on another name
#   framework_of <checkout>               the target framework the benchmarks run on at that checkout, as the gate
#                                         builds them: net10.0 where the project targets it, else its newest .NET (an
#                                         older commit of Autofac's targets net8.0 or net6.0 alone)
#   wait_quiet                            returns once no timing measurement holds the machine (below)

# Per suite: its mirror, its benchmark project, the source its project compiles (the project directories it references,
# transitively, and itself; Markdown excluded: a commit touching only tests, docs, CI or packaging is not a pull request
# the selection needs to see), and the folders no build of it reads (two commits that differ only there share one
# build, and a checkout leaves them out: the mirror may lack their largest files).
suite_config() {
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

# A long run shares the machine with timing measurements: while the file PERFGATE_QUIET names exists (default
# /tmp/perfgate-quiet), no build, analysis or gate starts, so a figure taken meanwhile has the machine to itself.
wait_quiet() { while [ -e "${PERFGATE_QUIET:-/tmp/perfgate-quiet}" ]; do sleep 20; done; }
