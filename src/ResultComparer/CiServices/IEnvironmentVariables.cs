namespace PerfGate.CiServices;

/// <summary>Reads environment variables; the library asks this, never <see cref="System.Environment"/>, so tests
/// can describe any CI without touching the process environment (and run in parallel).</summary>
public interface IEnvironmentVariables
{
    /// <returns>The value, or null when the variable is not set.</returns>
    string? Get(string name);
}
