using System.Text.Json.Serialization;

namespace PerfGate.Reports;

/// <summary>
/// A benchmark method whose process ran one of its cases past the case's time limit, and was killed with its children:
/// taken as hung. On the head (or the only run) the method fails the gate (PG0103); on the same-runner mode's base it gets
/// no time verdict and a warning (PG0013), since the change under test did not cause it.
/// </summary>
/// <param name="Method"><c>Namespace.Type.Method</c>: every case of it stops being launched.</param>
/// <param name="Side"><see cref="BaseSide"/> or <see cref="HeadSide"/> in the same-runner mode; null when the gate ran one side.</param>
/// <param name="Case">The case that was running, as BenchmarkDotNet names it (<c>Type.Method [N=2]</c>).</param>
/// <param name="LimitSeconds">The limit it ran past.</param>
/// <param name="Basis">Why that limit: "5 × its longest case so far, 22 s", "the floor (--case-timeout) …".</param>
/// <param name="Log">The killed process's run log.</param>
public sealed record ReportHang(
    string Method,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] string? Side,
    string Case,
    double LimitSeconds,
    string Basis,
    string Log)
{
    public const string BaseSide = "base";
    public const string HeadSide = "head";

    public bool OnBase => Side == BaseSide;
}
