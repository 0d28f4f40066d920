using System.Text.RegularExpressions;
using PerfGate.History.Page;
using PerfGate.Tests.Thresholds;

namespace PerfGate.Tests.History.Page;

public sealed class HistoryPageTests
{
    private const string Template = "https://github.com/octo/widgets/commit/{0}";
    private static readonly DateTimeOffset GeneratedAt = new(2026, 11, 28, 8, 30, 0, TimeSpan.Zero);

    private static readonly HistoryPageOptions Linked = new() { GeneratedAt = GeneratedAt, CommitLinkTemplate = Template };

    [Fact]
    public void Each_benchmark_has_one_time_chart_and_one_allocation_chart_in_its_section()
    {
        var html = HistoryPage.Render(SyntheticAnalysis.Create(), Linked);

        var sections = Regex.Matches(html, "<section class=\"benchmark\".*?</section>", RegexOptions.Singleline);
        Assert.Equal(3, sections.Count);
        Assert.All(sections, s =>
        {
            Assert.Single(RenderedCharts.Time(s.Value));
            Assert.Single(RenderedCharts.Allocation(s.Value));
        });
        Assert.Equal(6, RenderedCharts.Count(html, "<svg "));
        Assert.StartsWith("<!DOCTYPE html>", html, StringComparison.Ordinal);
        Assert.Contains("<title>PerfGate history</title>", html, StringComparison.Ordinal);
    }

    [Fact]
    public void The_time_chart_shows_the_band_the_reference_lines_the_contributors_the_change_point_and_the_gap()
    {
        var charts = RenderedCharts.Time(HistoryPage.Render(SyntheticAnalysis.Create(), Linked));
        var (creeping, steady) = (charts[0], charts[2]);

        Assert.Equal(1, RenderedCharts.Count(creeping, "<polygon class=\"band\""));
        Assert.Equal(1, RenderedCharts.Count(creeping, "<line class=\"zero\""));
        Assert.Equal(1, RenderedCharts.Count(creeping, "<line class=\"threshold\""));
        Assert.Equal(SyntheticAnalysis.MergeCount, RenderedCharts.Count(creeping, "<circle "));
        Assert.Equal(SyntheticAnalysis.CreepIndexes.Length, RenderedCharts.Count(creeping, "<circle class=\"point contributor\""));
        Assert.Equal(1, RenderedCharts.Count(creeping, "<line class=\"change-point\""));
        Assert.Contains($"The time level changed at {SyntheticAnalysis.Sha(SyntheticAnalysis.ChangePointIndex + 1)[..12]}", creeping, StringComparison.Ordinal);

        // The merge that did not measure it is left out, and the line and band break there rather than bridge it.
        Assert.Equal(SyntheticAnalysis.MergeCount - 1, RenderedCharts.Count(steady, "<circle "));
        Assert.Equal(2, RenderedCharts.Count(steady, "<polyline class=\"drift\""));
        Assert.Equal(2, RenderedCharts.Count(steady, "<polygon class=\"band\""));
        Assert.Equal(0, RenderedCharts.Count(steady, "contributor"));
    }

    [Fact]
    public void A_point_s_tooltip_gives_its_merge_its_step_and_the_drift_since_the_anchor()
    {
        var creeping = RenderedCharts.Time(HistoryPage.Render(SyntheticAnalysis.Create(), Linked))[0];

        // The last merge: 1.015^6 = 1.0934 since the anchor, its own step 1.0 ± 0.006.
        var last = SyntheticAnalysis.Sha(SyntheticAnalysis.MergeCount);
        Assert.Contains($"<title>{last[..12]} 2026-10-31\nstep +0% [-0.6%, +0.6%] over 16 pairs\ndrift since the anchor +9.3% [+7.7%, +10.9%]</title>", creeping, StringComparison.Ordinal);
    }

    [Fact]
    public void The_allocation_chart_marks_the_step_with_its_size()
    {
        var allocation = RenderedCharts.Allocation(HistoryPage.Render(SyntheticAnalysis.Create(), Linked))[1];

        Assert.Equal(1, RenderedCharts.Count(allocation, "<path class=\"bytes\""));
        Assert.Equal(1, RenderedCharts.Count(allocation, "<circle class=\"point alloc-step\""));
        Assert.Contains(">+24 B</text>", allocation, StringComparison.Ordinal);
        Assert.Contains("48 B → 72 B per operation (+24 B)", allocation, StringComparison.Ordinal);
    }

