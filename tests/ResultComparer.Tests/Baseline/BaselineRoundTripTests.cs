using System.Text;
using PerfGate.Baseline;
using PerfGate.Ingest;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Baseline;

public sealed class BaselineRoundTripTests
{
    [Fact]
    public void A_recorded_run_reads_back_identically()
    {
        using var temp = new TempDirectory();
        var results = temp.CopyFrom(TestData.Bdn("full"), "results", f => !f.Contains("Throwing", StringComparison.Ordinal));
        var run = ResultsLoader.Load(results);
        var path = temp.File("baseline.json");

        BaselineWriter.WriteAtomically(path, BaselineDocument.FromRun(run));
        var read = BaselineReader.Read(path);

        Assert.Equal(run.Host, read.Host);
        Assert.Equal(run.Job, read.Job);
        Assert.Equal(run.Benchmarks.Select(b => b.Id), read.Benchmarks.Select(b => b.Id));
        Assert.Equal(run.Benchmarks.Select(b => b.BytesAllocatedPerOperation), read.Benchmarks.Select(b => b.BytesAllocatedPerOperation));
        Assert.Equal(run.Benchmarks.SelectMany(b => b.SamplesNs), read.Benchmarks.SelectMany(b => b.SamplesNs));
    }

    /// <summary>A Windows checkout with Git's default core.autocrlf=true hands the baseline and BenchmarkDotNet's results
    /// over with CRLF: they read as the LF files do, and a baseline written there is written with LF.</summary>
    [Fact]
    public void Files_with_CRLF_line_endings_read_as_their_LF_originals_and_the_baseline_is_written_with_LF()
    {
        using var temp = new TempDirectory();
        var results = temp.CopyFrom(TestData.Bdn("full"), "results", f => !f.Contains("Throwing", StringComparison.Ordinal));
        var crlfResults = temp.CopyFrom(TestData.Bdn("full"), "results-crlf", f => !f.Contains("Throwing", StringComparison.Ordinal));
        foreach (var file in Directory.EnumerateFiles(crlfResults))
        {
            File.WriteAllText(file, File.ReadAllText(file).Replace("\n", "\r\n", StringComparison.Ordinal));
        }

        var run = ResultsLoader.Load(results);
        var crlfRun = ResultsLoader.Load(crlfResults);
        var path = temp.File("baseline.json");
        BaselineWriter.WriteAtomically(path, BaselineDocument.FromRun(crlfRun));
        var written = File.ReadAllText(path);
        var crlfPath = temp.File("baseline-crlf.json");
        File.WriteAllText(crlfPath, written.Replace("\n", "\r\n", StringComparison.Ordinal));
        var read = BaselineReader.Read(crlfPath);

        Assert.Contains('\r', File.ReadAllText(Directory.EnumerateFiles(crlfResults).First()));
        Assert.Equal(run.Benchmarks.Select(b => (b.Id, b.BytesAllocatedPerOperation)), crlfRun.Benchmarks.Select(b => (b.Id, b.BytesAllocatedPerOperation)));
        Assert.Equal(run.Benchmarks.SelectMany(b => b.SamplesNs), crlfRun.Benchmarks.SelectMany(b => b.SamplesNs));
        Assert.DoesNotContain('\r', written);
        Assert.Equal(BaselineWriter.Serialize(BaselineDocument.FromRun(run)), BaselineWriter.Serialize(read));
    }

    [Fact]
    public void The_figures_a_reviewer_reads_describe_every_pooled_sample_not_the_first_run()
    {
        using var temp = new TempDirectory();
        var fast = SyntheticRuns.Run(SyntheticRuns.Benchmark("Sample.Hit", 30, 0));
        var slow = SyntheticRuns.Run(SyntheticRuns.Benchmark("Sample.Hit", 20, 0));
        var pooled = PerfGate.Pooling.ResultPooling.PoolRuns([fast, slow, slow]);
        var path = temp.File("baseline.json");

        BaselineWriter.WriteAtomically(path, BaselineDocument.FromRun(pooled));

        using var file = System.Text.Json.JsonDocument.Parse(File.ReadAllText(path));
        var entry = file.RootElement.GetProperty("benchmarks")[0];
        var samples = pooled.Benchmarks.Single().SamplesNs.Order().ToArray();
        Assert.Equal(60, entry.GetProperty("sampleCount").GetInt32());
        // Four significant digits: figures for people, not for the gate.
        Assert.Equal((samples[29] + samples[30]) / 2, entry.GetProperty("medianNs").GetDouble(), 0.01);
        Assert.Equal(samples.Average(), entry.GetProperty("meanNs").GetDouble(), 0.01);
        Assert.True(entry.GetProperty("medianNs").GetDouble() < 25, "the median of 20 + 40 samples around 30 and 20 ns lies near 20 ns, not at the first run's 30 ns");
    }

