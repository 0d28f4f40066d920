using System.Globalization;
using System.Text;
using PerfGate.Baseline;
using PerfGate.Ingest;
using PerfGate.Model;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Ingest;

/// <summary>
/// The baseline is read in a small buffer that is refilled and grown, one entry at a time; what is read must not
/// depend on where the buffer's edges fall. A report, parsed whole, must read the same however large it is.
/// </summary>
public sealed class StreamedJsonTests
{
    [Fact]
    public void A_baseline_many_buffers_long_reads_back_exactly()
    {
        using var temp = new TempDirectory();
        var path = temp.File("perfgate-baseline.json");
        var benchmarks = Enumerable.Range(0, 12_000)
            .Select(i => new BenchmarkResult($"Big.Suite.Case{i:D5}(N: {i})", SyntheticRuns.Samples(100 + (i * 0.37), 30), i % 7 == 0 ? null : 24 + i)
            {
                LaunchSizes = i % 2 == 0 ? [10, 10, 10] : null,
            })
            .ToArray();
        var written = SyntheticRuns.Baseline(benchmarks);
        BaselineWriter.WriteAtomically(path, written);
        Assert.True(new FileInfo(path).Length > 4 * JsonStreamReader.InitialBufferSize);

        var read = BaselineReader.Read(path);

        Assert.Equal(written.Host, read.Host);
        Assert.Equal(written.Job, read.Job);
        Assert.Equal(written.Benchmarks.Select(b => b.Id), read.Benchmarks.Select(b => b.Id));
        Assert.All(written.Benchmarks.Zip(read.Benchmarks), pair =>
        {
            Assert.Equal(pair.First.SamplesNs, pair.Second.SamplesNs);
            Assert.Equal(pair.First.BytesAllocatedPerOperation, pair.Second.BytesAllocatedPerOperation);
            Assert.Equal(pair.First.LaunchSizes, pair.Second.LaunchSizes);
        });
    }

    [Fact]
    public void An_entry_larger_than_the_buffer_reads_back_exactly()
    {
        using var temp = new TempDirectory();
        var path = temp.File("perfgate-baseline.json");
        var samples = Enumerable.Range(0, 300_000).Select(i => 1000 + (i % 997 * 0.123456789)).ToArray();
        BaselineWriter.WriteAtomically(path, SyntheticRuns.Baseline(new BenchmarkResult("Huge.Case", samples, 72), SyntheticRuns.Benchmark("Small.Case", 10, 0)));
        Assert.True(new FileInfo(path).Length > 4 * JsonStreamReader.InitialBufferSize);

        var read = BaselineReader.Read(path);

        Assert.Equal(samples, read.Benchmarks.Single(b => b.Id == "Huge.Case").SamplesNs);
        Assert.Equal(0, read.Benchmarks.Single(b => b.Id == "Small.Case").BytesAllocatedPerOperation);
    }

    [Fact]
    public void Entries_without_a_sample_count_read_back_exactly_wherever_the_buffer_ends()
    {
        using var temp = new TempDirectory();
        var path = temp.File("perfgate-baseline.json");
        // As a file written by hand or by an earlier PerfGate: no sampleCount. Small entries around a huge one, so
        // the samples are counted within one buffer and across many.
        var sizes = new[] { 3, 1, 300_000, 17, 2_000, 5 };
        var samples = sizes.Select((size, entry) => Enumerable.Range(0, size).Select(i => entry + 1000 + (i % 997 * 0.123456789)).ToArray()).ToArray();
        File.WriteAllText(path, CountlessBaseline(samples));
        Assert.True(new FileInfo(path).Length > 4 * JsonStreamReader.InitialBufferSize);

        var read = BaselineReader.Read(path);

        Assert.Equal(sizes.Length, read.Benchmarks.Count);
        Assert.All(read.Benchmarks, b => Assert.Equal(samples[int.Parse(b.Id[1..], CultureInfo.InvariantCulture)], b.SamplesNs));
    }

    [Fact]
    public void An_entry_without_a_sample_count_holds_its_samples_once()
    {
        using var temp = new TempDirectory();
        var path = temp.File("perfgate-baseline.json");
        const int Count = 1_000_000;
        File.WriteAllText(path, CountlessBaseline([Enumerable.Range(0, Count).Select(i => 100 + (i % 101 * 0.01)).ToArray()]));
        BaselineReader.Read(path); // the reader's code compiled, its pools filled

        var before = GC.GetAllocatedBytesForCurrentThread();
        var read = BaselineReader.Read(path);
        var allocated = GC.GetAllocatedBytesForCurrentThread() - before;

        Assert.Equal(Count, read.Benchmarks.Single().SamplesNs.Count);
        // The samples' own 8 MB and the read buffer; an array grown by doubling and copied to its count allocated 25 MB.
        Assert.InRange(allocated, Count * sizeof(double), (long)(1.1 * Count * sizeof(double)));
    }

