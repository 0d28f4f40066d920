namespace PerfGate.History.Page;

/// <summary>The page's only style sheet, inline: a page attached to a CI run or mailed around must open without the
/// network, so nothing (fonts included) is fetched.</summary>
internal static class PageStyle
{
    public const string Css = """
        body { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; color: #1f2328; margin: 24px auto; max-width: 960px; padding: 0 16px; }
        h1 { font-size: 1.6em; margin-bottom: 4px; }
        h2 { font-size: 1.25em; border-bottom: 1px solid #d0d7de; padding-bottom: 4px; margin-top: 32px; }
        h3 { font-size: 1.05em; margin: 24px 0 4px; word-break: break-all; }
        dl.summary { display: grid; grid-template-columns: max-content auto; gap: 2px 16px; margin: 8px 0; }
        dl.summary dt { color: #59636e; }
        dl.summary dd { margin: 0; }
        table { border-collapse: collapse; margin: 8px 0 16px; }
        caption { text-align: left; font-weight: 600; padding: 4px 0; }
        th, td { border: 1px solid #d0d7de; padding: 3px 8px; text-align: left; vertical-align: top; }
        td.number { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
        code { font-family: ui-monospace, "SFMono-Regular", Consolas, monospace; font-size: 0.9em; }
        a { color: #0969da; }
        .flag { color: #cf222e; font-weight: 600; }
        .cannot-tell { color: #9a6700; font-weight: 600; }
        .no-drift { color: #59636e; font-weight: normal; }
        svg.chart { display: block; margin: 4px 0 12px; font-size: 10px; }
        svg.chart .frame { fill: #fff; stroke: #d0d7de; }
        svg.chart .grid { stroke: #eaeef2; }
        svg.chart .y-label { text-anchor: end; dominant-baseline: middle; fill: #59636e; }
        svg.chart .x-label { text-anchor: middle; fill: #59636e; font-family: ui-monospace, Consolas, monospace; }
        svg.chart .x-label.date { font-family: inherit; }
        svg.chart .band { fill: #0969da; fill-opacity: 0.15; stroke: none; }
        svg.chart .zero { stroke: #59636e; stroke-dasharray: 4 3; }
        svg.chart .threshold { stroke: #cf222e; stroke-dasharray: 6 4; }
        svg.chart .change-point { stroke: #8250df; stroke-dasharray: 3 3; stroke-width: 1.5; }
        svg.chart .drift, svg.chart .bytes { fill: none; stroke: #0969da; stroke-width: 1.5; }
        svg.chart .point { fill: #0969da; stroke: #fff; stroke-width: 1; }
        svg.chart .point.contributor, svg.chart .point.alloc-step { fill: #cf222e; }
        svg.chart .step-label { text-anchor: middle; fill: #cf222e; font-weight: 600; }
        svg.chart .caption { fill: #1f2328; font-size: 11px; font-weight: 600; }
        svg.chart .threshold-label { text-anchor: end; fill: #cf222e; }
        svg.chart .empty { text-anchor: middle; fill: #59636e; }
        svg.chart a:hover .point { stroke: #1f2328; stroke-width: 2; }
        .legend { color: #59636e; font-size: 0.85em; margin: 0; }
        footer { margin-top: 40px; color: #59636e; font-size: 0.85em; border-top: 1px solid #d0d7de; padding-top: 8px; }
        """;
}
