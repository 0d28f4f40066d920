#!/usr/bin/env python3
"""The offline adaptations of eval/external/prepare*.sh, applied to one checkout of a suite's history.

    adapt.py <suite> <checkout> <state-dir>

Each step is the prepare script's, made tolerant: an older commit that lacks a pin or a method is left as it is (the
methods tagged are printed, one per line, for the record). Unlike the prepare scripts nothing is committed and PerfGate
is not referenced: the traced launches need only the benchmark app.

The clone is built incrementally from one commit to the next, and the SDK recompiles every project whose imported
files are newer than its outputs. A patched file is rewritten after every checkout, so it keeps the time stamp it had
at the last build whenever its patched content is the same as then (<state-dir> remembers both): only a real change
of an import makes the build recompile.
"""
import hashlib, json, os, re, sys

suite, root, state_dir = sys.argv[1:]
os.makedirs(state_dir, exist_ok=True)
state_path = os.path.join(state_dir, "patched.json")
state = json.load(open(state_path)) if os.path.exists(state_path) else {}
touched = {}


def read(rel):
    path = os.path.join(root, rel)
    if not os.path.exists(path):
        return None
    return open(path, encoding="utf-8-sig").read()


def write(rel, text):
    path = os.path.join(root, rel)
    bom = open(path, "rb").read(3) == b"\xef\xbb\xbf"
    data = (b"\xef\xbb\xbf" if bom else b"") + text.encode("utf-8")
    open(path, "wb").write(data)
    touched[rel] = hashlib.sha256(data).hexdigest()


def edit(rel, *changes):
    """Each change (text in, text out) applied in turn to <rel>, written once if any changed it; a missing file is left."""
    text = read(rel)
    if text is None:
        return
    new = text
    for change in changes:
        new = change(new)
    if new != text:
        write(rel, new)


def replace(rel, old, new):
    text = read(rel)
    if text is not None and old in text:
        write(rel, text.replace(old, new, 1))


def sdk_of_this_machine():
    # The pinned SDK of an older commit is not installed (and cannot be fetched): every commit builds with this one.
    text = read("global.json")
    if text is None:
        return
    doc = json.loads(text)
    sdk = doc.setdefault("sdk", {})
    sdk["version"] = os.environ["SELHIST_SDK"]
    sdk["rollForward"] = "latestMajor"
    sdk["allowPrerelease"] = True
    write("global.json", json.dumps(doc, indent=2) + "\n")


def tag(bench, chosen):
    """[BenchmarkCategory("PerfGate")] above each chosen method's [Benchmark], as adopt.sh's tag_benchmarks does."""
    for name, methods in chosen.items():
        rel = f"{bench}/{name}"
        text = read(rel)
        if text is None:
            continue
        lines = text.split("\n")
        for method in methods:
            at = next((i for i, line in enumerate(lines) if re.search(rf"\bpublic\b[^(=]*\b{method}\(", line)), None)
            if at is None:
                continue
            attribute = at - 1
            while attribute >= 0 and not lines[attribute].lstrip().startswith("[Benchmark"):
                attribute -= 1
            if attribute < 0:
                continue
            indent = lines[attribute][: len(lines[attribute]) - len(lines[attribute].lstrip())]
            lines.insert(attribute, f'{indent}[BenchmarkCategory("PerfGate")]')
            print(f"{name[:-3]}.{method}")
        write(rel, "\n".join(lines))


def polly():
    for name, old, new in [("Microsoft.Bcl.TimeProvider", "8.0.0", "8.0.1"),
                           ("Microsoft.Bcl.AsyncInterfaces", "6.0.0", "8.0.0"),
                           ("System.ComponentModel.Annotations", "4.5.0", "4.6.0")]:
        replace("Directory.Packages.props", f'Include="{name}" Version="{old}"', f'Include="{name}" Version="{new}"')
    anchor = "<ManagePackageVersionsCentrally>true</ManagePackageVersionsCentrally>"
    # Package validation downloads an earlier Polly to compare the public API with (not served offline). The switch goes
    # beside central package management, which older commits declare in Directory.Packages.props.
    props = "Directory.Build.props" if anchor in (read("Directory.Build.props") or "") else "Directory.Packages.props"
    replace(props, anchor, anchor + "\n    <EnablePackageValidation>false</EnablePackageValidation>")
    bench = "bench/Polly.Core.Benchmarks"
    replace(f"{bench}/Program.cs", "    .AddJob(Job.MediumRun.WithToolchain(InProcessEmitToolchain.Instance))\n", "")
    tag(bench, {
        "MultipleStrategiesBenchmark.cs": ["ExecuteStrategyPipeline_Generic_V8", "ExecuteStrategyPipeline_GenericTelemetry_V8"],
        "HedgingBenchmark.cs": ["Hedging_Secondary", "Hedging_Primary_AsyncWork"],
        "CreationBenchmark.cs": ["Fallback_V8"],
        "RetryBenchmark.cs": ["ExecuteRetry_V8"],
        "ResiliencePipelineBenchmark.cs": ["ExecuteOutcomeAsync"]})


