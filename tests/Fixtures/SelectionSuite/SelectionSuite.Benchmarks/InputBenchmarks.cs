using System.Globalization;
using BenchmarkDotNet.Attributes;
using SelectionSuite.Library;

namespace SelectionSuite.Benchmarks;

/// <summary>What a benchmark reads besides code: an embedded resource, a data file beside the app, a package.</summary>
[BenchmarkCategory("PerfGate")]
public class InputBenchmarks
{
    [Benchmark]
    public int EmbeddedResource() => Words.Load().Length;

    [Benchmark]
    public decimal DataFile()
    {
        var total = 0m;
        foreach (var line in File.ReadLines(Path.Combine(AppContext.BaseDirectory, "Data", "prices.csv")))
        {
            total += decimal.Parse(line, CultureInfo.InvariantCulture);
        }

        return total;
    }

    [Benchmark]
    public int PackageCode() => Tokens.Count("one two, three");
}
