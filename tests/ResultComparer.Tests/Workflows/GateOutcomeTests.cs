using PerfGate.Workflows;
using PerfGate.Workflows.SameRunner;

namespace PerfGate.Tests.Workflows;

public sealed class GateOutcomeTests
{
    /// <summary>What scripts and the MSBuild task read from a gate, a shard of it and their join: 2 only when nothing was
    /// decided, which a same-runner setup that failed (no git, the base not in the clone) is, and never a pass.</summary>
    [Theory]
    [InlineData(true, null, 0)]
    [InlineData(false, null, 1)]
    [InlineData(false, "PG0010", 2)]
    [InlineData(false, "PG0011", 2)]
    [InlineData(true, "PG0010", 2)]
    [InlineData(false, "PG0012", 1)]
    [InlineData(false, "PG0013", 1)]
    [InlineData(true, "PG0003", 1)]
    public void The_exit_code_says_pass_regression_or_nothing_decided(bool passed, string? failureCode, int exitCode) =>
        Assert.Equal(exitCode, GateOutcome.ExitCodeOf(passed, failureCode is null ? null : new SameRunnerException(failureCode, "why")));
}