def autofac():
    # Older commits list the xunit MyGet feed, which the offline registry does not serve: every restore failed (NU1301),
    # 27 of the first 43 commits tried on 2026-11-30. The benchmark project takes nothing from it.
    edit("NuGet.Config", lambda t: re.sub(r'\s*<add key="Xunit MyGet"[^>]*/>', "", t))
    edit("src/Autofac/Autofac.csproj",
         lambda t: re.sub(r'\s*<PackageReference Include="SonarAnalyzer\.CSharp".*?</PackageReference>', "", t, flags=re.S),
         lambda t: re.sub(r'\s*<PackageReference Include="SonarAnalyzer\.CSharp"[^>]*/>', "", t))
    # Older commits pin packages the registry serves only in a later version (BenchmarkDotNet 0.12.1's Iced 1.4.0,
    # SourceLink 1.1.1's Microsoft.Build.Tasks.Git); the warning that a later one was resolved is an error under their
    # TreatWarningsAsErrors (NU1603; with NU1605, 78 candidates failed so on 2026-11-30), and so is the downgrade BenchmarkDotNet
    # 0.13's dependencies then report (NU1605). The library's code compiles the same either way.
    anchor = "<TreatWarningsAsErrors>true</TreatWarningsAsErrors>"
    replace("Directory.Build.props", anchor, anchor + "\n    <NoWarn>$(NoWarn);NU1603;NU1605</NoWarn>")
    # The library's net7.0 target needs a reference pack the registry does not serve (Microsoft.NETCore.App.Ref 7.0.20;
    # 27 candidates failed so on 2026-11-30). The benchmarks load its net8.0 or net6.0 build, which compiles the same
    # without it.
    edit("src/Autofac/Autofac.csproj", lambda t: re.sub(r"(<TargetFrameworks>[^<]*?)net7\.0;", r"\1", t))
    # The code generator (a source generator) compiles against Roslyn 4.4.0, whose Microsoft.CodeAnalysis.Common is not
    # served (11 candidates failed so on 2026-11-30). It runs inside the SDK's own compiler whichever version it compiled
    # against, so 4.5.0 generates the same code.
    edit("codegen/Autofac.CodeGen/Autofac.CodeGen.csproj",
         lambda t: t.replace('Include="Microsoft.CodeAnalysis.CSharp" Version="4.4.0"', 'Include="Microsoft.CodeAnalysis.CSharp" Version="4.5.0"'))
    bench = "bench/Autofac.Benchmarks"
    # The benchmark project references xunit for its own checks of the benchmarks; xunit 2.6.x asks for an xunit.core
    # the registry does not serve (8 candidates failed so on 2026-11-30). The benchmarks never call it: the version
    # changes nothing they execute, and base and head get the same one. Those commits' benchmark project targets net7.0
    # alone, whose reference pack is not served either (the same 8 and 3 more): it targets net8.0 here, base and head
    # alike, and so loads the library's net8.0 build, where it loaded the net6.0 one.
    edit(f"{bench}/Autofac.Benchmarks.csproj",
         lambda t: re.sub(r'(<PackageReference Include="xunit" Version=")2\.6\.\d+(")', r"\g<1>2.9.3\2", t),
         lambda t: t.replace("<TargetFramework>net7.0</TargetFramework>", "<TargetFramework>net8.0</TargetFramework>", 1))
    text = read(f"{bench}/Program.cs")
    if text is not None:
        new, n = re.subn(r'\n(\s*)config\.AddJob\(\s*Job\.Default\s*\.WithId\("Source"\)\);\n', "\n", text, count=1)
        new, m = re.subn(r'\n(\s*)if \(!string\.IsNullOrWhiteSpace\(baselineVersion\)\)\n(\s*)\{\n',
                         lambda g: g.group(0) + g.group(2) + '    config.AddJob(Job.Default.WithId("Source"));\n\n', new, count=1)
        if n == 1 and m == 1:
            write(f"{bench}/Program.cs", new)
    tag(bench, {
        "RootContainerResolveBenchmark.cs": ["NonSharedReflectionResolve", "SharedResolve"],
        "DeepGraphResolveBenchmark.cs": ["Resolve"],
        "ChildScopeResolveBenchmark.cs": ["Resolve"],
        "PropertyInjectionBenchmark.cs": ["Resolve"],
        "EnumerableResolveBenchmark.cs": ["ResolveIEnumerable"],
        "OpenGenericBenchmark.cs": ["ResolveOpenGeneric"],
        "LambdaResolveBenchmark.cs": ["ResolveWithProvidedTypedParameter"],
        "ModuleRegistrationBenchmark.cs": ["BuildContainerWithModules"]})


