using System.Text.RegularExpressions;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Cli;

/// <summary>
/// README's CLI synopsis is what a user reads instead of <c>--help</c>: every option a command accepts must be in its
/// synopsis, so an option added to the code and not to the README fails here.
/// </summary>
public sealed partial class ReadmeSynopsisTests
{
    [Theory]
    [InlineData("gate")]
    [InlineData("join")]
    [InlineData("compare")]
    [InlineData("run")]
    [InlineData("comment")]
    [InlineData("baseline record")]
    [InlineData("baseline update")]
    [InlineData("baseline join")]
    [InlineData("history")]
    [InlineData("history record")]
    public void Every_option_of_a_command_is_in_the_READMEs_synopsis(string command)
    {
        var help = CliRun.Of([.. command.Split(' '), "--help"]);
        Assert.Equal(0, help.ExitCode);
        var options = OptionLine().Matches(help.Output).Select(m => m.Groups["name"].Value).Where(o => o != "--help").ToList();
        Assert.NotEmpty(options);

        var synopsis = Synopsis(command);

        var missing = options.Where(option => !Regex.IsMatch(synopsis, $@"(?<![\w-]){Regex.Escape(option)}(?![\w-])")).ToList();
        Assert.True(missing.Count == 0, $"README's 'perfgate {command}' synopsis lacks {string.Join(", ", missing)}");
    }

    /// <summary>The README lines of <c>perfgate COMMAND …</c> and their indented continuations.</summary>
    private static string Synopsis(string command)
    {
        var readme = File.ReadAllLines(Path.Combine(TestData.SourceDirectory(), "..", "..", "README.md"));
        var start = Array.FindIndex(readme, l => l.StartsWith($"perfgate {command} ", StringComparison.Ordinal));
        Assert.True(start >= 0, $"README.md has no synopsis line 'perfgate {command} …'");
        var lines = readme.Skip(start + 1).TakeWhile(l => l.StartsWith(' ')).Prepend(readme[start]);
        return string.Join('\n', lines);
    }

    [GeneratedRegex(@"^\s+(?:-\S+, )*(?<name>--[a-z][a-z-]*)", RegexOptions.Multiline)]
    private static partial Regex OptionLine();
}
