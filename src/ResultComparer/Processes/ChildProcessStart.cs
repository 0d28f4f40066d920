namespace PerfGate.Processes;

internal sealed record ChildProcessStart(string FileName, IReadOnlyList<string> Arguments, string WorkingDirectory, TimeSpan Timeout)
{
    /// <summary>Variables added to the process's environment.</summary>
    public IReadOnlyDictionary<string, string> Environment { get; init; } = new Dictionary<string, string>();

    /// <summary>Remove MSBuild's variables (<see cref="MSBuildEnvironment"/>): true for every <c>dotnet</c> the tool starts.</summary>
    public bool ScrubMSBuildEnvironment { get; init; } = true;

    /// <summary>"dotnet build X.csproj -p:A=B", quoted where needed: the command line as a log shows it.</summary>
    public override string ToString() =>
        string.Join(' ', new[] { FileName }.Concat(Arguments).Select(Quote));

    private static string Quote(string argument) =>
        argument.Length > 0 && !argument.Any(c => char.IsWhiteSpace(c) || c == '"') ? argument : $"\"{argument.Replace("\"", "\\\"", StringComparison.Ordinal)}\"";
}
