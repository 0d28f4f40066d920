using PerfGate.Evaluation.Methods;
using PerfGate.Evaluation.Presets;

namespace PerfGate.Evaluation.Scenarios;

/// <summary>A job, a way to decide, and whether a flagged time regression is re-run once and decided again on
/// the pooled samples.</summary>
public sealed record GateConfiguration(EmulatedJob Job, ITimeMethod Method, bool ConfirmRerun)
{
    public string Name => $"{Method.Name}; {Job.Name}{(ConfirmRerun ? "; confirm re-run" : string.Empty)}";
}
