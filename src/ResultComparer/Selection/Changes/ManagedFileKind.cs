namespace PerfGate.Selection.Changes;

/// <summary>What kind of file a build output file is, read from its PE headers.</summary>
internal enum ManagedFileKind
{
    /// <summary>Not a managed assembly (data, native library, a module without a manifest): compared by its bytes.</summary>
    Other,

    /// <summary>An IL-only assembly: compared method by method.</summary>
    Assembly,

    /// <summary>An assembly with native code compiled ahead of time (ReadyToRun): the runtime may execute that code
    /// without JIT events, so which of its methods ran cannot be observed.</summary>
    Precompiled,
}
