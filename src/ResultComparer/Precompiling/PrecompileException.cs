namespace PerfGate.Precompiling;

/// <summary>The harness could not be compiled ahead of time; the launches then start it from IL, as they would anyway.</summary>
internal sealed class PrecompileException(string message) : Exception(message);
