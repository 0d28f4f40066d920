using System.Text.Json.Serialization;
using PerfGate.Reporting;
using PerfGate.Verdicts;

namespace PerfGate.Reports;

/// <summary>Source-generated (no reflection, so it loads fast in MSBuild) camelCase contract of <see cref="GateReport"/>.</summary>
[JsonSourceGenerationOptions(
    PropertyNamingPolicy = JsonKnownNamingPolicy.CamelCase,
    WriteIndented = true,
    Converters = [typeof(LowerCaseEnumConverter<BenchmarkStatus>), typeof(LowerCaseEnumConverter<MetricStatus>), typeof(LowerCaseEnumConverter<DiagnosticSeverity>), typeof(LowerCaseEnumConverter<BaselineChangeKind>), typeof(LowerCaseEnumConverter<TimeTestUnit>), typeof(LowerCaseEnumConverter<TimeAdvisoryReason>)])]
[JsonSerializable(typeof(GateReport))]
internal sealed partial class GateReportJsonContext : JsonSerializerContext;
