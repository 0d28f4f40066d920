using PerfGate.Tests.Support;

namespace PerfGate.Tests.Cli;

/// <summary>The usage errors of <c>perfgate run</c>; running real benchmarks is the end-to-end tests' job.</summary>
public sealed class RunCommandTests
{
    [Fact]
    public void A_missing_assembly_is_bad_input_naming_the_file()
    {
        using var temp = new TempDirectory();
        var missing = temp.File("bin/Release/net10.0/Missing.Benchmarks.dll");

        var run = CliRun.Of("run", "--assembly", missing, "--artifacts", temp.File("artifacts"));

        Assert.Equal(2, run.ExitCode);
        Assert.Equal(
            $"perfgate run: error: --assembly: '{missing}' does not exist. Build the benchmark project in Release and pass its .dll.",
            run.Error.Trim());
        Assert.False(Directory.Exists(temp.File("artifacts")));
    }

    [Fact]
    public void An_unknown_job_is_bad_input_naming_the_option_and_the_allowed_values()
    {
        using var temp = new TempDirectory();
        var assembly = temp.File("Benchmarks.dll");
        File.WriteAllText(assembly, "");

        var run = CliRun.Of("run", "--assembly", assembly, "--artifacts", temp.File("artifacts"), "--job", "quick");

        Assert.Equal(2, run.ExitCode);
        Assert.Equal("perfgate run: error: --job: unknown value 'quick'. Allowed values: ci, short, medium, long, default, dry.", run.Error.Trim());
    }

    [Fact]
    public void An_empty_category_is_bad_input()
    {
        using var temp = new TempDirectory();
        var assembly = temp.File("Benchmarks.dll");
        File.WriteAllText(assembly, "");

        var run = CliRun.Of("run", "--assembly", assembly, "--artifacts", temp.File("artifacts"), "--category", " ");

        Assert.Equal(2, run.ExitCode);
        Assert.Contains("--category: a category is required", run.Error, StringComparison.Ordinal);
    }

    [Fact]
    public void Missing_required_options_are_usage_errors()
    {
        var run = CliRun.Of("run", "--job", "ci");

        Assert.Equal(2, run.ExitCode);
        Assert.Equal("perfgate run: error: --artifacts: a folder is required.", run.Error.Trim());
    }

    [Fact]
    public void Help_lists_every_option()
    {
        var run = CliRun.Of("run", "--help");

        Assert.Equal(0, run.ExitCode);
        foreach (var option in new[] { "--assembly", "--artifacts", "--category", "--job", "--verbose", "ci, short, medium, long, default, dry" })
        {
            Assert.Contains(option, run.Output, StringComparison.Ordinal);
        }
    }
}