    [Fact]
    public void The_flagged_summary_names_the_drift_its_band_its_merges_and_the_allocation_step()
    {
        var analysis = SyntheticAnalysis.Create();
        var html = HistoryPage.Render(analysis, Linked);

        var summary = Regex.Match(html, "<section class=\"flagged\">.*?</section>", RegexOptions.Singleline).Value;
        var drifts = Regex.Match(summary, "<table class=\"drifts\">.*?</table>", RegexOptions.Singleline).Value;
        Assert.Contains(SyntheticAnalysis.Creeping, drifts, StringComparison.Ordinal);
        Assert.Contains(">+9.3%</td>", drifts, StringComparison.Ordinal);
        Assert.Contains(">[+7.7%, +10.9%]</td>", drifts, StringComparison.Ordinal);
        Assert.All(SyntheticAnalysis.CreepIndexes, i =>
            Assert.Contains($"<a href=\"https://github.com/octo/widgets/commit/{analysis.Merges[i].Commit}\" title=\"step +1.5%\"><code>{analysis.Merges[i].Commit[..12]}</code></a>", drifts, StringComparison.Ordinal));
        Assert.DoesNotContain(SyntheticAnalysis.Steady, summary, StringComparison.Ordinal);

        var steps = Regex.Match(summary, "<table class=\"allocation-steps\">.*?</table>", RegexOptions.Singleline).Value;
        Assert.Contains(SyntheticAnalysis.Allocating, steps, StringComparison.Ordinal);
        Assert.Contains(analysis.Merges[SyntheticAnalysis.AllocationStepIndex].Commit[..12], steps, StringComparison.Ordinal);
        Assert.Contains(">48 B → 72 B</td>", steps, StringComparison.Ordinal);
    }

    [Fact]
    public void The_header_gives_the_anchor_the_head_the_merges_and_the_threshold_and_the_notes_are_listed()
    {
        var analysis = SyntheticAnalysis.Create(notes: ["Merge <b>0123abc</b> was never recorded."]);
        var html = HistoryPage.Render(analysis, Linked with { Title = "Widgets & co" });

        var header = Regex.Match(html, "<header>.*?</header>", RegexOptions.Singleline).Value;
        Assert.Contains("<h1>Widgets &amp; co</h1>", header, StringComparison.Ordinal);
        Assert.Contains($"v1.4.0 (<a href=\"https://github.com/octo/widgets/commit/{analysis.AnchorCommit}\"><code>{analysis.AnchorCommit[..12]}</code></a>)", header, StringComparison.Ordinal);
        Assert.Contains($"<code>{analysis.HeadCommit[..12]}</code>", header, StringComparison.Ordinal);
        Assert.Contains("<dt>Merges</dt><dd>16</dd>", header, StringComparison.Ordinal);
        Assert.Contains("<dd>+5% drift since the anchor, at 95% confidence</dd>", header, StringComparison.Ordinal);
        Assert.Contains("<li>Merge &lt;b&gt;0123abc&lt;/b&gt; was never recorded.</li>", html, StringComparison.Ordinal);
        Assert.Contains("2026-11-28 08:30 UTC", Regex.Match(html, "<footer>.*?</footer>", RegexOptions.Singleline).Value, StringComparison.Ordinal);
    }

    [Fact]
    public void A_benchmark_name_is_escaped_wherever_it_is_written()
    {
        const string hostile = "Evil<script>alert(\"x\")</script>'&<img src=x onerror=alert(1)>";
        var html = HistoryPage.Render(SyntheticAnalysis.Create(hostile), Linked);

        Assert.DoesNotContain("<script", html, StringComparison.OrdinalIgnoreCase);
        Assert.DoesNotContain("<img", html, StringComparison.OrdinalIgnoreCase);
        const string escaped = "Evil&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#39;&amp;&lt;img src=x onerror=alert(1)&gt;";
        // Its heading, its row in the summary, and both charts' labels.
        Assert.Equal(4, RenderedCharts.Count(html, Regex.Escape(escaped)));
    }

    [Fact]
    public void Every_link_goes_to_a_commit_through_the_template_or_to_a_section_of_the_page()
    {
        var analysis = SyntheticAnalysis.Create();
        var html = HistoryPage.Render(analysis, Linked);

        var hrefs = RenderedCharts.Attributes(html, "href");
        Assert.All(hrefs, href => Assert.Matches("^(https://github\\.com/octo/widgets/commit/[0-9a-f]{40}|#benchmark-[0-9]+)$", href));
        Assert.All(analysis.Merges, m => Assert.Contains($"https://github.com/octo/widgets/commit/{m.Commit}", hrefs));
    }

