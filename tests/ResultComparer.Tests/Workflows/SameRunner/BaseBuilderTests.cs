using System.Text;
using PerfGate.Git;
using PerfGate.Options;
using PerfGate.Processes;
using PerfGate.Reporting;
using PerfGate.Tests.Support;
using PerfGate.Workflows.SameRunner;

namespace PerfGate.Tests.Workflows.SameRunner;

/// <summary>
/// The base revision's build, by a real <c>dotnet build</c>: one that fails says so with the first error and the
/// log; one whose revision lacks files the head added builds without them.
/// </summary>
public sealed class BaseBuilderTests
{
    [Fact]
    public async Task A_base_that_does_not_build_says_why_naming_the_error_and_the_log()
    {
        using var temp = new TempDirectory();
        // A project file MSBuild cannot even read: the build fails in a second, with "error MSB4025".
        var project = temp.File("Broken.csproj");
        await File.WriteAllTextAsync(project, "<Project Sdk=\"Microsoft.NET.Sdk\"><PropertyGroup>");
        var log = temp.File("base-build.log");
        var output = new StringWriter();

        var broken = await new BaseBuilder(DotnetHost.Resolve(), output).BuildAsync(project, [], temp.File("bin/Broken.dll"), log, CancellationToken.None);

        Assert.NotNull(broken);
        Assert.StartsWith("does not build (dotnet build exited with 1): ", broken, StringComparison.Ordinal);
        Assert.Contains("MSB4025", broken, StringComparison.Ordinal);
        Assert.EndsWith($"its output is in {log}", broken, StringComparison.Ordinal);
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
            worktree.Counterpart(repository.File("bench/Bench.csproj"))!, [], assembly, log, CancellationToken.None);

        Assert.True(File.Exists(assembly), File.ReadAllText(log));
        Assert.DoesNotContain("reached the base build", await File.ReadAllTextAsync(log), StringComparison.Ordinal);
    }

    [Fact]
    public async Task The_base_is_built_with_the_head_builds_properties_one_framework_and_paths_moved_into_the_base()
    {
        // What the head's build had (issue: a test project's base was built without PerfGate's Main, a multi-targeted
        // one for every framework): a multi-targeted project whose build depends on a property and writes a file at a
        // path property that points into the head's checkout.
        using var repository = new TempGitRepository();
        repository.Write("bench/Bench.csproj", Encoding.UTF8.GetBytes(
            "<Project Sdk=\"Microsoft.NET.Sdk\"><PropertyGroup><OutputType>Exe</OutputType><TargetFrameworks>net10.0;net8.0</TargetFrameworks>" +
            "<AssemblyName Condition=\"'$(Flavor)' == 'a;b'\">BenchFlavored</AssemblyName></PropertyGroup>" +
            "<Target Name=\"Mark\" AfterTargets=\"Build\"><WriteLinesToFile File=\"$(MarkerDirectory)marker.txt\" Lines=\"$(TargetFramework)\" Overwrite=\"true\" /></Target></Project>"));
        repository.Write("bench/Program.cs", Encoding.UTF8.GetBytes("System.Console.WriteLine(\"base\");"));
        repository.Commit("base");
        var revision = new BaseRevision("HEAD", repository.Git("rev-parse", "HEAD"), repository.Git("rev-parse", "HEAD"), repository.Path, IsMergeBase: false);
        using var worktree = BaseWorktree.Add(revision, repository.File("bench/obj/perfgate/same-runner/base"));
        var headMarkers = repository.File("bench/obj/markers") + Path.DirectorySeparatorChar;
        BuildProperty[] head = [new("Configuration", "Release"), new("TargetFramework", "net10.0"), new("Flavor", "a;b"), new("MarkerDirectory", headMarkers)];
        var assembly = worktree.Counterpart(repository.File("bench/bin/Release/net10.0/BenchFlavored.dll"))!;
        var log = repository.File("bench/obj/perfgate/same-runner/base-build.log");
        var output = new StringWriter();

        await new BaseBuilder(DotnetHost.Resolve(), output).BuildAsync(
            worktree.Counterpart(repository.File("bench/Bench.csproj"))!,
            [.. head.Select(p => p with { Value = worktree.CounterpartOfValue(p.Value) })],
            assembly,
            log,
            CancellationToken.None);

        Assert.True(File.Exists(assembly), File.ReadAllText(log));
        Assert.False(Directory.Exists(worktree.Counterpart(repository.File("bench/bin/Release/net8.0"))), "only the measured framework is built");
        Assert.Equal("net10.0", File.ReadAllText(Path.Combine(worktree.Counterpart(headMarkers)!, "marker.txt")).Trim());
        Assert.False(Directory.Exists(headMarkers), "the base build wrote into the head's checkout");
        Assert.Contains("-p:TargetFramework=net10.0 -p:Flavor=a%3Bb", output.ToString(), StringComparison.Ordinal);
    }
}
