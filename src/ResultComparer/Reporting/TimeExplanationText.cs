using System.Globalization;
using PerfGate.Formatting;
using PerfGate.Reports;

namespace PerfGate.Reporting;

/// <summary>A time explanation in words: its heading, and each method as one line or as the cells of a table row.</summary>
internal static class TimeExplanationText
{
    /// <summary>"where the time went, head against base (3,012 head and 2,987 base samples in the measured iterations)".</summary>
    public static string Heading(ReportTimeExplanation why)
    {
        var headOnly = why.Sides == ReportTimeExplanation.HeadOnly;
        var samples = headOnly
            ? string.Create(CultureInfo.InvariantCulture, $"{why.HeadSamples:N0} samples")
            : string.Create(CultureInfo.InvariantCulture, $"{why.HeadSamples:N0} head and {why.BaseSamples:N0} base samples");
        var heading = headOnly
            ? $"where the head's time goes (no base build to profile: the head alone; {samples} in the measured iterations)"
            : $"where the time went, head against base ({samples} in the measured iterations)";
        return why.Note is { } note ? $"{heading}: {note}" : heading;
    }

    /// <summary>The heading, then per method <c>+41.82 ns [+35.20 ns, +48.44 ns]  Checksum.Mix (new)  (Checksum.cs:27)</c>.</summary>
    public static IReadOnlyList<string> Lines(ReportTime verdict) =>
        verdict.Explanation is not { } why
            ? []
            : [
                why.Methods.Count > 0 ? Heading(why) + ":" : Heading(why),
                .. why.Methods.Select(m => $"  {Signed(m.Difference)} {Interval(m)}  {Method(m)}{(Where(m) is { Length: > 0 } where ? $"  ({where})" : "")}"),
            ];

    public static string Method(ReportTimeMethod method) => method.Method + (method.New ? " (new)" : method.Edited ? " (edited)" : "");

    /// <summary>"[+35.20 ns, +48.44 ns]".</summary>
    public static string Interval(ReportTimeMethod method) => $"[{Signed(method.Lower)}, {Signed(method.Upper)}]";

    /// <summary>Its line, or for a method outside the user's code the user's call under it; and the user's methods inlined
    /// into it, whose time it holds.</summary>
    public static string Where(ReportTimeMethod method)
    {
        var line = method.File is null ? null : $"{Path.GetFileName(method.File)}:{method.Line}";
        var edit = method.EditedInCaller is { Count: > 0 } edits ? $", the edited {string.Join(", ", edits)} inlined there" : "";
        var place = method.CalledFrom is { } caller ? $"called from {caller}{edit}{(line is null ? "" : $", {line}")}" : line;
        var inlined = method.InlinedCallees is { Count: > 0 } callees ? $"inlined here: {string.Join(", ", callees)}" : null;
        return string.Join("; ", new[] { place, inlined }.OfType<string>());
    }

    public static string Signed(double nanoseconds) => (nanoseconds >= 0 ? "+" : "-") + Units.Time(Math.Abs(nanoseconds));
}