def openxml():
    edit("Directory.Build.props",
         # Whole target frameworks only: ";net46" inside ";net462" once left "netstandard2.0" + "2", which the SDK reads
         # as .NET Standard 2.2 (39 candidates failed so on 2026-11-30).
         lambda t: re.sub(r";net(?:35|40|46)(?=[;<])", "", t),
         # Older commits target net7.0 alone (their default load style), whose reference pack is not served here (12
         # candidates failed so on 2026-11-30): net8.0 instead, base and head alike.
         lambda t: re.sub(r"(<(?:Product|Framework|Test|Assets)TargetFrameworks>|<LatestTargetFramework>|<SamplesFrameworks>)net7\.0(?=[;<])", r"\1net8.0", t),
         lambda t: re.sub(r"(<FrameworkTargetFrameworks>[^<]*?);net6\.0", r"\1", t),
         # Newer commits ask for package versions the offline registry lacks (System.Text.Json 10.0.7, System.Collections.
         # Immutable 10.0.5): NuGet takes the next one served and warns NU1603, which TreatWarningsAsErrors made fatal.
         lambda t: t.replace("<NoWarn>$(NoWarn);SA0001</NoWarn>", "<NoWarn>$(NoWarn);SA0001;NU1603</NoWarn>", 1))
    edit("Directory.Packages.props",
         lambda t: re.sub(r'Include="Microsoft\.CodeAnalysis\.PublicApiAnalyzers" Version="[^"]*"',
                          'Include="Microsoft.CodeAnalysis.PublicApiAnalyzers" Version="5.6.0"', t),
         # The source generator compiles against Roslyn 4.4.0, whose Microsoft.CodeAnalysis.Common is not served (10
         # candidates failed so on 2026-11-30). It runs inside the SDK's own compiler whatever version it compiled
         # against, so 4.5.0 generates the same code.
         lambda t: re.sub(r'Include="(Microsoft\.CodeAnalysis(?:\.CSharp)?)" Version="4\.4\.0"', r'Include="\1" Version="4.5.0"', t),
         # xunit 2.6.x asks for an xunit.core the registry does not serve; the benchmarks never call xunit (3 candidates).
         lambda t: re.sub(r'Include="xunit" Version="2\.6\.\d+"', 'Include="xunit" Version="2.9.3"', t))
    # Package validation downloads the last release to compare the public API with (DocumentFormat.OpenXml 3.0.0, not
    # served offline; 20 candidates failed so on 2026-11-30), as Polly's does; it only checks, the build is the same.
    replace("src/Directory.Build.targets", "<EnablePackageValidation>true</EnablePackageValidation>",
            "<EnablePackageValidation>false</EnablePackageValidation>")
    bench = "test/DocumentFormat.OpenXml.Benchmarks"
    replace(f"{bench}/DocumentFormat.OpenXml.Benchmarks.csproj", '    <PackageReference Include="BenchmarkDotNet.Diagnostics.Windows" />\n', "")
    tag(bench, {
        "ElementMetadataTests.cs": ["CreateWithInstance", "CreateWithGeneric"],
        "ElementTests.cs": ["Construction"],
        "CloneNodeTests.cs": ["Text_Shallow", "Paragraph_Formatted_Deep", "Body_HundredParagraphs_Deep"],
        "EqualityBenchmark.cs": ["SmallEquals"]})


sdk_of_this_machine()
{"polly": polly, "autofac": autofac, "openxml": openxml}[suite]()

for rel, digest in touched.items():
    path = os.path.join(root, rel)
    previous = state.get(rel)
    if previous and previous["sha256"] == digest:
        os.utime(path, ns=(previous["mtime_ns"], previous["mtime_ns"]))
    else:
        state[rel] = {"sha256": digest, "mtime_ns": os.stat(path).st_mtime_ns}
json.dump(state, open(state_path, "w"), indent=1)
