#!/usr/bin/env python3
"""The time regressions real-cases.sh writes into the real suites' library code (issue 51): per suite three kinds of
change, each a plausible pull-request edit in a method a gated benchmark executes, sized (from the recorded base times,
eval/recordings/same-runner/*-idle*.json) to slow that benchmark by roughly +20-100 %: a noisy host's gate sees no less
(2026-11-29: Polly's loop at 32 rounds measured x1.035 and was inconclusive; at 128, x1.5-x1.8 and regressed).

    real_plants.py <suite> cases                 the suite's cases, one a line
    real_plants.py <suite> expected <case>       the regex of the method the explanation should name first
    real_plants.py <suite> apply <case> <repo>   writes the case's edits into the checkout <repo> (each anchor must be
                                                 there exactly once, or it stops naming the file and the anchor)
    real_plants.py <suite> table                 the plants as a Markdown table (docs/time-explanations.md)

A case's expected regex is matched as time-cases.sh's are (explanations.py): against the first method named, the method
it was called from (Monitor's enter, for a lock) or an edited method the head inlined there, or a callee the head
inlined into it.
"""
import os, sys
from dataclasses import dataclass


@dataclass
class Plant:
    file: str           # relative to the suite's checkout
    method: str         # where the change is written
    benchmark: str      # the gated benchmark it is sized for (base time on this machine)
    why: str            # why that benchmark executes the method
    what: str           # what the edit does, as a pull request would say it
    expected: str       # regex of the method to be named first
    edits: list         # (anchor, replacement) pairs, each anchor unique in the file


NO_INLINING = "[System.Runtime.CompilerServices.MethodImpl(System.Runtime.CompilerServices.MethodImplOptions.NoInlining)]"


def mixing_loop(indent, variable, field, seed, rounds):
    """The loop the three loop plants write: `rounds` multiply-xor steps over `field`, stored back so the JIT keeps
    them; `rounds` is what sizes the slowdown."""
    return (f"{indent}var {variable} = {field};\n"
            f"{indent}for (var round = 0; round < {rounds}; round++)\n"
            f"{indent}{{\n"
            f"{indent}    {variable} = ({variable} * 31) ^ ({seed} + round);\n"
            f"{indent}}}\n\n"
            f"{indent}{field} = {variable};\n")


POLLY = "src/Polly.Core"
AUTOFAC = "src/Autofac"
OPENXML = "src/DocumentFormat.OpenXml.Framework"

