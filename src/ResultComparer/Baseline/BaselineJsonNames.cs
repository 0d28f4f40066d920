namespace PerfGate.Baseline;

/// <summary>Property names of the baseline file, shared by its reader and writer so they cannot drift apart.</summary>
internal static class BaselineJsonNames
{
    public const string SchemaVersion = "schemaVersion";
    public const string Host = "host";
    public const string Job = "job";
    public const string Benchmarks = "benchmarks";

    public const string RuntimeVersion = "runtimeVersion";
    public const string OsVersion = "osVersion";
    public const string ProcessorName = "processorName";
    public const string PhysicalCoreCount = "physicalCoreCount";
    public const string LogicalCoreCount = "logicalCoreCount";
    public const string BenchmarkDotNetVersion = "benchmarkDotNetVersion";
    public const string Architecture = "architecture";

    public const string LaunchCount = "launchCount";
    public const string IterationCount = "iterationCount";

    public const string Id = "id";
    public const string BytesAllocatedPerOperation = "bytesAllocatedPerOperation";
    public const string MeanNs = "meanNs";
    public const string MedianNs = "medianNs";
    public const string StandardDeviationNs = "standardDeviationNs";
    public const string SampleCount = "sampleCount";
    public const string SamplesNs = "samplesNs";
    public const string LaunchSizes = "launchSizes";
}
