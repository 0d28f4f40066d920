using PerfGate.Verdicts;

namespace PerfGate.Reporting;

/// <summary>One output format of a <see cref="GateResult"/>. Each format lives in its own folder.</summary>
public interface IGateReporter
{
    void Write(GateResult result, TextWriter writer);
}
