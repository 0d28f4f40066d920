using PerfGate.Explaining;

namespace PerfGate.Tests.Explaining;

public sealed class TypeNamesTests
{
    [Theory]
    [InlineData("System.Threading.Tasks.Task`1[System.String]", "System.Threading.Tasks.Task<String>")]
    [InlineData("System.Collections.Generic.Dictionary`2[System.String,System.Collections.Generic.List`1[System.Int32]]",
        "System.Collections.Generic.Dictionary<String, List<Int32>>")]
    [InlineData("System.Byte[]", "System.Byte[]")]
    [InlineData("Sample.Outer+Inner", "Sample.Outer.Inner")]
    [InlineData("Autofac.Core.Registration.DefaultRegisteredServicesTracker+<>c__DisplayClass45_0",
        "Autofac.Core.Registration.DefaultRegisteredServicesTracker.<>c__DisplayClass45_0")]
    [InlineData("System.Runtime.CompilerServices.AsyncTaskMethodBuilder`1+AsyncStateMachineBox`1[System.Int32,Sample.CallChain+<GetAsync>d__2]",
        "System.Runtime.CompilerServices.AsyncTaskMethodBuilder.AsyncStateMachineBox<Int32, <GetAsync>d__2>")]
    public void Runtime_type_names_read_as_CSharp(string runtimeName, string expected) =>
        Assert.Equal(expected, TypeNames.Readable(runtimeName));

    [Theory]
    [InlineData("Sample.Tasks.CompletedTasks.Run(!!0,class System.Func`2<!!0,!!1>)", "CompletedTasks.Run")]
    [InlineData("Sample.FastPaths.CallChain+<GetAsync>d__2.MoveNext()", "CallChain.GetAsync")]
    [InlineData("Sample.Caching.ProfileCache+<>c__DisplayClass3_0.<GetAsync>b__0(class System.String)", "ProfileCache.GetAsync (lambda)")]
    [InlineData("Sample.Outer+Inner.Work()", "Outer.Inner.Work")]
    [InlineData("Autofac.Core.Resolving.ResolveOperation..ctor(class Autofac.Core.Lifetime.LifetimeScope)", "ResolveOperation..ctor")]
    [InlineData("Sample.Codec..cctor()", "Codec..cctor")]
    [InlineData("Polly.Retry.RetryResilienceStrategy`1[System.__Canon].IsLastAttempt", "RetryResilienceStrategy`1.IsLastAttempt")]
    [InlineData("Polly.Retry.RetryResilienceStrategy`1+<ExecuteCore>d__29`1[System.__Canon,System.__Canon].MoveNext()", "RetryResilienceStrategy`1.ExecuteCore")]
    public void Method_names_are_the_ones_written(string fullMethodName, string expected) =>
        Assert.Equal(expected, TypeNames.Method(fullMethodName));

    // Real pairs of names of one written method, base and head, where the head added a member before it (Polly's retry
    // strategy, 2026-11-29) or a lambda before another.
    [Theory]
    [InlineData("Polly.Retry.RetryResilienceStrategy`1+<ExecuteCore>d__28`1[System.__Canon,System.__Canon].MoveNext()",
        "Polly.Retry.RetryResilienceStrategy`1+<ExecuteCore>d__29`1[System.__Canon,System.__Canon].MoveNext()")]
    [InlineData("Sample.Caching.ProfileCache+<>c__DisplayClass3_0.<GetAsync>b__0(class System.String)",
        "Sample.Caching.ProfileCache+<>c__DisplayClass4_0.<GetAsync>b__1(class System.String)")]
    [InlineData("Sample.Streams.Reader+<>c.<Run>b__2_0()", "Sample.Streams.Reader+<>c.<Run>b__3_0()")]
    [InlineData("System.Threading.Thread.<PollGC>g__PollGCWorker|67_0()", "System.Threading.Thread.<PollGC>g__PollGCWorker|68_0()")]
    public void A_method_renumbered_by_the_compiler_keeps_its_name(string @base, string head)
    {
        Assert.Equal(TypeNames.WithoutOrdinals(@base), TypeNames.WithoutOrdinals(head));
        Assert.NotEqual(@base, TypeNames.WithoutOrdinals(@base));
    }

    [Fact]
    public void Methods_written_apart_keep_apart() =>
        Assert.NotEqual(
            TypeNames.WithoutOrdinals("Polly.Retry.RetryResilienceStrategy`1+<ExecuteCore>d__28`1.MoveNext()"),
            TypeNames.WithoutOrdinals("Polly.Retry.RetryResilienceStrategy`1+<OnRetry>d__28`1.MoveNext()"));
}
