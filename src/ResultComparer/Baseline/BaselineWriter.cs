using System.Globalization;
using System.Text;
using System.Text.Json;
using PerfGate.FileSystem;
using PerfGate.Model;
using PerfGate.Options;
using N = PerfGate.Baseline.BaselineJsonNames;

namespace PerfGate.Baseline;

/// <summary>
/// Serialises a baseline with a fixed property order, benchmarks sorted by id and LF line endings, so that a
/// re-recorded baseline diffs only where figures changed.
/// </summary>
internal static class BaselineWriter
{
    public static byte[] Serialize(BaselineDocument baseline)
    {
        using var stream = new MemoryStream();
        using (var json = new Utf8JsonWriter(stream, new JsonWriterOptions { Indented = true, Encoder = System.Text.Encodings.Web.JavaScriptEncoder.UnsafeRelaxedJsonEscaping }))
        {
            json.WriteStartObject();
            json.WriteNumber(N.SchemaVersion, BaselineDocument.CurrentSchemaVersion);
            WriteHost(json, baseline.Host);
            json.WriteStartObject(N.Job);
            json.WriteNumber(N.LaunchCount, baseline.Job.LaunchCount);
            json.WriteNumber(N.IterationCount, baseline.Job.IterationCount);
            json.WriteEndObject();
            json.WriteStartArray(N.Benchmarks);
            foreach (var benchmark in baseline.Benchmarks.OrderBy(b => b.Id, StringComparer.Ordinal))
            {
                WriteBenchmark(json, benchmark);
            }

            json.WriteEndArray();
            json.WriteEndObject();
        }

        // The writer uses the platform's line ending; a baseline committed from Windows and Linux must be identical.
        var text = Encoding.UTF8.GetString(stream.ToArray()).Replace("\r\n", "\n", StringComparison.Ordinal) + "\n";
        return Encoding.UTF8.GetBytes(text);
    }

    /// <summary>Replaces <paramref name="path"/> atomically (<see cref="AtomicFile"/>): any failure leaves the old baseline
    /// byte-identical, and a symbolic link is written through.</summary>
    public static void WriteAtomically(string path, BaselineDocument baseline)
    {
        BaselineReader.RefuseFolder(path);
        AtomicFile.Write(path, Serialize(baseline), GateOptions.Baseline, "baseline");
    }

    private static void WriteHost(Utf8JsonWriter json, HostInfo host)
    {
        json.WriteStartObject(N.Host);
        json.WriteString(N.RuntimeVersion, host.RuntimeVersion);
        json.WriteString(N.OsVersion, host.OsVersion);
        json.WriteString(N.ProcessorName, host.ProcessorName);
        WriteOptional(json, N.PhysicalCoreCount, host.PhysicalCoreCount);
        WriteOptional(json, N.LogicalCoreCount, host.LogicalCoreCount);
        json.WriteString(N.BenchmarkDotNetVersion, host.BenchmarkDotNetVersion);
        json.WriteString(N.Architecture, host.Architecture);
        json.WriteEndObject();
    }

    private static void WriteBenchmark(Utf8JsonWriter json, BenchmarkResult benchmark)
    {
        if (benchmark.Failed)
        {
            throw new InvalidOperationException($"A failed benchmark cannot be part of a baseline: {benchmark.Id}");
        }

        var figures = SampleFigures.Of(benchmark.SamplesNs);
        json.WriteStartObject();
        json.WriteString(N.Id, benchmark.Id);
        WriteOptional(json, N.BytesAllocatedPerOperation, benchmark.BytesAllocatedPerOperation);
        WriteFinite(json, N.MeanNs, ForReading(figures.MeanNs));
        WriteFinite(json, N.MedianNs, ForReading(figures.MedianNs));
        WriteFinite(json, N.StandardDeviationNs, ForReading(figures.StandardDeviationNs));
        json.WriteNumber(N.SampleCount, benchmark.SamplesNs.Count);
        WriteSamplesByLaunch(json, benchmark);
        if (benchmark.LaunchSizes is { } launchSizes)
        {
            json.WritePropertyName(N.LaunchSizes);
            json.WriteRawValue("[" + string.Join(", ", launchSizes.Select(n => n.ToString(CultureInfo.InvariantCulture))) + "]");
        }

        json.WriteEndObject();
    }

    /// <summary>
    /// The samples one launch to a line, not one sample to a line: a re-recorded baseline of 5 benchmarks diffed
    /// in about 500 lines, where a reviewer needs a few per benchmark. The numbers are the shortest text that
    /// reads back to the same double, as the JSON writer's own.
    /// </summary>
    private static void WriteSamplesByLaunch(Utf8JsonWriter json, BenchmarkResult benchmark)
    {
        const string SampleIndent = "        ";
        const string ClosingIndent = "      ";
        var launches = benchmark.SamplesByLaunch() ?? [benchmark.SamplesNs.ToArray()];
        var lines = launches.Select(launch => SampleIndent + string.Join(", ", launch.Select(n => n.ToString("R", CultureInfo.InvariantCulture))));
        json.WritePropertyName(N.SamplesNs);
        json.WriteRawValue("[\n" + string.Join(",\n", lines) + "\n" + ClosingIndent + "]");
    }

    // Four significant digits: the figures are for people reading a diff (the gate recomputes what it needs from
    // the samples), and 26.55 reads where 26.54827321882952 only adds noise to every re-recording.
    private static double ForReading(double value) =>
        double.IsFinite(value) ? double.Parse(value.ToString("G4", CultureInfo.InvariantCulture), CultureInfo.InvariantCulture) : value;

    private static void WriteOptional(Utf8JsonWriter json, string name, long? value)
    {
        if (value is { } number)
        {
            json.WriteNumber(name, number);
        }
        else
        {
            json.WriteNull(name);
        }
    }

    // JSON has no NaN; null says "not computed" without inventing a number.
    private static void WriteFinite(Utf8JsonWriter json, string name, double value)
    {
        if (double.IsFinite(value))
        {
            json.WriteNumber(name, value);
        }
        else
        {
            json.WriteNull(name);
        }
    }
}
