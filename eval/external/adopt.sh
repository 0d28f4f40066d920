# The steps every external suite shares when it adopts PerfGate (sourced by the prepare*.sh scripts; each
# a new user's own step): the suite as published as the first commit, PerfGate from a folder feed, and
# [BenchmarkCategory("PerfGate")] on the chosen benchmark methods.

# checkout_of <dir> <suite> <clone-url> <file>...: prints the checkout's absolute path, or stops (exit 2) naming what is
# missing: a folder that is not there, or not the suite's checkout (one of the files it must hold is absent).
checkout_of() {
  local given=$1 dir suite=$2 url=$3 file; shift 3
  dir=$(cd "$given" 2>/dev/null && pwd) || { echo "$(basename "$0"): checkout '$given' does not exist" >&2; exit 2; }
  for file in "$@"; do
    [ -f "$dir/$file" ] || { echo "$(basename "$0"): '$dir' is not a checkout of $suite ($file missing); clone $url at the commit eval/external/README.md names" >&2; exit 2; }
  done
  echo "$dir"
}

# new_destination <dir>: refuses a folder that exists and is not empty; sets dest (absolute) and perfgate_root (the
# PerfGate checkout to pack: PERFGATE_ROOT, else the one holding these scripts).
new_destination() {
  if [ -e "$1" ] && [ -n "$(ls -A "$1" 2>/dev/null)" ]; then
    echo "$(basename "$0"): '$1' exists and is not empty; give a new folder" >&2
    exit 2
  fi
  mkdir -p "$1"
  dest=$(cd "$1" && pwd)
  perfgate_root=${PERFGATE_ROOT:-$(cd "$here/../.." && pwd)}
}

git_commit() { git -C "$dest" -c user.name=perfgate-eval -c user.email=eval@perfgate.invalid commit -q "$@"; }

# copy_as_published <checkout> <name> <origin-url>: <dest> becomes a git repository whose first commit is the suite
# as published, so `git show main~1` is exactly what adopting PerfGate changed.
copy_as_published() {
  local src=$1 name=$2 origin=$3 commit
  commit=$(git -C "$src" rev-parse HEAD 2>/dev/null || echo "(export, commit unknown)")
  echo "$(basename "$0"): copying $src -> $dest"
  tar -C "$src" --exclude=.git --exclude=bin --exclude=obj --exclude=artifacts --exclude=BenchmarkDotNet.Artifacts -cf - . | tar -C "$dest" -xf -
  git -C "$dest" init -q -b main
  # A clone has a remote; without one, SourceLink warns on every build. Nothing is fetched from it.
  git -C "$dest" remote add origin "$origin"
  git -C "$dest" add -A
  add_tracked_ignored "$src" "$dest"
  git_commit -m "$name $commit as published"
}

# add_tracked_ignored <source-repo> <copy-repo>: stages in the copy the files the source tracks although its own
# .gitignore matches them (the Open XML SDK's stylecop.json). `git add -A` skips them, and a base revision checked
# out of the copy (same-runner mode) would build without them. A source that is no git repository has none.
add_tracked_ignored() {
  git -C "$1" rev-parse -q --verify HEAD > /dev/null 2>&1 || return 0
  git -C "$1" ls-files -z -ci --exclude-standard | (cd "$2" && xargs -0 -r git add -f --)
}

