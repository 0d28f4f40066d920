namespace PerfGate.Running;

/// <summary>The case a benchmark process was running when it ran past its limit and was killed.</summary>
/// <param name="Case">As BenchmarkDotNet announced it: <c>Type.Method [N=2]</c>; the launch's method before any case began.</param>
internal sealed record HungCase(string Case, CaseTimeLimit Limit);
