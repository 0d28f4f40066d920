namespace PerfGate.Running;

/// <summary>What a case is known to take, and from where (said in the limit's basis).</summary>
/// <param name="Source">"its longest case so far", "what its baseline's samples suggest".</param>
internal sealed record CaseTimeReference(TimeSpan Duration, string Source);
