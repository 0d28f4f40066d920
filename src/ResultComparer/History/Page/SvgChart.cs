using System.Globalization;
using System.Text;
using PerfGate.Git;
using PerfGate.History.Drift;

namespace PerfGate.History.Page;

/// <summary>
/// One chart of a benchmark's history: x is the merge's place on the chain, y what the caller plots. Drawn here rather
/// than by a charting library because .NET has none that renders SVG without a browser or the network, and the page
/// must open offline; a fixed size keeps the layout and the tests simple.
/// </summary>
/// <param name="caption">What the chart shows, written above it.</param>
/// <param name="ariaLabel">The chart for a screen reader: the caption and the benchmark.</param>
internal sealed class SvgChart(string chartClass, string caption, string ariaLabel, IReadOnlyList<HistoryMerge> merges, double yMin, double yMax)
{
    public const int Width = 900;
    public const int Height = 220;

    private const double PlotLeft = 64;
    private const double PlotRight = Width - 16;
    private const double PlotTop = 24;
    private const double PlotBottom = Height - 38;

    /// <summary>Wide enough for a short sha in the label font: fewer labels rather than overlapping ones.</summary>
    private const double LabelWidth = 84;

    private readonly StringBuilder _body = new();

    // Half a step of margin at both ends, so the first and last points are not drawn on the frame.
    private readonly LinearScale _x = new(-0.5, Math.Max(merges.Count, 1) - 0.5, PlotLeft, PlotRight);

    public LinearScale Y { get; } = new(yMin, yMax, PlotBottom, PlotTop);

    public double X(int index) => _x.Map(index);

    public void Add(string element) => _body.Append(element).Append('\n');

    public void HorizontalLine(double y, string cssClass, string label) =>
        Add($"<line class=\"{cssClass}\" x1=\"{N(PlotLeft)}\" x2=\"{N(PlotRight)}\" y1=\"{N(Y.Map(y))}\" y2=\"{N(Y.Map(y))}\"><title>{Html.Escape(label)}</title></line>");

    /// <summary>A label at the right end of the plot, just above <paramref name="y"/> (a reference line's name), or just
    /// below it when above would run into the frame.</summary>
    public void RightLabel(double y, string cssClass, string text)
    {
        var line = Y.Map(y);
        Text(PlotRight - 4, line - 4 < PlotTop + 10 ? line + 12 : line - 4, cssClass, text);
    }

    public void VerticalLine(int index, string cssClass, string title) =>
        Add($"<line class=\"{cssClass}\" x1=\"{N(X(index))}\" x2=\"{N(X(index))}\" y1=\"{N(PlotTop)}\" y2=\"{N(PlotBottom)}\"><title>{Html.Escape(title)}</title></line>");

    /// <summary>A point at a merge, linked to the merge's commit page when there is one, with its figures as a tooltip.</summary>
    public void Point(int index, double y, string cssClass, string tooltip, CommitLinks? links)
    {
        var circle = $"<circle class=\"{cssClass}\" cx=\"{N(X(index))}\" cy=\"{N(Y.Map(y))}\" r=\"4\"><title>{Html.Escape(tooltip)}</title></circle>";
        Add(links is null ? circle : $"<a href=\"{Html.Escape(links.For(merges[index].Commit))}\">{circle}</a>");
    }

    public void Text(double x, double y, string cssClass, string text) =>
        Add($"<text class=\"{cssClass}\" x=\"{N(x)}\" y=\"{N(y)}\">{Html.Escape(text)}</text>");

    /// <summary>"x,y x,y …" of the given (index, value) pairs, for a polyline or polygon.</summary>
    public string Points(IEnumerable<(int Index, double Value)> points) =>
        string.Join(' ', points.Select(p => N(X(p.Index)) + "," + N(Y.Map(p.Value))));

    public string Render(Func<double, string> yLabel)
    {
        var svg = new StringBuilder();
        svg.Append($"<svg class=\"chart {chartClass}\" width=\"{Width}\" height=\"{Height}\" viewBox=\"0 0 {Width} {Height}\" role=\"img\" aria-label=\"{Html.Escape(ariaLabel)}\">\n");
        svg.Append($"<text class=\"caption\" x=\"{N(PlotLeft)}\" y=\"{N(PlotTop - 8)}\">{Html.Escape(caption)}</text>\n");
        svg.Append($"<rect class=\"frame\" x=\"{N(PlotLeft)}\" y=\"{N(PlotTop)}\" width=\"{N(PlotRight - PlotLeft)}\" height=\"{N(PlotBottom - PlotTop)}\"/>\n");
        foreach (var tick in Y.Ticks(4))
        {
            var y = N(Y.Map(tick));
            svg.Append($"<line class=\"grid\" x1=\"{N(PlotLeft)}\" x2=\"{N(PlotRight)}\" y1=\"{y}\" y2=\"{y}\"/>");
            svg.Append($"<text class=\"y-label\" x=\"{N(PlotLeft - 6)}\" y=\"{y}\">{Html.Escape(yLabel(tick))}</text>\n");
        }

        var every = (int)Math.Ceiling(LabelWidth / Math.Max(1, X(1) - X(0)));
        for (var i = 0; i < merges.Count; i += every)
        {
            var x = N(X(i));
            svg.Append($"<text class=\"x-label\" x=\"{x}\" y=\"{N(PlotBottom + 14)}\">{Html.Escape(GitNames.ShortCommit(merges[i].Commit))}</text>");
            svg.Append($"<text class=\"x-label date\" x=\"{x}\" y=\"{N(PlotBottom + 28)}\">{merges[i].CommitDate.UtcDateTime.ToString("MM-dd", CultureInfo.InvariantCulture)}</text>\n");
        }

        svg.Append(_body);
        svg.Append("</svg>");
        return svg.ToString();
    }

    private static string N(double value) => SvgNumber.Format(value);
}