PLANTS = {
    "polly": {
        "loop": Plant(
            file=f"{POLLY}/Retry/RetryResilienceStrategy.cs",
            method="RetryResilienceStrategy<T>.IsLastAttempt",
            benchmark="RetryBenchmark.ExecuteRetry_V8 (147 ns)",
            why="the retry strategy's ExecuteCore asks it once per attempt, after the outcome's ShouldHandle",
            what="an attempt fingerprint mixed over 128 rounds before the last-attempt check (+40-170 ns; 32 rounds "
                 "moved it ×1.035 on a noisy day)",
            expected=r"RetryResilienceStrategy.*IsLastAttempt",
            edits=[
                ("    private readonly Func<double> _randomizer;\n",
                 "    private readonly Func<double> _randomizer;\n    private long _attemptFingerprint;\n"),
                ("    internal bool IsLastAttempt(int attempt, out bool incrementAttempts)\n    {\n",
                 "    internal bool IsLastAttempt(int attempt, out bool incrementAttempts)\n    {\n"
                 + mixing_loop("        ", "fingerprint", "_attemptFingerprint", "attempt", 128) + "\n"),
            ]),
        "lock": Plant(
            file=f"{POLLY}/ResilienceContextPool.Shared.cs",
            method="ResilienceContextPool.SharedPool.Get",
            benchmark="ResiliencePipelineBenchmark.ExecuteOutcomeAsync (29 ns)",
            why="the benchmark takes its context from the shared pool on every call",
            what="the pool's Get serialized under a lock (an uncontended Monitor enter and exit, ~20-25 ns; on "
                 "TelemetryUtil.ReportAttempt of the 147 ns retry benchmark it would have been a share the day's noise hid)",
            expected=r"Monitor|SharedPool\.Get",
            edits=[
                ("        private readonly ObjectPool<ResilienceContext> _pool = new(static () => new ResilienceContext(), static c => c.Reset());\n",
                 "        private readonly ObjectPool<ResilienceContext> _pool = new(static () => new ResilienceContext(), static c => c.Reset());\n\n"
                 "        private readonly object _poolLock = new();\n"),
                ("            var context = _pool.Get();\n",
                 "            ResilienceContext context;\n            lock (_poolLock)\n            {\n"
                 "                context = _pool.Get();\n            }\n"),
            ]),
        "boxing": Plant(
            file=f"{POLLY}/ResilienceContext.cs",
            method="ResilienceContext.Initialize<TResult>",
            benchmark="ResiliencePipelineBenchmark.ExecuteOutcomeAsync (29 ns)",
            why="ResiliencePipeline.ExecuteOutcomeAsync initializes the pooled context (InitializeAsyncContext) before "
                "the empty pipeline runs the callback",
            what="the synchronous flag passed through object (a boxed bool, ~10-15 ns with its allocation)",
            expected=r"ResilienceContext\.(Initialize|BoxFlag)",
            edits=[
                ("        IsSynchronous = isSynchronous;\n        ResultType = typeof(TResult);\n",
                 "        IsSynchronous = (bool)BoxFlag(isSynchronous);\n        ResultType = typeof(TResult);\n"),
                ("    internal bool Reset()\n",
                 f"    {NO_INLINING}\n    private static object BoxFlag(bool value) => value;\n\n    internal bool Reset()\n"),
            ]),
    },
    "autofac": {
        "loop": Plant(
            file=f"{AUTOFAC}/Core/Lifetime/LifetimeScope.cs",
            method="LifetimeScope.TryGetSharedInstance(Guid, Guid?, out object)",
            benchmark="RootContainerResolveBenchmark.SharedResolve (92 ns)",
            why="SharingMiddleware looks the singleton up in the activation scope on every resolve",
            what="a probe of the component id mixed over 96 rounds before the lookup (+30-125 ns)",
            expected=r"LifetimeScope\.TryGetSharedInstance",
            edits=[
                ("    private readonly ConcurrentDictionary<(Guid, Guid), object> _sharedQualifiedInstances = new();\n",
                 "    private readonly ConcurrentDictionary<(Guid, Guid), object> _sharedQualifiedInstances = new();\n"
                 "    private int _sharedProbe;\n"),
                ("    public bool TryGetSharedInstance(Guid primaryId, Guid? qualifyingId, [NotNullWhen(true)] out object? value)\n    {\n",
                 "    public bool TryGetSharedInstance(Guid primaryId, Guid? qualifyingId, [NotNullWhen(true)] out object? value)\n    {\n"
                 "        var seed = primaryId.GetHashCode();\n"
                 + mixing_loop("        ", "probe", "_sharedProbe", "seed", 96) + "\n"),
            ]),
        "lock": Plant(
            file=f"{AUTOFAC}/Core/Lifetime/LifetimeScope.cs",
            method="LifetimeScope.ResolveComponent",
            benchmark="RootContainerResolveBenchmark.SharedResolve (92 ns)",
            why="every Resolve<T> on the container ends in the root scope's ResolveComponent (Container delegates to it)",
            what="each resolve operation serialized by a SemaphoreSlim(1, 1) held while it is created and announced "
                 "(an uncontended Wait and Release: two Monitor enters and exits inside, ~30-60 ns; one bare "
                 "`lock` there, ~20 ns, moved the nine benchmarks ×1.02 on 2026-11-30)",
            expected=r"LifetimeScope\.ResolveComponent",
            edits=[
                ("    private readonly object _synchRoot = new();\n",
                 "    private readonly object _synchRoot = new();\n"
                 "    private readonly SemaphoreSlim _resolveGate = new(1, 1);\n"),
                ("        var operation = new ResolveOperation(this, DiagnosticSource);\n"
                 "        var handler = ResolveOperationBeginning;\n"
                 "        handler?.Invoke(this, new ResolveOperationBeginningEventArgs(operation));\n"
                 "        return operation.Execute(request);\n",
                 "        ResolveOperation operation;\n"
                 "        _resolveGate.Wait();\n"
                 "        try\n"
                 "        {\n"
                 "            operation = new ResolveOperation(this, DiagnosticSource);\n"
                 "            var handler = ResolveOperationBeginning;\n"
                 "            handler?.Invoke(this, new ResolveOperationBeginningEventArgs(operation));\n"
                 "        }\n"
                 "        finally\n"
                 "        {\n"
                 "            _resolveGate.Release();\n"
                 "        }\n\n"
                 "        return operation.Execute(request);\n"),
            ]),
        "boxing": Plant(
            file=f"{AUTOFAC}/ResolutionExtensions.cs",
            method="ResolutionExtensions.TryResolveService",
            benchmark="RootContainerResolveBenchmark.SharedResolve (92 ns)",
            why="Resolve<T> goes through ResolveService to TryResolveService, which looks the registration up and "
                "builds the ResolveRequest",
            what="the ServiceRegistration struct passed through object on its way into the ResolveRequest (a boxed "
                 "32-byte struct, ~15 ns with its allocation)",
            expected=r"ResolutionExtensions\.(TryResolveService|BoxRegistration)",
            edits=[
                ("        instance = context.ResolveComponent(new ResolveRequest(service, serviceRegistration, parameters));\n",
                 "        instance = context.ResolveComponent(new ResolveRequest(service, (ServiceRegistration)BoxRegistration(serviceRegistration), parameters));\n"),
                ("    private static void EnsureAnyKeyUsageIsValid(object serviceKey, Type serviceType)\n",
                 f"    {NO_INLINING}\n    private static object BoxRegistration(ServiceRegistration registration) => registration;\n\n"
                 "    private static void EnsureAnyKeyUsageIsValid(object serviceKey, Type serviceType)\n"),
            ]),
    },
    "openxml": {
        "loop": Plant(
            file=f"{OPENXML}/Equality/OpenXmlElementEqualityComparer.cs",
            method="OpenXmlElementEqualityComparer.PrefixAndQNameEqual",
            benchmark="EqualityBenchmark.SmallEquals (487 ns)",
            why="Equals compares each pair of elements' qualified names: the font and its 4 children, 5 calls",
            what="a fingerprint of the qualified name mixed over 64 rounds per pair (+20-85 ns a call, +90-425 ns in all)",
            expected=r"OpenXmlElementEqualityComparer\.PrefixAndQNameEqual",
            edits=[
                ("        internal OpenXmlElementEqualityOptions Options { get; }\n",
                 "        internal OpenXmlElementEqualityOptions Options { get; }\n\n"
                 "        private static int s_nameFingerprint;\n"),
                ("            OpenXmlQualifiedName tQName = x.ParsedState.Metadata.Type.Name;\n"
                 "            OpenXmlQualifiedName oQName = y.ParsedState.Metadata.Type.Name;\n",
                 "            OpenXmlQualifiedName tQName = x.ParsedState.Metadata.Type.Name;\n"
                 "            OpenXmlQualifiedName oQName = y.ParsedState.Metadata.Type.Name;\n\n"
                 "            var seed = tQName.GetHashCode();\n"
                 + mixing_loop("            ", "fingerprint", "s_nameFingerprint", "seed", 64)),
            ]),
        "lock": Plant(
            file=f"{OPENXML}/Equality/OpenXmlElementEqualityComparer.cs",
            method="OpenXmlElementEqualityComparer.CheckAndEquateSpecialOptions",
            benchmark="EqualityBenchmark.SmallEquals (487 ns)",
            why="Equals checks the options (and makes both elements parsed) for each pair of elements: 5 calls",
            what="both elements made parsed under the comparer's lock (an uncontended Monitor enter and exit per pair, "
                 "~100 ns in all)",
            expected=r"Monitor|OpenXmlElementEqualityComparer\.CheckAndEquateSpecialOptions",
            edits=[
                ("        internal OpenXmlElementEqualityOptions Options { get; }\n",
                 "        internal OpenXmlElementEqualityOptions Options { get; }\n\n"
                 "        private readonly object _parseLock = new();\n"),
                ("            x.MakeSureParsed();\n            y.MakeSureParsed();\n",
                 "            lock (_parseLock)\n            {\n                x.MakeSureParsed();\n"
                 "                y.MakeSureParsed();\n            }\n"),
            ]),
        "boxing": Plant(
            file=f"{OPENXML}/Equality/OpenXmlElementEqualityComparer.cs",
            method="OpenXmlElementEqualityComparer.MoveNextAndTrackCount",
            benchmark="EqualityBenchmark.SmallEquals (487 ns)",
            why="Equals walks the font's 4 children pairwise with it (5 calls, 8 counts)",
            what="each child count passed through object (8 boxed ints, ~100 ns in all)",
            expected=r"OpenXmlElementEqualityComparer\.(MoveNextAndTrackCount|BoxCount)",
            edits=[
                ("                e1ctr++;\n                if (e2.MoveNext())\n                {\n                    e2ctr++;\n",
                 "                e1ctr = (int)BoxCount(e1ctr + 1);\n                if (e2.MoveNext())\n                {\n"
                 "                    e2ctr = (int)BoxCount(e2ctr + 1);\n"),
                ("        private static bool MoveNextAndTrackCount(",
                 f"        {NO_INLINING}\n        private static object BoxCount(int count) => count;\n\n"
                 "        private static bool MoveNextAndTrackCount("),
            ]),
    },
}


