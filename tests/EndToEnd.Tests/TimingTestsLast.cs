using Xunit.Sdk;

namespace PerfGate.EndToEnd.Tests;

/// <summary>
/// Marks a test whose verdict depends on measured time, so <see cref="TimingTestsLast"/> runs it after its class's
/// other tests.
/// </summary>
[AttributeUsage(AttributeTargets.Method)]
public sealed class MeasuresTimeAttribute : Attribute;

/// <summary>
/// Runs a class's <see cref="MeasuresTimeAttribute"/> tests last, the others in xunit's own order. eng/test.sh runs
/// the consumer project's tests in a second process once the unit tests are done; by the time this class reaches its
/// timing test, that process has ended and the test measures on a machine nothing else of ours loads.
/// </summary>
public sealed class TimingTestsLast : ITestCaseOrderer
{
    public const string TypeName = "PerfGate.EndToEnd.Tests.TimingTestsLast";

    public const string AssemblyName = "EndToEnd.Tests";

    public IEnumerable<TTestCase> OrderTestCases<TTestCase>(IEnumerable<TTestCase> testCases)
        where TTestCase : ITestCase =>
        testCases.OrderBy(c => c.TestMethod.Method.GetCustomAttributes(typeof(MeasuresTimeAttribute).AssemblyQualifiedName).Any());
}
