namespace PerfGate.Running;

/// <summary>What to start: the program, its arguments as a list, where, with which added variables, and for how long at most.</summary>
/// <param name="ScrubMSBuildEnvironment">Remove MSBuild's variables (<see cref="MSBuildEnvironment"/>): true for every
/// <c>dotnet</c> the tool starts.</param>
public sealed record ChildProcessStart(string FileName, IReadOnlyList<string> Arguments, string WorkingDirectory, TimeSpan Timeout)
{
    public IReadOnlyDictionary<string, string> Environment { get; init; } = new Dictionary<string, string>();

    public bool ScrubMSBuildEnvironment { get; init; } = true;

    /// <summary>"dotnet build X.csproj -p:A=B", quoted where needed: the command line as a log shows it.</summary>
    public override string ToString() =>
        string.Join(' ', new[] { FileName }.Concat(Arguments).Select(Quote));

    private static string Quote(string argument) =>
        argument.Length > 0 && !argument.Any(c => char.IsWhiteSpace(c) || c == '"') ? argument : $"\"{argument.Replace("\"", "\\\"", StringComparison.Ordinal)}\"";
}
