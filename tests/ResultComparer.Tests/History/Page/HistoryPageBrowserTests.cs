using System.Text.RegularExpressions;
using PerfGate.History.Page;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.History.Page;

/// <summary>
/// The history page opened in a real browser (headless Chromium): it loads, draws every chart, and raises no script
/// error. Fails, never skips, without Chromium: .ci/run installs it.
/// </summary>
public sealed class HistoryPageBrowserTests : IDisposable
{
    private static readonly byte[] PngSignature = [0x89, (byte)'P', (byte)'N', (byte)'G', 0x0D, 0x0A, 0x1A, 0x0A];

    private readonly TempDirectory _directory = new();

    [Fact]
    public async Task Chromium_draws_every_chart_of_the_page_without_a_script_error()
    {
        var chromium = HeadlessChromium.Find();
        var page = _directory.File("history.html");
        var analysis = SyntheticAnalysis.Create();
        await File.WriteAllTextAsync(page, HistoryPage.Render(analysis, new HistoryPageOptions
        {
            GeneratedAt = new DateTimeOffset(2026, 11, 28, 8, 30, 0, TimeSpan.Zero),
            CommitLinkTemplate = "https://github.com/octo/widgets/commit/{0}",
        }));
        var png = _directory.File("history.png");

        var screenshot = await chromium.ScreenshotAsync(page, png, _directory.File("profile-screenshot"));
        var dump = await chromium.DumpDomAsync(page, _directory.File("profile-dom"));

        HeadlessChromium.AssertSucceeded(screenshot);
        HeadlessChromium.AssertSucceeded(dump);
        Assert.True(File.Exists(png), "Chromium wrote no screenshot:\n" + string.Join('\n', screenshot.Error));
        var image = await File.ReadAllBytesAsync(png);
        Assert.Equal(PngSignature, image.Take(PngSignature.Length));
        // A blank 1200×2400 page compresses to a few KB; charts, text and tables do not.
        Assert.True(image.Length > 10 * 1024, $"The screenshot is {image.Length} bytes: the page looks empty.");

        var dom = string.Join('\n', dump.Output);
        Assert.Equal(2 * analysis.Benchmarks.Count, Regex.Matches(dom, "<svg ").Count);
        var timeCharts = RenderedCharts.Time(dom);
        Assert.Equal(analysis.Benchmarks.Count, timeCharts.Count);
        Assert.Equal(analysis.Benchmarks.Count, RenderedCharts.Allocation(dom).Count);
        Assert.All(timeCharts, chart =>
        {
            Assert.Contains("<polygon class=\"band\"", chart, StringComparison.Ordinal);
            Assert.True(RenderedCharts.Count(chart, "<circle ") >= SyntheticAnalysis.MergeCount - 1, chart);
        });
        Assert.Equal(SyntheticAnalysis.CreepIndexes.Length, RenderedCharts.Count(timeCharts[0], "<circle class=\"point contributor\""));
        Assert.Empty(HeadlessChromium.ConsoleMessages(screenshot));
        Assert.Empty(HeadlessChromium.ConsoleMessages(dump));
    }

    /// <summary>The console check above would pass vacuously if Chromium logged nowhere we read.</summary>
    [Fact]
    public async Task A_script_error_in_a_page_is_seen()
    {
        var chromium = HeadlessChromium.Find();
        var page = _directory.File("broken.html");
        await File.WriteAllTextAsync(page, "<!DOCTYPE html><html><body><p>x</p><script>throw new Error('planted');</script></body></html>");

        var dump = await chromium.DumpDomAsync(page, _directory.File("profile"));

        HeadlessChromium.AssertSucceeded(dump);
        Assert.Contains(HeadlessChromium.ConsoleMessages(dump), line => line.Contains("Uncaught Error: planted", StringComparison.Ordinal));
    }

    public void Dispose() => _directory.Dispose();
}
