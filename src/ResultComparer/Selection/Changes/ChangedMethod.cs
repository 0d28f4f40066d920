using PerfGate.SourceLocations;

namespace PerfGate.Selection.Changes;

/// <summary>A method whose compiled form differs between the two builds.</summary>
/// <param name="Key">"{assembly simple name}!{Cecil full name}", as <see cref="MethodKeys.KeyOf"/> gives it.</param>
/// <param name="Name">Readable: Namespace.Type.Method(parameter types).</param>
/// <param name="Location">Where the head's method is written (the base's, for a removed one); null without a readable
/// portable PDB.</param>
internal sealed record ChangedMethod(string Key, string Name, MethodChange Kind, SourceLocation? Location);
