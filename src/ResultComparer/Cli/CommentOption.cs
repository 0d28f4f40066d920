using System.CommandLine;
using PerfGate.Options;
using PerfGate.Reporting.GitHub;

namespace PerfGate.Cli;

/// <summary><c>--comment auto|true|false</c>: when the sticky pull-request comment is written (<see cref="CommentMode"/>).</summary>
internal sealed class CommentOption
{
    public Option<string> Option { get; } = new(GateOptions.Comment.CliName)
    {
        Description = "The pull-request comment in GitHub Actions: 'auto' (default) comments when the gate fails and keeps an existing comment up to date; 'true' always; 'false' never.",
    };

    /// <exception cref="PerfGateInputException">Not auto, true or false.</exception>
    public CommentMode Read(ParseResult parseResult) => CommentMode.Parse(parseResult.GetValue(Option));
}
