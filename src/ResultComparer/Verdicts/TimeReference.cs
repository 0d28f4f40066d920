using PerfGate.Reports;
using PerfGate.Thresholds;

namespace PerfGate.Verdicts;

/// <summary>What a gate's time compares with, resolved once per gate, and what that allows time to do: the committed
/// baseline or a base revision measured beside the head on this machine. Allocations gate against either.</summary>
internal abstract record TimeReference
{
    /// <summary>The settings time is judged with: a time regression is re-run to confirm it only where it can fail the gate.</summary>
    public abstract GateSettings Judging(GateSettings settings);

    /// <summary>A baseline recorded on one machine at one moment and a run on a shared runner later differ by the machine as
    /// much as by the code (docs/evaluation.md, "How far unchanged code moves between runs"), so time gates only where the
    /// user declares the machine stable (<c>PerfGateStableMachine</c>); elsewhere a time regression is a warning that says why.</summary>
    public sealed record CommittedBaseline(bool StableMachine) : TimeReference
    {
        public override GateSettings Judging(GateSettings settings) => StableMachine ? settings : settings with { ConfirmReruns = 0 };

        /// <summary>The result as this reference lets time decide it.</summary>
        public GateResult Apply(GateResult result)
        {
            if (StableMachine)
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

    /// <summary>The base revision, measured in launch pairs with the head on this machine: time gates wherever the pairs ran,
    /// and the paired verdicts stand as judged (<see cref="PairedTimeComparer"/>). Nothing is re-run: a re-run would have to
    /// measure both sides again.</summary>
    public sealed record BaseRevision(Git.BaseRevision Revision) : TimeReference
    {
        public override GateSettings Judging(GateSettings settings) => settings with { ConfirmReruns = 0 };
    }
}