# add_perfgate <benchmark-csproj>: packs <perfgate_root> into <dest>/.perfgate-feed and references it. The feed folder
# is committed (empty, .gitkeep) because NuGet refuses a local source that does not exist, and a base revision
# checked out elsewhere (same-runner mode) restores with this nuget.config too. A suite's own nuget.config, if it
# has one, keeps its sources: the feed is added beside them.
add_perfgate() {
  local csproj=$1 version
  mkdir -p "$dest/.perfgate-feed"
  touch "$dest/.perfgate-feed/.gitkeep"
  python3 - "$dest" <<'PY'
import glob, os, sys
dest = sys.argv[1]
found = glob.glob(os.path.join(dest, "[Nn]u[Gg]et.[Cc]onfig"))
entry = '    <!-- PerfGate, packed from its repository until it is on a feed (eval/external). -->\n    <add key="perfgate-local" value="./.perfgate-feed" />\n'
if found:
    path = found[0]
    text = open(path, encoding="utf-8-sig").read()
    # Last among the sources, after any <clear />.
    text = text.replace("  </packageSources>", entry + "  </packageSources>", 1)
    # A package source mapping would send PerfGate to the other sources only.
    text = text.replace("  </packageSourceMapping>", '    <packageSource key="perfgate-local">\n      <package pattern="PerfGate" />\n    </packageSource>\n  </packageSourceMapping>')
else:
    path = os.path.join(dest, "nuget.config")
    text = '<?xml version="1.0" encoding="utf-8"?>\n<configuration>\n  <packageSources>\n' + entry + '  </packageSources>\n</configuration>\n'
open(path, "w", encoding="utf-8").write(text)
PY
  printf '\n# PerfGate: packed packages (the folder itself is kept) and the gate artifacts\n.perfgate-feed/*.nupkg\n' >> "$dest/.gitignore"
  version="0.1.0-ext.$(date -u +%Y%m%d%H%M%S)"
  echo "$(basename "$0"): packing PerfGate $version from $perfgate_root"
  dotnet pack "$perfgate_root/build/Package/PerfGate.Package.csproj" -c Release -o "$dest/.perfgate-feed" \
    -p:Version="$version" -nologo -v quiet -tl:off
  python3 - "$csproj" "$version" "$dest" <<'PY'
import os, sys
path, version, dest = sys.argv[1:]
text = open(path, encoding="utf-8-sig").read()
# A suite with central package management names versions in Directory.Packages.props only: PerfGate's goes there.
packages = os.path.join(dest, "Directory.Packages.props")
central = os.path.exists(packages) and any(
    "<ManagePackageVersionsCentrally>true" in open(os.path.join(dest, f), encoding="utf-8-sig").read()
    for f in ("Directory.Packages.props", "Directory.Build.props") if os.path.exists(os.path.join(dest, f)))
reference = '<PackageReference Include="PerfGate" PrivateAssets="all" />' if central else '<PackageReference Include="PerfGate" Version="$(PerfGateVersion)" PrivateAssets="all" />'
if central:
    props = open(packages, encoding="utf-8-sig").read()
    at = props.index("<ItemGroup>") + len("<ItemGroup>")
    open(packages, "w", encoding="utf-8").write(props[:at] + '\n    <PackageVersion Include="PerfGate" Version="$(PerfGateVersion)" />' + props[at:])
block = f"""  <PropertyGroup>
    <!-- The PerfGate package packed into .perfgate-feed at the repository's root; the PerfGateVersion environment
         variable overrides it (eval/external/repack.sh), and BenchmarkDotNet's own child build sees it too. -->
    <PerfGateVersion Condition="'$(PerfGateVersion)' == ''">{version}</PerfGateVersion>
  </PropertyGroup>
  <ItemGroup>
    {reference}
  </ItemGroup>
</Project>"""
assert text.rstrip().endswith("</Project>"), path
open(path, "w", encoding="utf-8-sig").write(text.rstrip()[: -len("</Project>")] + block + "\n")
PY
}

# tag_benchmarks <bench-dir> <json {file: [method, ...]}>: [BenchmarkCategory("PerfGate")] above each method's
# [Benchmark] attribute; a method not found stops the script (a different commit of the suite).
tag_benchmarks() {
  python3 - "$1" "$2" <<'PY'
import json, re, sys
bench, chosen = sys.argv[1], json.loads(sys.argv[2])
for name, methods in chosen.items():
    path = f"{bench}/{name}"
    # The file keeps its byte-order mark, or its lack of one: the adoption commit shows only the tags.
    encoding = "utf-8-sig" if open(path, "rb").read(3) == b"\xef\xbb\xbf" else "utf-8"
    lines = open(path, encoding=encoding).read().split("\n")
    for method in methods:
        at = next((i for i, line in enumerate(lines) if re.search(rf"\bpublic\b[^(=]*\b{method}\(", line)), None)
        if at is None:
            sys.exit(f"no method {method} in {path} (a different commit of the suite?)")
        attribute = at - 1
        while not lines[attribute].lstrip().startswith("[Benchmark"):
            attribute -= 1
        indent = lines[attribute][: len(lines[attribute]) - len(lines[attribute].lstrip())]
        lines.insert(attribute, f'{indent}[BenchmarkCategory("PerfGate")]')
    open(path, "w", encoding=encoding).write("\n".join(lines))
PY
}
