using System.Globalization;
using System.Reflection;

namespace PerfGate.Cli;

/// <summary>
/// Where a crash's stack trace goes: a file of its own in the temp folder, named by the one line the user sees
/// (<see cref="Reporting.InternalErrorLine"/>), because a stack trace in a build log reads as dozens of errors of the
/// user's and a bug report needs it whole.
/// </summary>
internal static class CrashLog
{
    /// <param name="scrub">Removes secrets (a token in an exception's message) before anything is written.</param>
    /// <returns>The file's path, or null when it could not be written.</returns>
    public static string? Write(Exception exception, IReadOnlyList<string> args, Func<string, string> scrub)
    {
        var version = typeof(CrashLog).Assembly.GetCustomAttribute<AssemblyInformationalVersionAttribute>()?.InformationalVersion ?? "unknown";
        var text = string.Join('\n',
            $"perfgate {version} on .NET {Environment.Version} ({System.Runtime.InteropServices.RuntimeInformation.OSDescription})",
            $"at {DateTimeOffset.UtcNow.ToString("u", CultureInfo.InvariantCulture)}",
            $"command line: perfgate {string.Join(' ', args)}",
            "",
            exception.ToString(),
            "");
        var name = string.Create(CultureInfo.InvariantCulture, $"perfgate-crash-{DateTime.UtcNow:yyyyMMdd-HHmmss}-{Environment.ProcessId}-{Guid.NewGuid():N}.log");
        var path = Path.Combine(Path.GetTempPath(), name);
        try
        {
            File.WriteAllText(path, scrub(text));
            return path;
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            return null;
        }
    }
}
