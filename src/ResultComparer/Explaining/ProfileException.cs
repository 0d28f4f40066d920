namespace PerfGate.Explaining;

/// <summary>A profile the explainers could not make or read: said in the explanation, never a change of verdict.</summary>
internal sealed class ProfileException(string message) : Exception(message);
