namespace PerfGate.Processes;

internal static class DotnetHost
{
    /// <summary>The muxer running PerfGate itself (<c>dotnet perfgate.dll</c>), which keeps the benchmarks on the SDK the build
    /// used; else the SDK's <c>DOTNET_HOST_PATH</c> during a build; else <c>dotnet</c> from the PATH.</summary>
    public static string Resolve() => Resolve(Environment.ProcessPath, Environment.GetEnvironmentVariable("DOTNET_HOST_PATH"));

    internal static string Resolve(string? processPath, string? hostPathVariable) =>
        processPath is not null && IsMuxer(processPath) ? processPath
            : !string.IsNullOrEmpty(hostPathVariable) && File.Exists(hostPathVariable) ? hostPathVariable
            : OperatingSystem.IsWindows() ? "dotnet.exe" : "dotnet";

    private static bool IsMuxer(string path) =>
        string.Equals(Path.GetFileNameWithoutExtension(path), "dotnet", StringComparison.OrdinalIgnoreCase);
}
