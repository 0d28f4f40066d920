using PerfGate.Explaining;

namespace PerfGate.Tests.Explaining;

public sealed class SafePointFramesTests
{
    private const string RetryLoop = "Polly.Retry.RetryResilienceStrategy`1+<ExecuteCore>d__29`1[System.__Canon,System.__Canon].MoveNext()";

    // The frames of a real sample of Polly's retry benchmark (2026-11-29): the loop written into IsLastAttempt, inlined into
    // ExecuteCore's state machine, stopped by the sampler at its poll.
    [Theory]
    [InlineData(2, "System.Threading.Thread.<PollGC>g__PollGCWorker|67_0()", "?!", RetryLoop)]
    [InlineData(3, "System.Threading.Thread.<PollGC>g__PollGCWorker|67_0()", "System.Threading.Thread.PollGC()", "?!libcoreclr.so", RetryLoop)]
    [InlineData(1, "System.Threading.Thread.PollGC()", RetryLoop)]
    public void A_poll_and_its_stub_are_the_method_that_polled(int skipped, params string[] innermostFirst) =>
        Assert.Equal(skipped, SafePointFrames.Innermost(innermostFirst));

    [Theory]
    [InlineData("System.Threading.Monitor.Enter_Slowpath(class System.Object)", RetryLoop)]
    [InlineData("?!libcoreclr.so", RetryLoop)]
    [InlineData(RetryLoop)]
    public void Any_other_innermost_frame_is_where_the_time_went(params string[] innermostFirst) =>
        Assert.Equal(0, SafePointFrames.Innermost(innermostFirst));

    [Fact]
    public void A_stack_of_nothing_but_the_poll_keeps_its_outermost_frame() =>
        Assert.Equal(1, SafePointFrames.Innermost(["System.Threading.Thread.<PollGC>g__PollGCWorker|67_0()", "?!"]));
}
