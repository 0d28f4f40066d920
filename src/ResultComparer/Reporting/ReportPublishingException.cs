namespace PerfGate.Reporting;

/// <summary>A reporter could not publish, with the warning code that says which (PG0207, PG0208…).</summary>
internal sealed class ReportPublishingException(string code, string message, Exception? innerException = null)
    : Exception(message, innerException)
{
    public string Code { get; } = code;
}
