namespace PerfGate.Selection.Changes;

/// <summary>How a method differs between the base build and the head build.</summary>
internal enum MethodChange
{
    /// <summary>In both builds, with a different signature, attributes or body.</summary>
    Edited,

    /// <summary>Only in the base build.</summary>
    Removed,

    /// <summary>Only in the head build.</summary>
    Added,
}
