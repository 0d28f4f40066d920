using System.Runtime.CompilerServices;

namespace Sample.FastPaths;

/// <summary>
/// A chain of calls that ends in a value already at hand: each link forwards to the next one and the last
/// link answers. Every flavour returns the same value; they differ only in what the synchronous answer
/// costs on its way back up: nothing (direct), one task (Task pass-through), nothing (ValueTask
/// pass-through), one task per link (awaiting Task), or a state machine per link (awaiting ValueTask).
/// </summary>
public sealed class CallChain
{
    private readonly CallChain? next;
    private readonly string answer;

    private CallChain(CallChain? next, string answer)
    {
        this.next = next;
        this.answer = answer;
    }

    public static CallChain Create(int depth, string answer)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(depth, 1);
        ArgumentNullException.ThrowIfNull(answer);
        var chain = new CallChain(null, answer);
        for (var link = 1; link < depth; link++)
        {
            chain = new CallChain(chain, answer);
        }

        return chain;
    }

    public int Depth => next is null ? 1 : next.Depth + 1;

    // Not inlined: a real link does enough work that the JIT would not fold the chain away either.
    [MethodImpl(MethodImplOptions.NoInlining)]
    public string Direct() => next is null ? answer : next.Direct();

    // The fast path the chain is meant to have: no async state machine anywhere, one task at the end.
#if SAMPLE_REGRESSION_AWAIT_FAST_PATH
    public async Task<string> PassThroughTask() => await (next is null ? Task.FromResult(answer) : next.PassThroughTask());
#else
    public Task<string> PassThroughTask() => next is null ? Task.FromResult(answer) : next.PassThroughTask();
#endif

    public ValueTask<string> PassThroughValueTask() => next is null ? new ValueTask<string>(answer) : next.PassThroughValueTask();

    public async Task<string> AwaitTaskAsync() => next is null ? await Task.FromResult(answer) : await next.AwaitTaskAsync();

    public async ValueTask<string> AwaitValueTaskAsync() =>
        next is null ? await new ValueTask<string>(answer) : await next.AwaitValueTaskAsync();
}
