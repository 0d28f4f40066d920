namespace PerfGate.Running;

/// <summary>Finds the <c>dotnet</c> executable that should start the benchmark app.</summary>
public static class DotnetHost
{
    /// <summary>
    /// The muxer running PerfGate itself when it was started as <c>dotnet perfgate.dll</c>; otherwise the one
    /// the SDK names in <c>DOTNET_HOST_PATH</c> during a build; otherwise <c>dotnet</c> from the PATH.
    /// The first choice keeps the benchmarks on the SDK the build used, even with several installed.
    /// </summary>
    public static string Resolve() => Resolve(Environment.ProcessPath, Environment.GetEnvironmentVariable("DOTNET_HOST_PATH"));

    internal static string Resolve(string? processPath, string? hostPathVariable)
    {
        if (processPath is not null && IsMuxer(processPath))
        {
            return processPath;
        }

        if (!string.IsNullOrEmpty(hostPathVariable) && File.Exists(hostPathVariable))
        {
            return hostPathVariable;
        }

        return OperatingSystem.IsWindows() ? "dotnet.exe" : "dotnet";
    }

    private static bool IsMuxer(string path) =>
        string.Equals(Path.GetFileNameWithoutExtension(path), "dotnet", StringComparison.OrdinalIgnoreCase);
}
