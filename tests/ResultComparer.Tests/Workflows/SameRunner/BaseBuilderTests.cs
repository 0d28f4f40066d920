using System.Text;
using PerfGate.Reporting;
using PerfGate.Running;
using PerfGate.Tests.Support;
using PerfGate.Workflows.SameRunner;

namespace PerfGate.Tests.Workflows.SameRunner;

/// <summary>
/// The base revision's build, by a real <c>dotnet build</c>: one that fails names PG0012, the first error and the
/// log; one whose revision lacks files the head added builds without them.
/// </summary>
public sealed class BaseBuilderTests
{
    [Fact]
    public async Task A_base_that_does_not_build_fails_with_PG0012_naming_the_error_and_the_log()
    {
        using var temp = new TempDirectory();
        // A project file MSBuild cannot even read: the build fails in a second, with "error MSB4025".
        var project = temp.File("Broken.csproj");
        await File.WriteAllTextAsync(project, "<Project Sdk=\"Microsoft.NET.Sdk\"><PropertyGroup>");
        var log = temp.File("base-build.log");
        var output = new StringWriter();

        var error = await Assert.ThrowsAsync<SameRunnerException>(() =>
            new BaseBuilder(DotnetHost.Resolve(), output).BuildAsync(project, temp.File("bin/Broken.dll"), log, CancellationToken.None));

        Assert.Equal(DiagnosticCodes.SameRunnerBaseBuildFailed, error.Code);
        Assert.Contains("the base revision does not build", error.Message, StringComparison.Ordinal);
        Assert.Contains("MSB4025", error.Message, StringComparison.Ordinal);
        Assert.Contains(log, error.Message, StringComparison.Ordinal);
        Assert.Contains("'baseline'", error.Message, StringComparison.Ordinal);
        Assert.Contains("MSB4025", await File.ReadAllTextAsync(log), StringComparison.Ordinal);
        Assert.Contains("PerfGate: building the base revision", output.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_base_without_the_repository_wide_files_the_head_added_builds_without_the_heads()
    {
        // The worktree lies inside the head's checkout (under the project's obj/), so MSBuild, looking upwards for
        // Directory.Build.props and the like, would walk out of the base into the head. Here the head adds all
        // three, each failing any build that imports it: the base must build as its own revision did.
        using var repository = new TempGitRepository();
        repository.Write("bench/Bench.csproj", Encoding.UTF8.GetBytes(
            "<Project Sdk=\"Microsoft.NET.Sdk\"><PropertyGroup><OutputType>Exe</OutputType><TargetFramework>net10.0</TargetFramework></PropertyGroup></Project>"));
        repository.Write("bench/Program.cs", Encoding.UTF8.GetBytes("System.Console.WriteLine(\"base\");"));
        repository.Commit("base");
        var baseCommit = repository.Git("rev-parse", "HEAD");
        foreach (var name in new[] { "Directory.Build.props", "Directory.Build.targets", "Directory.Packages.props" })
        {
            repository.Write(name, Encoding.UTF8.GetBytes(
                $"<Project><Target Name=\"HeadOnly\" BeforeTargets=\"Build\"><Error Text=\"the head's {name} reached the base build\" /></Target></Project>"));
        }

        repository.Commit("head: repository-wide build files");
        var revision = new BaseRevision("main~1", baseCommit, repository.Git("rev-parse", "HEAD"), repository.Path, IsMergeBase: false);
        using var worktree = BaseWorktree.Add(revision, repository.File("bench/obj/perfgate/same-runner/base"));
        var assembly = worktree.Counterpart(repository.File("bench/bin/Release/net10.0/Bench.dll"))!;
        var log = repository.File("bench/obj/perfgate/same-runner/base-build.log");

        await new BaseBuilder(DotnetHost.Resolve(), new StringWriter()).BuildAsync(
            worktree.Counterpart(repository.File("bench/Bench.csproj"))!, assembly, log, CancellationToken.None);

        Assert.True(File.Exists(assembly), File.ReadAllText(log));
        Assert.DoesNotContain("reached the base build", await File.ReadAllTextAsync(log), StringComparison.Ordinal);
    }
}
