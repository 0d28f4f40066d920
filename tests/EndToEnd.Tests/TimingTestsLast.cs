using Xunit.Sdk;

namespace PerfGate.EndToEnd.Tests;

/// <summary>
/// Marks a test whose verdict depends on measured time, so <see cref="TimingTestsLast"/> runs it after its class's
/// other tests.
/// </summary>
[AttributeUsage(AttributeTargets.Method)]
public sealed class MeasuresTimeAttribute : Attribute;

/// <summary>
/// Runs a class's <see cref="MeasuresTimeAttribute"/> tests last, the others in the order xunit hands them over.
/// eng/test.sh runs the other end-to-end tests in a second process once the unit tests are done; in the CI runs that
/// process had ended 1.6–1.8 minutes before this class reached its timing test, so the test measured beside nothing of ours.
/// </summary>
public sealed class TimingTestsLast : ITestCaseOrderer
{
    public const string TypeName = "PerfGate.EndToEnd.Tests." + nameof(TimingTestsLast);

    public const string AssemblyName = "EndToEnd.Tests";

    public IEnumerable<TTestCase> OrderTestCases<TTestCase>(IEnumerable<TTestCase> testCases)
        where TTestCase : ITestCase =>
        testCases.OrderBy(c => c.TestMethod.Method.GetCustomAttributes(typeof(MeasuresTimeAttribute).AssemblyQualifiedName).Any());
}
