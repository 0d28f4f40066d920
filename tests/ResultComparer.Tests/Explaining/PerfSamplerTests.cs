using PerfGate.Explaining;

namespace PerfGate.Tests.Explaining;

/// <summary><c>perf script</c>'s output read back: lines as perf 6.1 printed them for a .NET 10 process with the runtime's
/// perf map (2026-11-30).</summary>
public sealed class PerfSamplerTests
{
    [Theory]
    [InlineData("\t    7fb9bfe71b79 instance void [perfexp] Probe::Copy()[QuickJitted] (/tmp/perf-8068.map)", "Probe.Copy()", "perfexp")]
    [InlineData("\t    7fb9bfe718d1 void [perfexp] Program::<Main>$(string[])[OptimizedTier1OSR] (/tmp/perf-8068.map)", "Program.<Main>$(string[])", "perfexp")]
    [InlineData("\t    7f00 class System.String[] [System.Private.CoreLib] System.String::Split(char,int32)[OptimizedTier1] (/tmp/perf-1.map)", "System.String.Split(char,int32)", "System.Private.CoreLib")]
    [InlineData("\t    7f00 instance void [System.Private.CoreLib] System.Collections.Generic.Dictionary`2[System.__Canon,System.__Canon]::.ctor(int32)[QuickJitted] (/tmp/perf-1.map)",
        "System.Collections.Generic.Dictionary`2[System.__Canon,System.__Canon]..ctor(int32)", "System.Private.CoreLib")]
    [InlineData("\t    7f00 instance void [System.Private.CoreLib] System.Collections.Generic.NonRandomizedStringEqualityComparer+OrdinalComparer::.ctor(class System.Collections.Generic.IEqualityComparer`1<string>)[Optimized] (/tmp/perf-1.map)",
        "System.Collections.Generic.NonRandomizedStringEqualityComparer+OrdinalComparer..ctor(class System.Collections.Generic.IEqualityComparer`1<string>)", "System.Private.CoreLib")]
    public void A_jitted_frame_is_named_as_TraceEvent_names_the_method(string line, string method, string assembly)
    {
        var frame = PerfSampler.Frame(line);

        Assert.Equal(method, frame.Method);
        Assert.Equal(assembly, frame.Assembly);
    }

    [Theory]
    [InlineData("\t          2e2b88 [unknown] (/usr/share/dotnet/shared/Microsoft.NETCore.App/10.0.12/libcoreclr.so)", "?!libcoreclr.so")]
    [InlineData("\t          119659 [unknown] (/usr/share/dotnet/shared/Microsoft.NETCore.App/10.0.12/System.Private.CoreLib.dll)", "?!System.Private.CoreLib.dll")]
    [InlineData("\tffffffff821e8f67 clear_page_erms ([kernel.kallsyms])", "?![kernel.kallsyms]")]
    [InlineData("\t          1c95c6 coreclr_execute_assembly (/usr/share/dotnet/shared/Microsoft.NETCore.App/10.0.12/libcoreclr.so)", "?!libcoreclr.so")]
    [InlineData("\t    7fb9bfe70058 stub CreateDictionaryLookupHelper<DynamicHelper> (/tmp/perf-8068.map)", "?!stub")]
    public void Code_outside_jitted_methods_is_named_by_its_file_as_TraceEvent_names_an_unknown_frame(string line, string name)
    {
        var frame = PerfSampler.Frame(line);

        Assert.Equal(name, frame.Method);
        Assert.Null(frame.Assembly);
    }

    [Fact]
    public void Samples_are_read_with_their_time_in_nanoseconds_and_their_frames_innermost_first()
    {
        var samples = new List<TimedStack>();
        var reader = new PerfSampler.ScriptReader(samples);
        string[] lines =
        [
            " 8068 77778.659169123: ",
            "\t    7fb9bfe71b79 instance void [perfexp] Probe::Mix()[OptimizedTier1] (/tmp/perf-8068.map)",
            "\t    7fb9bfe71a82 instance void [perfexp] Probe::Work()[OptimizedTier1] (/tmp/perf-8068.map)",
            "",
            " 8068 77778.660170001: ",
            "\t          2e2b88 [unknown] (/usr/share/dotnet/shared/Microsoft.NETCore.App/10.0.12/libcoreclr.so)",
            "\t    7fb9bfe71a82 instance void [perfexp] Probe::Work()[OptimizedTier1] (/tmp/perf-8068.map)",
        ];
        foreach (var line in lines)
        {
            reader.Line(line);
        }

        reader.Line("");

        Assert.Equal([77_778_659_169_123L, 77_778_660_170_001L], samples.Select(s => s.TimeNs));
        Assert.Equal(["Probe.Mix()", "Probe.Work()"], samples[0].Frames.Select(f => f.Method));
        Assert.Equal(["?!libcoreclr.so", "Probe.Work()"], samples[1].Frames.Select(f => f.Method));
    }
}
