using PerfGate.Reports;

namespace PerfGate.Running;

/// <summary>A benchmark method taken as hung: one of its cases ran past its limit, and its process was killed.</summary>
/// <param name="Side"><see cref="ReportHang.BaseSide"/> or <see cref="ReportHang.HeadSide"/> in the same-runner mode; null
/// when the gate runs one side.</param>
/// <param name="LogPath">The killed process's run log.</param>
internal sealed record HungMethod(string Method, string? Side, HungCase Hang, string LogPath)
{
    public bool OnBase => Side == ReportHang.BaseSide;

    public ReportHang ToReport() =>
        new(Method, Side, Hang.Case, Math.Round(Hang.Limit.Limit.TotalSeconds, 1), Hang.Limit.Basis, LogPath);
}
