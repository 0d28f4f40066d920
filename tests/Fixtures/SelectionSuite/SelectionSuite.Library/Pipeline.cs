namespace SelectionSuite.Library;

/// <summary>Three calls deep: PG_DEEP_CALLEE edits the innermost one.</summary>
public static class Pipeline
{
    public static int Run(int seed) => Stages.Normalize(seed) + 1;
}
