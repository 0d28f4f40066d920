using Xunit.Sdk;

namespace PerfGate.EndToEnd.Tests;

/// <summary>
/// Marks a test whose verdict depends on measured time, so <see cref="TimingTestsLast"/> runs it after its class's
/// other tests.
/// </summary>
[AttributeUsage(AttributeTargets.Method)]
public sealed class MeasuresTimeAttribute : Attribute;

/// <summary>
/// Runs a class's <see cref="MeasuresTimeAttribute"/> tests last, the others in the order xunit hands them over: a timing
/// test then measures after its class's gates, never between them, and as late in the test run as its lane allows (eng/test.sh).
/// </summary>
public sealed class TimingTestsLast : ITestCaseOrderer
{
    public const string TypeName = "PerfGate.EndToEnd.Tests." + nameof(TimingTestsLast);

    public const string AssemblyName = "EndToEnd.Tests";

    public IEnumerable<TTestCase> OrderTestCases<TTestCase>(IEnumerable<TTestCase> testCases)
        where TTestCase : ITestCase =>
        testCases.OrderBy(c => c.TestMethod.Method.GetCustomAttributes(typeof(MeasuresTimeAttribute).AssemblyQualifiedName).Any());
}
