using System.Globalization;
using System.Net;
using System.Text;
using PerfGate.Reports;

namespace PerfGate.Explaining;

/// <summary>
/// The head's stacks as a flame graph (outermost frame on top, each frame as wide as its time per operation), every frame
/// coloured by how its time compares with the same stack in the base: the methods the explanation named (beyond their
/// interval) in red, other frames the base never had in orange, the rest grey; each frame's figures in its tooltip. A self-contained
/// SVG drawn here, as the history page draws its charts: no script, no font or style from outside, so it opens offline
/// from a job's artifacts. Stacks start at the first frame of the user's code; the benchmark engine's frames above it
/// are the same on every sample and would only push the code down.
/// </summary>
internal static class DifferentialFlameGraph
{
    public const string FileName = "flamegraph.svg";

    private const double Width = 1200;
    private const double RowHeight = 18;
    private const double Top = 48;
    private const double CharacterWidth = 7;

    /// <summary>A frame narrower than this is not drawn: it could carry neither a label nor a pointer.</summary>
    private const double NarrowestFrame = 0.5;

    public const string SlowerClass = "slower";
    public const string NewClass = "new";

    public static string Render(TimeProfile head, TimeProfile? @base, ReportTimeExplanation explanation)
    {
        var root = new Node("all");
        root.AddAll(head, isBase: false);
        if (@base is not null)
        {
            root.AddAll(@base, isBase: true);
        }

        var named = explanation.Methods.GroupBy(m => m.Method, StringComparer.Ordinal).ToDictionary(m => m.Key, m => m.First(), StringComparer.Ordinal);
        var scale = Width / Math.Max(root.HeadNs, double.Epsilon);
        var body = new StringBuilder();
        var depth = Draw(root, 0, 0, scale, named, @base is not null, body);
        var height = Top + (depth + 1) * RowHeight + 8;
        var title = @base is null
            ? $"{explanation.HeadNsPerOperation.ToString("N1", CultureInfo.InvariantCulture)} ns/op, the head alone"
            : $"head {explanation.HeadNsPerOperation.ToString("N1", CultureInfo.InvariantCulture)} ns/op, base {explanation.BaseNsPerOperation?.ToString("N1", CultureInfo.InvariantCulture)} ns/op";
        return $"""
            <svg xmlns="http://www.w3.org/2000/svg" width="{N(Width)}" height="{N(height)}" viewBox="0 0 {N(Width)} {N(height)}" role="img" aria-label="{Escape("differential flame graph of " + head.Benchmark)}">
            <style>
            text {"{"} font: 12px monospace; fill: #222; {"}"}
            .heading {"{"} font: bold 14px sans-serif; {"}"}
            rect {"{"} stroke: #fff; stroke-width: 0.5; {"}"}
            rect.frame {"{"} fill: #d8d8d8; {"}"}
            rect.{NewClass} {"{"} fill: #f0a030; {"}"}
            rect.{SlowerClass} {"{"} fill: #e0442c; {"}"}
            </style>
            <text class="heading" x="4" y="18">{Escape(head.Benchmark)}</text>
            <text x="4" y="36">{Escape(title)}; width: the head's time; red: slower beyond noise; orange: not in the base</text>
            {body}</svg>

            """;
    }

    private static int Draw(Node node, int depth, double x, double scale, IReadOnlyDictionary<string, ReportTimeMethod> named, bool hasBase, StringBuilder body)
    {
        var width = node.HeadNs * scale;
        if (width < NarrowestFrame)
        {
            return depth - 1;
        }

        var y = Top + depth * RowHeight;
        var isNew = hasBase && node.BaseNs == 0 && depth > 0;
        var method = named.GetValueOrDefault(node.Readable);
        var css = method is not null ? (isNew ? $"{SlowerClass} {NewClass}" : SlowerClass) : isNew ? NewClass : "frame";
        var figures = hasBase
            ? $"head {Ns(node.HeadNs)}, base {Ns(node.BaseNs)}, {(node.HeadNs >= node.BaseNs ? "+" : "")}{Ns(node.HeadNs - node.BaseNs)} ns/op"
            : $"{Ns(node.HeadNs)} ns/op";
        if (method?.InlinedCallees is { Count: > 0 } inlined)
        {
            figures += $"\ninlined here: {string.Join(", ", inlined)}";
        }
        body.Append(CultureInfo.InvariantCulture, $"<g><title>{Escape($"{node.Name}\n{figures}")}</title>")
            .Append(CultureInfo.InvariantCulture, $"<rect class=\"{css}\" x=\"{N(x)}\" y=\"{N(y)}\" width=\"{N(width)}\" height=\"{N(RowHeight - 1)}\"/>");
        var fits = (int)((width - 6) / CharacterWidth);
        if (fits >= 3)
        {
            var label = node.Readable.Length <= fits ? node.Readable : node.Readable[..(fits - 2)] + "..";
            body.Append(CultureInfo.InvariantCulture, $"<text x=\"{N(x + 3)}\" y=\"{N(y + RowHeight - 5)}\">{Escape(label)}</text>");
        }

        body.Append("</g>\n");
        var deepest = depth;
        var left = x;
        foreach (var child in node.Children.Values.OrderBy(c => c.Name, StringComparer.Ordinal))
        {
            deepest = Math.Max(deepest, Draw(child, depth + 1, left, scale, named, hasBase, body));
            left += child.HeadNs * scale;
        }

        return deepest;
    }

    private static string N(double value) => Math.Round(value, 2).ToString("0.##", CultureInfo.InvariantCulture);

    private static string Ns(double value) => value.ToString(Math.Abs(value) >= 10 ? "N0" : "0.0", CultureInfo.InvariantCulture);

    private static string Escape(string text) => WebUtility.HtmlEncode(text);

    private sealed class Node(string name)
    {
        public string Name { get; } = name;

        public string Readable { get; } = name.StartsWith("?!", StringComparison.Ordinal) || !name.Contains('.', StringComparison.Ordinal) ? name : TypeNames.Method(name);

        public Dictionary<string, Node> Children { get; } = new(StringComparer.Ordinal);

        public double HeadNs { get; private set; }

        public double BaseNs { get; private set; }

        public void AddAll(TimeProfile profile, bool isBase)
        {
            var nsPerSample = profile.NsPerOperation / Math.Max(profile.Samples, 1);
            foreach (var stack in profile.Stacks)
            {
                var first = Enumerable.Range(0, stack.Frames.Count).FirstOrDefault(i => profile.Methods[stack.Frames[i]].UserCode, -1);
                IEnumerable<string> path = first < 0
                    ? ["[outside the benchmark's code]"]
                    : stack.Frames.Skip(first).Select(f => profile.Methods[f].Name);
                var node = this;
                node.Add(stack.Samples * nsPerSample, isBase);
                foreach (var frame in path)
                {
                    node = node.Children.TryGetValue(frame, out var child) ? child : node.Children[frame] = new Node(frame);
                    node.Add(stack.Samples * nsPerSample, isBase);
                }
            }
        }

        private void Add(double ns, bool isBase)
        {
            if (isBase)
            {
                BaseNs += ns;
            }
            else
            {
                HeadNs += ns;
            }
        }
    }
}