    [Fact]
    public void A_rerecorded_baseline_diffs_in_a_few_lines_per_benchmark()
    {
        using var temp = new TempDirectory();
        var run = ResultsLoader.Load(TestData.Bdn("launches"));
        var path = temp.File("baseline.json");

        BaselineWriter.WriteAtomically(path, BaselineDocument.FromRun(run));

        var benchmark = run.Benchmarks.Single();
        var lines = File.ReadAllLines(path);
        // One line per launch, however many samples each launch measured.
        var start = Array.FindIndex(lines, l => l.Trim() == "\"samplesNs\": [");
        var end = Array.FindIndex(lines, start, l => l.Trim() is "]" or "],");
        Assert.Equal(benchmark.LaunchSizes!.Count, end - start - 1);
        Assert.Contains("\"launchSizes\": [" + string.Join(", ", benchmark.LaunchSizes) + "]", lines.Select(l => l.Trim()));
        Assert.Equal(benchmark.SamplesNs, BaselineReader.Read(path).Benchmarks.Single().SamplesNs);
    }

    [Fact]
    public void An_older_baseline_with_one_runs_figures_still_reads()
    {
        using var temp = new TempDirectory();
        var path = temp.File("baseline.json");
        BaselineWriter.WriteAtomically(path, SyntheticRuns.Baseline(SyntheticRuns.Benchmark("Sample.Hit", 26.5, 0)));
        File.WriteAllText(path, File.ReadAllText(path).Replace("\"medianNs\": 26.5", "\"medianNs\": 34.5", StringComparison.Ordinal));

        var read = BaselineReader.Read(path).Benchmarks.Single();

        Assert.Equal(20, read.SamplesNs.Count);
        Assert.False(read.Failed);
    }

    [Fact]
    public void Launch_sizes_read_back_identically()
    {
        using var temp = new TempDirectory();
        var run = ResultsLoader.Load(TestData.Bdn("launches"));
        var path = temp.File("baseline.json");

        BaselineWriter.WriteAtomically(path, BaselineDocument.FromRun(run));
        var read = BaselineReader.Read(path).Benchmarks.Single();

        Assert.Equal(run.Benchmarks.Single().LaunchSizes, read.LaunchSizes);
        Assert.Contains("\"launchSizes\": [", File.ReadAllText(path), StringComparison.Ordinal);
    }

    [Fact]
    public void Serialisation_is_stable_sorted_and_uses_LF()
    {
        var shuffled = SyntheticRuns.Baseline(
            SyntheticRuns.Benchmark("Z.Last", 100, 0),
            SyntheticRuns.Benchmark("A.First", 50, 72));

        var text = Encoding.UTF8.GetString(BaselineWriter.Serialize(shuffled));
        var again = Encoding.UTF8.GetString(BaselineWriter.Serialize(SyntheticRuns.Baseline(shuffled.Benchmarks.Reverse().ToArray())));

        Assert.Equal(text, again);
        Assert.DoesNotContain("\r", text, StringComparison.Ordinal);
        Assert.True(text.IndexOf("A.First", StringComparison.Ordinal) < text.IndexOf("Z.Last", StringComparison.Ordinal));
        Assert.EndsWith("}\n", text, StringComparison.Ordinal);
    }

    [Fact]
    public void Ids_are_written_readably_not_unicode_escaped()
    {
        var text = Encoding.UTF8.GetString(BaselineWriter.Serialize(SyntheticRuns.Baseline(SyntheticRuns.Benchmark("N.Generic<Int32>.Run(Mode: \"a&b\")", 10, 0))));

        Assert.Contains("N.Generic<Int32>.Run(Mode: \\\"a&b\\\")", text, StringComparison.Ordinal);
    }

    [Fact]
    public void Writing_leaves_no_temporary_file_behind()
    {
        using var temp = new TempDirectory();

        BaselineWriter.WriteAtomically(temp.File("baseline.json"), SyntheticRuns.Baseline(SyntheticRuns.Benchmark("A.B", 10, 0)));

        Assert.Equal(new[] { "baseline.json" }, Directory.GetFiles(temp.Path).Select(Path.GetFileName));
    }

    [Fact]
    public void An_unwritable_destination_is_an_input_error_naming_the_file()
    {
        using var temp = new TempDirectory();
        File.WriteAllText(temp.File("not-a-directory"), "x");
        var path = Path.Combine(temp.File("not-a-directory"), "baseline.json");

        var error = Assert.Throws<PerfGateInputException>(() => BaselineWriter.WriteAtomically(path, SyntheticRuns.Baseline(SyntheticRuns.Benchmark("A.B", 10, 0))));

        Assert.Contains(path, error.Message, StringComparison.Ordinal);
    }
}
