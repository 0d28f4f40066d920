using System.Text;
using System.Text.Json;
using PerfGate.Model;
using PerfGate.Options;
using N = PerfGate.Baseline.BaselineJsonNames;

namespace PerfGate.Baseline;

/// <summary>
/// Serialises a baseline with a fixed property order, benchmarks sorted by id and LF line endings, so that a
/// re-recorded baseline diffs only where figures changed.
/// </summary>
public static class BaselineWriter
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

    /// <summary>
    /// Replaces <paramref name="path"/> atomically: the new content goes to a temporary file beside it, which
    /// is then renamed over the old one. Any failure leaves the old file byte-identical.
    /// </summary>
    public static void WriteAtomically(string path, BaselineDocument baseline)
    {
        var bytes = Serialize(baseline);
        var fullPath = Path.GetFullPath(path);
        var directory = Path.GetDirectoryName(fullPath)!;
        var temporary = Path.Combine(directory, $".{Path.GetFileName(fullPath)}.{Guid.NewGuid():N}.tmp");
        try
        {
            Directory.CreateDirectory(directory);
            using (var file = new FileStream(temporary, FileMode.CreateNew, FileAccess.Write))
            {
                file.Write(bytes);
                file.Flush(flushToDisk: true);
            }

            File.Move(temporary, fullPath, overwrite: true);
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            TryDelete(temporary);
            throw new PerfGateInputException(GateOptions.Baseline, $"cannot write '{path}': {e.Message}. The previous baseline is unchanged.", e);
        }
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
        WriteFinite(json, N.MeanNs, figures.MeanNs);
        WriteFinite(json, N.MedianNs, figures.MedianNs);
        WriteFinite(json, N.StandardDeviationNs, figures.StandardDeviationNs);
        json.WriteNumber(N.SampleCount, benchmark.SamplesNs.Count);
        json.WriteStartArray(N.SamplesNs);
        foreach (var sample in benchmark.SamplesNs)
        {
            json.WriteNumberValue(sample);
        }

        json.WriteEndArray();
        if (benchmark.LaunchSizes is { } launchSizes)
        {
            json.WriteStartArray(N.LaunchSizes);
            foreach (var size in launchSizes)
            {
                json.WriteNumberValue(size);
            }

            json.WriteEndArray();
        }

        json.WriteEndObject();
    }

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

    private static void TryDelete(string path)
    {
        try
        {
            File.Delete(path);
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            // The temporary file is ours and harmless; the error that matters is already being reported.
        }
    }

    internal static string ToText(BaselineDocument baseline) => Encoding.UTF8.GetString(Serialize(baseline));
}
