using System.Text.RegularExpressions;
using PerfGate.Model;

namespace PerfGate.Verdicts;

/// <summary>
/// Whether baseline and run were measured on comparable hosts. Allocations are deterministic and gate
/// anywhere; times taken on another CPU model or runtime version only inform.
/// </summary>
internal sealed partial record HostComparison(HostInfo Baseline, HostInfo Current, string? MismatchReason)
{
    public bool TimeIsAdvisory => MismatchReason is not null;

    public static HostComparison Compare(HostInfo baseline, HostInfo current)
    {
        string?[] reasons = baseline == HostInfo.Unknown || current == HostInfo.Unknown
            ? ["the host of one side is unknown"]
            :
            [
                baseline.ProcessorName == current.ProcessorName
                    ? null
                    : $"CPU '{current.ProcessorName}' differs from the baseline's '{baseline.ProcessorName}'",
                RuntimeFamily(baseline.RuntimeVersion) == RuntimeFamily(current.RuntimeVersion)
                    ? null
                    : $"runtime '{current.RuntimeVersion}' differs from the baseline's '{baseline.RuntimeVersion}'",
            ];
        var mismatches = reasons.OfType<string>().ToList();
        return new HostComparison(baseline, current, mismatches.Count == 0 ? null : string.Join("; ", mismatches));
    }

    // ".NET 10.0.12 (10.0.1225.60609), X64 RyuJIT AVX2" → ".NET 10.0": a servicing update keeps the code
    // generator and the GC, so it should not silence the time gate; a new major or minor version may not.
    private static string RuntimeFamily(string runtimeVersion) =>
        RuntimeFamilyPattern().Match(runtimeVersion) is { Success: true } match ? match.Groups[1].Value + match.Groups[2].Value : runtimeVersion;

    [GeneratedRegex(@"^(\D*)(\d+\.\d+)", RegexOptions.CultureInvariant)]
    private static partial Regex RuntimeFamilyPattern();
}
