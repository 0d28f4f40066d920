namespace PerfGate.CiServices;

/// <summary>The real process environment: the one place the tool reads it for CI detection.</summary>
public sealed class ProcessEnvironmentVariables : IEnvironmentVariables
{
    public static ProcessEnvironmentVariables Instance { get; } = new();

    private ProcessEnvironmentVariables()
    {
    }

    public string? Get(string name) => System.Environment.GetEnvironmentVariable(name);
}
