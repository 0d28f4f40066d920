using PerfGate.Running;

namespace PerfGate.Tests.Architecture;

/// <summary>
/// Visible only as far as it is used (STYLE 22): the MSBuild tasks start perfgate as a process and read its report
/// through the contract assembly, and no user calls perfgate.dll, so all of it is implementation. The tests, the
/// evaluation and the eval scripts see it through InternalsVisibleTo.
/// </summary>
public sealed class VisibilityTests
{
    [Fact]
    public void The_tool_makes_none_of_its_types_public()
    {
        var exported = typeof(BenchmarkRunner).Assembly.GetExportedTypes().Select(t => t.FullName).Order(StringComparer.Ordinal);

        Assert.Empty(exported);
    }
}
