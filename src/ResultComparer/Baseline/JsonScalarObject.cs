namespace PerfGate.Baseline;

/// <summary>An optional small object as read: null, not an object (<see cref="Fields"/> null), or its scalar properties.</summary>
internal readonly record struct JsonScalarObject(bool IsNull, IReadOnlyDictionary<string, JsonScalar>? Fields);