def apply(plant, repo):
    path = os.path.join(repo, plant.file)
    raw = open(path, "rb").read()
    bom = raw.startswith(b"\xef\xbb\xbf")
    text = raw.decode("utf-8-sig")
    crlf = "\r\n" in text
    if crlf:
        text = text.replace("\r\n", "\n")
    for anchor, replacement in plant.edits:
        count = text.count(anchor)
        if count != 1:
            sys.exit(f"real_plants.py: {plant.file}: the anchor is there {count} times, not once (another commit of the suite?):\n{anchor}")
        text = text.replace(anchor, replacement, 1)
    if crlf:
        text = text.replace("\n", "\r\n")
    open(path, "wb").write((b"\xef\xbb\xbf" if bom else b"") + text.encode("utf-8"))


def table(suite):
    print("| Case | File | Method | What was written | Benchmark (base time) | Why it runs there | Expected first |")
    print("|---|---|---|---|---|---|---|")
    for case, p in PLANTS[suite].items():
        print(f"| {case} | `{p.file}` | `{p.method}` | {p.what} | `{p.benchmark.split(' (')[0]}` ({p.benchmark.split(' (')[1]} "
              f"| {p.why} | `{p.expected.replace('|', '&#124;')}` |")


def main(argv):
    if len(argv) < 2 or argv[0] not in PLANTS:
        sys.exit(__doc__)
    suite, command, rest = argv[0], argv[1], argv[2:]
    plants = PLANTS[suite]
    if command == "cases" and not rest:
        print("\n".join(plants))
    elif command == "expected" and len(rest) == 1 and rest[0] in plants:
        print(plants[rest[0]].expected)
    elif command == "apply" and len(rest) == 2 and rest[0] in plants:
        apply(plants[rest[0]], rest[1])
    elif command == "table" and not rest:
        table(suite)
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
