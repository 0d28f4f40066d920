namespace PerfGate.Processes;

/// <summary>The variables an MSBuild build hands to every process it starts: a nested <c>dotnet build</c> (BenchmarkDotNet's
/// generated project) that inherits them resolves the SDK and its tasks from the outer build and fails (MSB4062).</summary>
internal static class MSBuildEnvironment
{
    /// <returns>The names removed, in ordinal order, for the run log.</returns>
    public static IReadOnlyList<string> Scrub(IDictionary<string, string?> environment)
    {
        var removed = environment.Keys.Where(IsInherited).OrderBy(k => k, StringComparer.Ordinal).ToList();
        foreach (var name in removed)
        {
            environment.Remove(name);
        }

        return removed;
    }

    // DOTNET_* and NUGET_* stay: they carry the user's SDK and package-cache choices, which the nested build should honour.
    private static bool IsInherited(string variableName) =>
        variableName.StartsWith("MSBuild", StringComparison.OrdinalIgnoreCase)
        || variableName.StartsWith("_MSBuild", StringComparison.OrdinalIgnoreCase);
}
