using System.Globalization;
using System.Net;
using System.Text;

namespace PerfGate.Evaluation.Report;

/// <summary>
/// Just enough SVG for the evaluation's two pictures: lines over a numeric x axis, and a histogram. Plain
/// text output, so the pictures diff and render on GitHub without a plotting dependency.
/// </summary>
internal sealed class SvgChart(string title, string xLabel, string yLabel)
{
    private const int Width = 720;
    private const int Height = 420;
    private const int Left = 70;
    private const int Right = 200;
    private const int Top = 40;
    private const int Bottom = 60;

    private static readonly string[] Palette = ["#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#17becf"];

    public string Lines(IReadOnlyList<(string Name, IReadOnlyList<(double X, double Y)> Points)> series, double yMax)
    {
        var xs = series.SelectMany(s => s.Points).Select(p => p.X).ToList();
        var (xMin, xMax) = (xs.Min(), xs.Max());
        var svg = Begin();
        Axes(svg, xMin, xMax, 0, yMax, xs.Distinct().Order().ToList());
        for (var i = 0; i < series.Count; i++)
        {
            var colour = Palette[i % Palette.Length];
            var points = string.Join(' ', series[i].Points.Select(p => F($"{X(p.X, xMin, xMax):0.#},{Y(p.Y, 0, yMax):0.#}")));
            svg.AppendLine(F($"""<polyline fill="none" stroke="{colour}" stroke-width="2" points="{points}"/>"""));
            foreach (var p in series[i].Points)
            {
                svg.AppendLine(F($"""<circle cx="{X(p.X, xMin, xMax):0.#}" cy="{Y(p.Y, 0, yMax):0.#}" r="3" fill="{colour}"/>"""));
            }

            Legend(svg, i, series[i].Name, colour);
        }

        return End(svg);
    }

    /// <param name="edges">Bin edges, one more than <paramref name="counts"/>.</param>
    public string Histogram(IReadOnlyList<double> edges, IReadOnlyList<int> counts, string barLabel)
    {
        var (xMin, xMax) = (edges[0], edges[^1]);
        // Five gridlines at whole, round counts: the top is the next multiple of 5 × a round step.
        var rawStep = Math.Max(1, counts.Max()) * 1.1 / 5;
        var magnitude = Math.Pow(10, Math.Floor(Math.Log10(rawStep)));
        var yMax = 5 * Math.Ceiling(rawStep / magnitude) * magnitude;
        var svg = Begin();
        var ticks = Enumerable.Range(0, 9).Select(i => xMin + (xMax - xMin) * i / 8).ToList();
        Axes(svg, xMin, xMax, 0, yMax, ticks);
        for (var i = 0; i < counts.Count; i++)
        {
            var x0 = X(edges[i], xMin, xMax);
            var x1 = X(edges[i + 1], xMin, xMax);
            var y = Y(counts[i], 0, yMax);
            svg.AppendLine(F($"""<rect x="{x0 + 0.5:0.#}" y="{y:0.#}" width="{Math.Max(0.5, x1 - x0 - 1):0.#}" height="{Height - Bottom - y:0.#}" fill="{Palette[0]}"/>"""));
        }

        Legend(svg, 0, barLabel, Palette[0]);
        return End(svg);
    }

    private StringBuilder Begin()
    {
        var svg = new StringBuilder();
        svg.AppendLine(F($"""<svg xmlns="http://www.w3.org/2000/svg" width="{Width}" height="{Height}" viewBox="0 0 {Width} {Height}" font-family="sans-serif" font-size="12">"""));
        svg.AppendLine(F($"""<rect width="{Width}" height="{Height}" fill="white"/>"""));
        svg.AppendLine(F($"""<text x="{Left}" y="22" font-size="15" font-weight="bold">{Escape(title)}</text>"""));
        return svg;
    }

    private static string End(StringBuilder svg) => svg.AppendLine("</svg>").ToString();

    private void Axes(StringBuilder svg, double xMin, double xMax, double yMin, double yMax, IReadOnlyList<double> xTicks)
    {
        for (var i = 0; i <= 5; i++)
        {
            var value = yMin + (yMax - yMin) * i / 5;
            var y = Y(value, yMin, yMax);
            svg.AppendLine(F($"""<line x1="{Left}" y1="{y:0.#}" x2="{Width - Right}" y2="{y:0.#}" stroke="#ddd"/>"""));
            svg.AppendLine(F($"""<text x="{Left - 8}" y="{y + 4:0.#}" text-anchor="end">{value:0.##}</text>"""));
        }

        foreach (var tick in xTicks)
        {
            var x = X(tick, xMin, xMax);
            svg.AppendLine(F($"""<line x1="{x:0.#}" y1="{Height - Bottom}" x2="{x:0.#}" y2="{Height - Bottom + 5}" stroke="#333"/>"""));
            svg.AppendLine(F($"""<text x="{x:0.#}" y="{Height - Bottom + 18}" text-anchor="middle">{tick:0.##}</text>"""));
        }

        svg.AppendLine(F($"""<line x1="{Left}" y1="{Height - Bottom}" x2="{Width - Right}" y2="{Height - Bottom}" stroke="#333"/>"""));
        svg.AppendLine(F($"""<line x1="{Left}" y1="{Top}" x2="{Left}" y2="{Height - Bottom}" stroke="#333"/>"""));
        svg.AppendLine(F($"""<text x="{(Left + Width - Right) / 2}" y="{Height - 18}" text-anchor="middle">{Escape(xLabel)}</text>"""));
        svg.AppendLine(F($"""<text transform="translate(18 {(Top + Height - Bottom) / 2}) rotate(-90)" text-anchor="middle">{Escape(yLabel)}</text>"""));
    }

    private static void Legend(StringBuilder svg, int index, string name, string colour)
    {
        var y = Top + 10 + index * 20;
        svg.AppendLine(F($"""<rect x="{Width - Right + 15}" y="{y - 9}" width="12" height="12" fill="{colour}"/>"""));
        svg.AppendLine(F($"""<text x="{Width - Right + 32}" y="{y + 1}">{Escape(name)}</text>"""));
    }

    private static double X(double value, double min, double max) =>
        Left + (max == min ? 0.5 : (value - min) / (max - min)) * (Width - Left - Right);

    private static double Y(double value, double min, double max) =>
        Height - Bottom - (Math.Clamp(value, min, max) - min) / (max - min) * (Height - Top - Bottom);

    private static string Escape(string text) => WebUtility.HtmlEncode(text);

    private static string F(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);
}
