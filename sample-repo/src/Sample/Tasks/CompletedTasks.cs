namespace Sample.Tasks;

/// <summary>
/// Task-returning wrappers for work that finishes synchronously, for APIs that must return a task anyway.
/// </summary>
public static class CompletedTasks
{
    /// <summary>
    /// Runs <paramref name="operation"/> now and returns its outcome as a completed task, so that a caller
    /// awaiting the task sees an exception there rather than at the call. The state parameter lets callers
    /// pass a static lambda instead of allocating a closure.
    /// </summary>
    public static Task<T> Run<TState, T>(TState state, Func<TState, T> operation)
    {
        ArgumentNullException.ThrowIfNull(operation);
#if SAMPLE_REGRESSION_TCS_HELPER
        // One source completed either way reads naturally, but it is an object of its own that stays on the
        // heap, and its completion path is slower than building the finished task directly.
        var completion = new TaskCompletionSource<T>();
        try
        {
            completion.SetResult(operation(state));
        }
        catch (Exception exception) when (exception is not OutOfMemoryException)
        {
            completion.SetException(exception);
        }

        return completion.Task;
#else
        try
        {
            return Task.FromResult(operation(state));
        }
        catch (Exception exception) when (exception is not OutOfMemoryException)
        {
            return Task.FromException<T>(exception);
        }
#endif
    }
}
