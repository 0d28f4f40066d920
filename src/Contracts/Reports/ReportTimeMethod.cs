using System.Text.Json.Serialization;

namespace PerfGate.Reports;

/// <summary>One method of a <see cref="ReportTimeExplanation"/>, in nanoseconds per operation.</summary>
/// <param name="Method">As written (<c>Type.Method</c>), the declaring type by its short name.</param>
/// <param name="Difference">Head minus base of the exclusive time (samples whose innermost frame is this method); head-only:
/// the head's.</param>
/// <param name="Lower">The interval of <paramref name="Difference"/> (bootstrap over measured iterations).</param>
/// <param name="InclusiveDifference">Head minus base of the time with the method anywhere on the stack.</param>
/// <param name="New">The head runs it and the base never did.</param>
/// <param name="CalledFrom">For a method outside the user's code (a lock, the runtime's boxing): the innermost frame of the
/// user's code under it on its samples' most frequent stack.</param>
/// <param name="Edited">The pull request edited this method (the selection's changed methods that the benchmark
/// executes), or, for a method outside the user's code, the user's method it was called from or one inlined there. Edited
/// methods come first.</param>
/// <param name="EditedInCaller">For a method outside the user's code: the edited methods the JIT inlined into the frame it
/// was called from (<paramref name="CalledFrom"/>), whose code made the call.</param>
/// <param name="InlinedCallees">Methods of the user's code the JIT inlined into this one in the head, so their time is
/// counted here (those new since the base first).</param>
public sealed record ReportTimeMethod(
    string Method,
    double Difference,
    double Lower,
    double Upper,
    double HeadNs,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] double? BaseNs,
    double InclusiveDifference,
    double HeadInclusiveNs,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] double? BaseInclusiveNs,
    bool New,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] string? File,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] int? Line,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] string? CalledFrom = null,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] IReadOnlyList<string>? InlinedCallees = null,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingDefault)] bool Edited = false,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] IReadOnlyList<string>? EditedInCaller = null);
