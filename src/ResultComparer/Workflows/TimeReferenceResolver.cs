using PerfGate.Options;
using PerfGate.Verdicts;
using PerfGate.Workflows.SameRunner;

namespace PerfGate.Workflows;

/// <summary>What a gate's time compares with, decided once from <c>--compare-to</c>, the pull request the gate runs in and
/// what it can measure; every step after it asks the <see cref="TimeReference"/>.</summary>
internal static class TimeReferenceResolver
{
    /// <summary><c>auto</c> is the merge base with the pull request's target branch (<c>GITHUB_BASE_REF</c>); the committed
    /// baseline outside a pull request, and where nothing runs or no project is known (which it says on <paramref name="output"/>).</summary>
    /// <exception cref="PerfGateInputException">A revision was asked for where nothing runs (reused results) or no project is known.</exception>
    /// <exception cref="SameRunnerException">The base revision cannot be found (<see cref="BaseRevisionResolver.Resolve"/>).</exception>
    public static async Task<TimeReference> ResolveAsync(GateRequest request, TextWriter output)
    {
        var committed = new TimeReference.CommittedBaseline(request.StableMachine);
        var compareTo = request.CompareTo;
        var pullRequestBranch = compareTo.IsAuto ? request.Context.GitHub.BaseRef : null;
        if (compareTo.Revision is null && string.IsNullOrEmpty(pullRequestBranch))
        {
            return committed;
        }

        if (request.Run is null || request.ProjectPath is null)
        {
            if (compareTo.IsAuto)
            {
                await output.WriteLineAsync(
                    $"PerfGate: time compares with the committed baseline: {(request.Run is null ? "reused results cannot measure the base revision" : "no benchmark project was given to build at the base revision")}").ConfigureAwait(false);
                return committed;
            }

            throw new PerfGateInputException(GateOptions.CompareTo,
                request.Run is null
                    ? $"'{compareTo}' measures the base revision beside the head, which reused results cannot do. Drop the reuse, or compare with '{CompareTo.BaselineValue}'."
                    : $"'{compareTo}' builds the benchmark project at the base revision: pass the project with {GateOptions.Project.CliName}.");
        }

        return new TimeReference.BaseRevision(BaseRevisionResolver.Resolve(
            compareTo.Revision ?? pullRequestBranch!, mergeBase: compareTo.Revision is null, Path.GetDirectoryName(request.ProjectPath)!, output));
    }
}
