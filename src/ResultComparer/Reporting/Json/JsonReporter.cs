using System.Text.Json;
using PerfGate.Model;
using PerfGate.Verdicts;

namespace PerfGate.Reporting.Json;

/// <summary>
/// The machine-readable report (schema in docs/report-json.md). The MSBuild task reads
/// <c>diagnostics</c> and <c>summary.line</c> from it; scripts read <c>passed</c> and <c>benchmarks</c>.
/// </summary>
public sealed class JsonReporter : GateReporterBase
{
    public const int SchemaVersion = 1;

    public override void Write(GateResult result, TextWriter writer)
    {
        using var stream = new MemoryStream();
        using (var json = new Utf8JsonWriter(stream, new JsonWriterOptions { Indented = true, Encoder = System.Text.Encodings.Web.JavaScriptEncoder.UnsafeRelaxedJsonEscaping }))
        {
            json.WriteStartObject();
            json.WriteNumber("schemaVersion", SchemaVersion);
            json.WriteBoolean("passed", result.Passed);
            WriteSummary(json, result);
            WriteSettings(json, result);
            WriteHosts(json, result.Hosts);
            json.WriteStartArray("problems");
            foreach (var problem in result.Problems)
            {
                json.WriteStringValue(problem);
            }

            json.WriteEndArray();
            WriteDiagnostics(json, GateDiagnostics.From(result));
            json.WriteStartArray("benchmarks");
            foreach (var benchmark in result.Benchmarks)
            {
                WriteBenchmark(json, benchmark);
            }

            json.WriteEndArray();
            json.WriteEndObject();
        }

        writer.Write(System.Text.Encoding.UTF8.GetString(stream.ToArray()).Replace("\r\n", "\n", StringComparison.Ordinal));
        writer.Write('\n');
    }

    private static void WriteSummary(Utf8JsonWriter json, GateResult result)
    {
        var summary = result.Summary;
        json.WriteStartObject("summary");
        json.WriteNumber("total", summary.Total);
        json.WriteNumber("regressed", summary.Regressed);
        json.WriteNumber("improved", summary.Improved);
        json.WriteNumber("unchanged", summary.Unchanged);
        json.WriteNumber("inconclusive", summary.Inconclusive);
        json.WriteNumber("new", summary.New);
        json.WriteNumber("missing", summary.Missing);
        json.WriteNumber("failed", summary.Failed);
        WriteNumberOrNull(json, "geometricMeanTimeRatio", summary.GeometricMeanTimeRatio);
        json.WriteString("line", SummaryLine.For(result));
        json.WriteEndObject();
    }

    private static void WriteSettings(Utf8JsonWriter json, GateResult result)
    {
        json.WriteStartObject("thresholds");
        json.WriteString("time", result.Settings.TimeThreshold.ToString());
        json.WriteString("allocation", result.Settings.AllocationThreshold.ToString());
        json.WriteNumber("significanceLevel", result.Settings.SignificanceLevel);
        json.WriteNumber("minimumSamples", result.Settings.MinimumSamples);
        json.WriteEndObject();
    }

    private static void WriteHosts(Utf8JsonWriter json, HostComparison hosts)
    {
        json.WriteStartObject("hosts");
        json.WriteBoolean("timeAdvisory", hosts.TimeIsAdvisory);
        if (hosts.MismatchReason is null)
        {
            json.WriteNull("mismatch");
        }
        else
        {
            json.WriteString("mismatch", hosts.MismatchReason);
        }

        WriteHost(json, "baseline", hosts.Baseline);
        WriteHost(json, "current", hosts.Current);
        json.WriteEndObject();
    }

    private static void WriteHost(Utf8JsonWriter json, string name, HostInfo host)
    {
        json.WriteStartObject(name);
        json.WriteString("runtimeVersion", host.RuntimeVersion);
        json.WriteString("osVersion", host.OsVersion);
        json.WriteString("processorName", host.ProcessorName);
        WriteNumberOrNull(json, "physicalCoreCount", host.PhysicalCoreCount);
        WriteNumberOrNull(json, "logicalCoreCount", host.LogicalCoreCount);
        json.WriteString("benchmarkDotNetVersion", host.BenchmarkDotNetVersion);
        json.WriteEndObject();
    }

    private static void WriteDiagnostics(Utf8JsonWriter json, IReadOnlyList<GateDiagnostic> diagnostics)
    {
        json.WriteStartArray("diagnostics");
        foreach (var diagnostic in diagnostics)
        {
            json.WriteStartObject();
            json.WriteString("severity", diagnostic.Severity.ToString().ToLowerInvariant());
            json.WriteString("code", diagnostic.Code);
            if (diagnostic.BenchmarkId is null)
            {
                json.WriteNull("benchmarkId");
            }
            else
            {
                json.WriteString("benchmarkId", diagnostic.BenchmarkId);
            }

            json.WriteString("message", diagnostic.Message);
            json.WriteEndObject();
        }

        json.WriteEndArray();
    }

    private static void WriteBenchmark(Utf8JsonWriter json, BenchmarkVerdict benchmark)
    {
        json.WriteStartObject();
        json.WriteString("id", benchmark.Id);
        json.WriteString("status", VerdictText.Status(benchmark.Status));
        if (benchmark.Time is { } time)
        {
            json.WriteStartObject("time");
            json.WriteString("status", VerdictText.Status(time.Status));
            json.WriteBoolean("advisory", time.Advisory);
            WriteNumberOrNull(json, "baselineMedianNs", time.BaselineMedianNs);
            WriteNumberOrNull(json, "currentMedianNs", time.CurrentMedianNs);
            WriteNumberOrNull(json, "ratio", time.Ratio);
            json.WriteString("threshold", time.Threshold.ToString());
            WriteStringOrNull(json, "widenedThreshold", time.WidenedThreshold?.ToString());
            json.WriteNumber("baselineSampleCount", time.BaselineSampleCount);
            json.WriteNumber("currentSampleCount", time.CurrentSampleCount);
            WriteNumberOrNull(json, "baselineLaunchCount", (long?)time.BaselineLaunchCount);
            WriteNumberOrNull(json, "currentLaunchCount", (long?)time.CurrentLaunchCount);
            json.WriteNumber("confirmReruns", time.Reruns);
            WriteStringOrNull(json, "reason", time.Reason);
            json.WriteEndObject();
        }
        else
        {
            json.WriteNull("time");
        }

        if (benchmark.Allocation is { } allocation)
        {
            json.WriteStartObject("allocation");
            json.WriteString("status", VerdictText.Status(allocation.Status));
            WriteNumberOrNull(json, "baselineBytes", allocation.BaselineBytes);
            WriteNumberOrNull(json, "currentBytes", allocation.CurrentBytes);
            WriteNumberOrNull(json, "ratio", allocation.Ratio);
            json.WriteString("threshold", allocation.Threshold.ToString());
            WriteStringOrNull(json, "reason", allocation.Reason);
            json.WriteEndObject();
        }
        else
        {
            json.WriteNull("allocation");
        }

        json.WriteEndObject();
    }

    private static void WriteNumberOrNull(Utf8JsonWriter json, string name, double? value)
    {
        if (value is { } number && double.IsFinite(number))
        {
            json.WriteNumber(name, number);
        }
        else
        {
            json.WriteNull(name);
        }
    }

    private static void WriteNumberOrNull(Utf8JsonWriter json, string name, long? value)
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

    private static void WriteStringOrNull(Utf8JsonWriter json, string name, string? value)
    {
        if (value is null)
        {
            json.WriteNull(name);
        }
        else
        {
            json.WriteString(name, value);
        }
    }
}
