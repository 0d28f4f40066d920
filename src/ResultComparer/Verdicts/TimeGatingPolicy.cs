using PerfGate.Reports;
using PerfGate.Thresholds;

namespace PerfGate.Verdicts;

/// <summary>
/// Whether time compared with the committed baseline may fail the gate. A baseline recorded on one machine at one
/// moment and a run on a shared runner later differ by the machine as much as by the code (docs/evaluation.md, "How
/// far unchanged code moves between runs"), so time gates there only where the user declares the machine stable
/// (<c>PerfGateStableMachine</c>); elsewhere a time regression is a warning that says why. Allocations always gate.
/// </summary>
public static class TimeGatingPolicy
{
    // A time regression is re-run to confirm it only where it can fail the gate (a machine declared stable). The
    // same-runner mode never re-runs: both sides were measured together, and a re-run would have to measure both again.
    public static GateSettings Judging(GateSettings settings, bool sameRunner, bool stableMachine) =>
        !sameRunner && stableMachine ? settings : settings with { ConfirmReruns = 0 };

    public static GateResult ApplyToCommittedBaseline(GateResult result, bool stableMachine)
    {
        if (stableMachine)
        {
            var gates = !result.Hosts.TimeIsAdvisory && result.ConditionShift is null;
            return result with
            {
                Comparison = new ReportComparison(
                    ReportComparison.CommittedBaselineMode,
                    gates,
                    gates
                        ? "Time and allocations were compared with the committed baseline; the machine is declared stable, so time gates."
                        : "Time and allocations were compared with the committed baseline; the machine is declared stable, but time is advisory in this run (see the hosts)."),
            };
        }

        return result with
        {
            Benchmarks = [.. result.Benchmarks.Select(b => GateEvaluator.AsAdvisory(b, TimeAdvisoryReason.UnstableMachine))],
            Comparison = new ReportComparison(
                ReportComparison.CommittedBaselineMode,
                TimeGates: false,
                "Time was compared with the committed baseline, which cannot fail the gate on a machine not declared stable: set PerfGateStableMachine=true " +
                "(--stable-machine) on dedicated hardware, or compare with the base revision on this runner (PerfGateCompareTo). Allocations gate."),
        };
    }
}
