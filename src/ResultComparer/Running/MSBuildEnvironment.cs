namespace PerfGate.Running;

/// <summary>
/// The environment variables an MSBuild build hands to every process it starts. BenchmarkDotNet's generated
/// project is built by a fresh <c>dotnet build</c>; when it inherits these it resolves the SDK and its tasks
/// from the outer build and fails (MSB4062). PerfGate removes them from the benchmark process's environment.
/// </summary>
public static class MSBuildEnvironment
{
    /// <summary>The variables known to break the nested build; every other <c>MSBuild*</c> one goes too.</summary>
    public static IReadOnlyList<string> KnownInheritedVariables { get; } =
    [
        "MSBuildExtensionsPath",
        "MSBuildSDKsPath",
        "MSBUILD_EXE_PATH",
        "MSBUILDENSURESTDOUTFORTASKPROCESSES",
        "MSBuildLoadMicrosoftTargetsReadOnly",
    ];

    /// <summary>
    /// True for <c>MSBuild*</c> and <c>_MSBUILD*</c> (any case). <c>DOTNET_*</c> and <c>NUGET_*</c> stay: they
    /// carry the user's SDK and package-cache choices, which the nested build should honour.
    /// </summary>
    public static bool IsInherited(string variableName) =>
        variableName.StartsWith("MSBuild", StringComparison.OrdinalIgnoreCase)
        || variableName.StartsWith("_MSBuild", StringComparison.OrdinalIgnoreCase);

    /// <summary>Removes every inherited MSBuild variable from a process's environment block.</summary>
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
}
