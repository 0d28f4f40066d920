using PerfGate.History.Page;
using PerfGate.Tests.Support;
using PerfGate.Tests.Thresholds;

namespace PerfGate.Tests.History.Page;

/// <summary>
/// The page of <see cref="SyntheticAnalysis"/> against a committed snapshot, under the invariant culture and under German:
/// any change to the page shows as a diff a reviewer reads (and the snapshot opens in a browser). To accept an intended
/// change, run the tests with PERFGATE_UPDATE_SNAPSHOTS=1 and review the diff.
/// </summary>
public sealed class HistoryPageSnapshotTests
{
    [Theory]
    [InlineData("")]
    [InlineData("de-DE")]
    public void The_rendered_page_matches_the_snapshot(string culture)
    {
        string rendered;
        using (new CultureScope(culture))
        {
            rendered = HistoryPage.Render(SyntheticAnalysis.Create(), new HistoryPageOptions
            {
                GeneratedAt = new DateTimeOffset(2026, 11, 28, 8, 30, 0, TimeSpan.Zero),
                CommitLinkTemplate = "https://github.com/octo/widgets/commit/{0}",
            });
        }

        var path = Path.Combine(TestData.SourceDirectory(), "History", "Page", "Snapshots", "history.html");
        if (Environment.GetEnvironmentVariable("PERFGATE_UPDATE_SNAPSHOTS") == "1" && culture.Length == 0)
        {
            File.WriteAllText(path, rendered);
        }

        Assert.Equal(File.ReadAllText(path), rendered);
    }
}
