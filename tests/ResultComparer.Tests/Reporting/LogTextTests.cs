using PerfGate.Reporting;

namespace PerfGate.Tests.Reporting;

public sealed class LogTextTests
{
    [Theory]
    [InlineData("A.B\n::error title=forged::x", "A.B\\u000A::error title=forged::x")]
    [InlineData("A.B\rPerfGate: passed", "A.B\\u000DPerfGate: passed")]
    [InlineData("A.B\u202Egnp.exe", "A.B\\u202Egnp.exe")]
    [InlineData("tab\there", "tab\\u0009here")]
    [InlineData("line\u2028separator\u2029paragraph", "line\\u2028separator\\u2029paragraph")]
    [InlineData("zero\u200Bwidth\uFEFFbom\u0085next", "zero\\u200Bwidth\\uFEFFbom\\u0085next")]
    [InlineData("tag\U000E0041", "tag\\U000E0041")]
    public void Invisible_characters_are_written_as_their_code_point(string text, string expected)
    {
        Assert.Equal(expected, LogText.OneLine(text));
    }

    [Theory]
    [InlineData("Sample.Caching.CacheBenchmark.Hit")]
    [InlineData("Sample.Stream(Path: \"C:\\temp\", Mode: ä, Name: 日本語, Icon: 😀)")]
    [InlineData("")]
    public void Visible_text_is_unchanged(string text)
    {
        Assert.Equal(text, LogText.OneLine(text));
    }

    [Fact]
    public void A_lone_surrogate_is_written_as_its_code_unit()
    {
        // Built in code: a test case's string argument would not keep an unpaired surrogate.
        var text = "lone" + (char)0xD800 + "surrogate" + (char)0xDC00;

        Assert.Equal("lone\\uD800surrogate\\uDC00", LogText.OneLine(text));
    }

    [Fact]
    public void Null_is_empty()
    {
        Assert.Equal(string.Empty, LogText.OneLine(null));
    }
}