    [Fact]
    public void Without_a_template_commits_are_plain_text()
    {
        var html = HistoryPage.Render(SyntheticAnalysis.Create(), new HistoryPageOptions { GeneratedAt = GeneratedAt });

        Assert.All(RenderedCharts.Attributes(html, "href"), href => Assert.StartsWith("#benchmark-", href, StringComparison.Ordinal));
        // Every point is still drawn (the steady benchmark's gap is missing from both of its charts), just not linked.
        Assert.Equal((3 * SyntheticAnalysis.MergeCount * 2) - 2, RenderedCharts.Count(html, "<circle "));
        Assert.Equal(0, RenderedCharts.Count(html, "<a href=\"http"));
    }

    [Fact]
    public void The_page_loads_nothing_from_elsewhere()
    {
        var html = HistoryPage.Render(SyntheticAnalysis.Create(), Linked);

        Assert.Empty(RenderedCharts.Attributes(html, "src"));
        Assert.DoesNotContain("<link", html, StringComparison.OrdinalIgnoreCase);
        Assert.DoesNotContain("<script", html, StringComparison.OrdinalIgnoreCase);
        Assert.DoesNotContain("<img", html, StringComparison.OrdinalIgnoreCase);
        Assert.DoesNotContain("url(", html, StringComparison.OrdinalIgnoreCase);
        Assert.DoesNotContain("@import", html, StringComparison.OrdinalIgnoreCase);
        // The only addresses are the commit links, which load nothing until a reader clicks one.
        var addresses = Regex.Matches(html, "https?://[^\"<\\s]*").Select(m => m.Value);
        Assert.All(addresses, a => Assert.StartsWith("https://github.com/octo/widgets/commit/", a, StringComparison.Ordinal));
    }

    [Fact]
    public void The_page_is_the_same_under_a_comma_decimal_culture()
    {
        var analysis = SyntheticAnalysis.Create();
        var invariant = HistoryPage.Render(analysis, Linked);

        string german;
        using (new CultureScope("de-DE"))
        {
            german = HistoryPage.Render(analysis, Linked);
        }

        Assert.Equal(invariant, german);
        var number = "-?[0-9]+(\\.[0-9]+)?";
        foreach (var attribute in new[] { "x", "y", "x1", "x2", "y1", "y2", "cx", "cy", "r", "width", "height" })
        {
            Assert.All(RenderedCharts.Attributes(german, attribute), value => Assert.Matches($"^{number}$", value));
        }

        Assert.All(RenderedCharts.Attributes(german, "points"), value => Assert.Matches($"^{number},{number}( {number},{number})*$", value));
        Assert.All(RenderedCharts.Attributes(german, "d"), value => Assert.Matches($"^M {number} {number}( (M|H|V) [-0-9. ]+)*$", value));
        Assert.DoesNotMatch("[0-9],[0-9]+ ?%", german);
    }

    [Fact]
    public void A_history_without_merges_or_benchmarks_still_renders_a_page()
    {
        var empty = new PerfGate.History.Drift.HistoryAnalysis("main", SyntheticAnalysis.Sha(0), SyntheticAnalysis.Sha(0), 0.05, 0.95, [], [], []);

        var html = HistoryPage.Render(empty, Linked);

        Assert.Contains("<dt>Merges</dt><dd>0</dd>", html, StringComparison.Ordinal);
        Assert.Contains("<p>Nothing flagged", html, StringComparison.Ordinal);
        Assert.DoesNotContain("<svg", html, StringComparison.Ordinal);
        Assert.EndsWith("</html>\n", html, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("https://github.com/octo/widgets/commit/")]
    [InlineData("javascript:alert('{0}')")]
    [InlineData("/commit/{0}")]
    [InlineData("https://example.test/{0}/{1}")]
    public void A_commit_link_template_must_be_an_http_address_with_one_placeholder(string template) =>
        Assert.Throws<ArgumentException>(() => new HistoryPageOptions { CommitLinkTemplate = template });

    [Theory]
    [InlineData(null)]
    [InlineData("")]
    public void No_commit_link_template_means_no_commit_links(string? template)
    {
        var html = HistoryPage.Render(SyntheticAnalysis.Create(), new HistoryPageOptions { GeneratedAt = GeneratedAt, CommitLinkTemplate = template });

        Assert.DoesNotContain("href=\"http", html, StringComparison.Ordinal);
    }

    [Fact]
    public void Options_default_to_the_title_and_the_time_of_rendering()
    {
        var before = DateTimeOffset.UtcNow;
        var options = new HistoryPageOptions();

        Assert.Equal("PerfGate history", options.Title);
        Assert.InRange(options.GeneratedAt, before, DateTimeOffset.UtcNow);
        Assert.Null(options.CommitLinkTemplate);
    }
}
