namespace PerfGate.Tests.Shared;

/// <summary>How a <c>dotnet</c> command ended, with its whole output.</summary>
public sealed record DotnetResult(int ExitCode, string Output, TimeSpan Elapsed)
{
    public override string ToString() => $"exit code {ExitCode} after {Elapsed}:\n{Output}";
}
