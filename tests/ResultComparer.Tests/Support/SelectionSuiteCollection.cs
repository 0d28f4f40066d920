namespace PerfGate.Tests.Support;

/// <summary>Test classes that read the selection suite's builds join this collection, so the suite is built once per run
/// rather than once per class.</summary>
[CollectionDefinition(Name)]
public sealed class SelectionSuiteCollection : ICollectionFixture<SelectionSuiteBuilds>
{
    public const string Name = "SelectionSuite builds";
}
