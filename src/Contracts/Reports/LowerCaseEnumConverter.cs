using System.Text.Json;
using System.Text.Json.Serialization;

namespace PerfGate.Reports;

/// <summary>"regressed", "unchanged", "error": enum values as the report has always spelled them; a number is refused.</summary>
internal sealed class LowerCaseEnumConverter<TEnum>() : JsonStringEnumConverter<TEnum>(JsonNamingPolicy.CamelCase, allowIntegerValues: false)
    where TEnum : struct, Enum;
