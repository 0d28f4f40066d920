namespace PerfGate.SourceLocations;

/// <summary>Where a benchmark method starts: a local source file, and the 1-based line and column of its first sequence point.</summary>
internal sealed record SourceLocation(string File, int Line, int Column);