    private static string CountlessBaseline(double[][] entries) =>
        "{\"schemaVersion\": 1, \"host\": {\"runtimeVersion\": \".NET 10.0\", \"osVersion\": \"x\", \"processorName\": \"cpu\", " +
        "\"benchmarkDotNetVersion\": \"0.15.8\", \"architecture\": \"X64\"}, \"benchmarks\": [" +
        string.Join(", ", entries.Select((samples, i) =>
            $"{{\"id\": \"B{i}\", \"bytesAllocatedPerOperation\": null, \"samplesNs\": [{string.Join(", ", samples.Select(s => s.ToString("R", CultureInfo.InvariantCulture)))}]}}")) +
        "]}";

    [Fact]
    public void A_syntax_error_past_the_first_buffer_is_reported_at_its_line_in_the_file()
    {
        using var temp = new TempDirectory();
        var path = temp.File("perfgate-baseline.json");
        var benchmarks = Enumerable.Range(0, 20_000).Select(i => SyntheticRuns.Benchmark($"Big.Case{i:D5}", 100 + i, 72)).ToArray();
        var lines = Encoding.UTF8.GetString(BaselineWriter.Serialize(SyntheticRuns.Baseline(benchmarks))).Split('\n');
        var broken = lines.Length - 100;
        lines[broken] = "    oops" + lines[broken].TrimStart();
        File.WriteAllText(path, string.Join('\n', lines));
        Assert.True(new FileInfo(path).Length > 2 * JsonStreamReader.InitialBufferSize);

        var error = Assert.Throws<PerfGateInputException>(() => BaselineReader.Read(path));

        Assert.Contains($"not valid JSON (line {broken + 1}, byte 4)", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_report_many_buffers_long_reads_every_benchmark_with_its_launches()
    {
        using var temp = new TempDirectory();
        var path = temp.File("Big.Suite-report-full-compressed.json");
        var report = new StringBuilder("{\"Title\":\"Big\",\"HostEnvironmentInfo\":{\"ProcessorName\":\"AMD EPYC\",\"PhysicalCoreCount\":2},\"Benchmarks\":[");
        for (var i = 0; i < 2000; i++)
        {
            var samples = Enumerable.Range(0, 30).Select(s => (100 + i + (s * 0.5)).ToString("R", CultureInfo.InvariantCulture));
            var measurements = Enumerable.Range(0, 30).Select(s =>
                $"{{\"IterationMode\":\"Workload\",\"IterationStage\":\"Actual\",\"LaunchIndex\":{(s / 10) + 1},\"Operations\":16,\"Nanoseconds\":1}}," +
                $"{{\"IterationMode\":\"Workload\",\"IterationStage\":\"Result\",\"LaunchIndex\":{(s / 10) + 1},\"Operations\":16,\"Nanoseconds\":1}}");
            report.Append(i == 0 ? "" : ",")
                .Append($"{{\"FullName\":\"Big.Suite.Case{i:D4}\",\"Statistics\":{{\"N\":30,\"OriginalValues\":[{string.Join(',', samples)}]}},")
                .Append($"\"Memory\":{{\"BytesAllocatedPerOperation\":{i}}},\"Measurements\":[{string.Join(',', measurements)}]}}");
        }

        File.WriteAllText(path, report.Append("]}").ToString());
        Assert.True(new FileInfo(path).Length > 4 * JsonStreamReader.InitialBufferSize);

        var read = BdnReportReader.Read(path);

        Assert.Equal(2000, read.Benchmarks.Count);
        Assert.Equal(new JobSettings(3, 10), read.Job);
        Assert.Equal("AMD EPYC", read.Host.ProcessorName);
        Assert.All(read.Benchmarks.Select((b, i) => (b, i)), pair =>
        {
            Assert.Equal($"Big.Suite.Case{pair.i:D4}", pair.b.Id);
            Assert.Equal(Enumerable.Range(0, 30).Select(s => 100 + pair.i + (s * 0.5)), pair.b.SamplesNs);
            Assert.Equal(pair.i, pair.b.BytesAllocatedPerOperation);
            Assert.Equal([10, 10, 10], pair.b.LaunchSizes);
        });
    }
}
