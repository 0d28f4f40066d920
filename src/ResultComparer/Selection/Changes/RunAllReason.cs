namespace PerfGate.Selection.Changes;

/// <summary>A difference between the two builds that no method or type accounts for, so every benchmark must run.</summary>
/// <param name="File">The file's path relative to the build folder, with '/' separators.</param>
/// <param name="Why">What differs, for the report.</param>
internal sealed record RunAllReason(string File, string Why);
