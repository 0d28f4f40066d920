using PerfGate.Reporting;
using PerfGate.Running;
using PerfGate.Tests.Support;
using PerfGate.Workflows.SameRunner;

namespace PerfGate.Tests.Workflows.SameRunner;

/// <summary>A base revision that does not build fails the gate with PG0012, the first error and the build log, by a real <c>dotnet build</c>.</summary>
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
}
