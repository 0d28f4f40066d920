using System.Text.RegularExpressions;
using PerfGate.Explaining;
using PerfGate.Tests.History.Page;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Explaining;

/// <summary>
/// The differential flame graph opened in a real browser (headless Chromium, as the history page's test does): it renders,
/// the slower frames are marked, and nothing raises a console error. Fails, never skips, without Chromium: .ci/run
/// installs it.
/// </summary>
public sealed class DifferentialFlameGraphBrowserTests : IDisposable
{
    private static readonly byte[] PngSignature = [0x89, (byte)'P', (byte)'N', (byte)'G', 0x0D, 0x0A, 0x1A, 0x0A];

    private readonly TempDirectory _directory = new();

    [Fact]
    public async Task Chromium_draws_the_flame_graph_with_the_slower_frames_marked_and_no_console_error()
    {
        var chromium = HeadlessChromium.Find();
        var graph = _directory.File(DifferentialFlameGraph.FileName);
        await File.WriteAllTextAsync(graph, DifferentialFlameGraphTests.Render());
        var png = _directory.File("flamegraph.png");

        var screenshot = await chromium.ScreenshotAsync(graph, png, _directory.File("profile-screenshot"));
        var dump = await chromium.DumpDomAsync(graph, _directory.File("profile-dom"));

        HeadlessChromium.AssertSucceeded(screenshot);
        HeadlessChromium.AssertSucceeded(dump);
        var image = await File.ReadAllBytesAsync(png);
        Assert.Equal(PngSignature, image.Take(PngSignature.Length));
        // A blank window compresses to a few KB; coloured frames and their labels do not.
        Assert.True(image.Length > 8 * 1024, $"The screenshot is {image.Length} bytes: the graph looks empty.");
        var dom = string.Join('\n', dump.Output);
        Assert.Single(Regex.Matches(dom, "<svg "));
        // Hash, slower, and Validate, which only the head runs and which adds time.
        Assert.Equal(2, Regex.Matches(dom, $"<rect class=\"{DifferentialFlameGraph.SlowerClass}[ \"]").Count);
        Assert.Single(Regex.Matches(dom, $"<rect class=\"{DifferentialFlameGraph.SlowerClass} {DifferentialFlameGraph.NewClass}\""));
        Assert.Contains("Codec.Hash", dom, StringComparison.Ordinal);
        Assert.Empty(HeadlessChromium.ConsoleMessages(screenshot));
        Assert.Empty(HeadlessChromium.ConsoleMessages(dump));
    }

    public void Dispose() => _directory.Dispose();
}
