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
    public void Method_names_are_the_ones_written(string fullMethodName, string expected) =>
        Assert.Equal(expected, TypeNames.Method(fullMethodName));
}
