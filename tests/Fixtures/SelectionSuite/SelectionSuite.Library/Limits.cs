namespace SelectionSuite.Library;

public static class Limits
{
    /// <summary>Compiled into every consumer's IL: PG_LIBRARY_CONSTANT edits it and the benchmarks assembly changes.</summary>
#if PG_LIBRARY_CONSTANT
    public const int BatchSize = 128;
#else
    public const int BatchSize = 64;
#endif
}
