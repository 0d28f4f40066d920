using System.Xml.Linq;
using PerfGate.Explaining;

namespace PerfGate.Tests.Explaining;

public sealed class DifferentialFlameGraphTests
{
    private static readonly Dictionary<string, double> Base = new() { ["Sample.Codec.Parse()"] = 50, ["Sample.Codec.Hash(int32)"] = 20, ["Sample.Codec.Format()"] = 30 };

    /// <summary>A head whose Hash took 20 ns/op more and that runs a Validate the base never had, against the base.</summary>
    internal static (TimeProfile Head, TimeProfile Base) Planted()
    {
        var head = new Dictionary<string, double>(Base) { ["Sample.Codec.Hash(int32)"] = 40, ["Sample.Codec.Validate()"] = 12 };
        return (SyntheticProfiles.Draw(head, seed: 21), SyntheticProfiles.Draw(Base, seed: 22));
    }

    internal static string Render()
    {
        var (head, @base) = Planted();
        return DifferentialFlameGraph.Render(head, @base, TimeComparison.Explain(head, @base, _ => null));
    }

    [Fact]
    public void The_slower_method_is_marked_and_a_method_the_base_lacked_is_marked_new()
    {
        var svg = XDocument.Parse(Render());
        XNamespace ns = "http://www.w3.org/2000/svg";

        var frames = svg.Descendants(ns + "g").Select(g => (Title: g.Element(ns + "title")!.Value, Class: (string)g.Element(ns + "rect")!.Attribute("class")!)).ToList();

        Assert.Equal(DifferentialFlameGraph.SlowerClass, frames.Single(f => f.Title.StartsWith("Sample.Codec.Hash", StringComparison.Ordinal)).Class);
        // Validate is both: new, and named for the time it adds.
        Assert.Equal($"{DifferentialFlameGraph.SlowerClass} {DifferentialFlameGraph.NewClass}", frames.Single(f => f.Title.StartsWith("Sample.Codec.Validate", StringComparison.Ordinal)).Class);
        Assert.Equal("frame", frames.Single(f => f.Title.StartsWith("Sample.Codec.Parse", StringComparison.Ordinal)).Class);
        Assert.Matches(@"^Sample\.Codec\.Hash\(int32\)\nhead \d+(\.\d)?, base \d+(\.\d)?, \+\d+(\.\d)? ns/op$", frames.Single(f => f.Title.StartsWith("Sample.Codec.Hash", StringComparison.Ordinal)).Title);
    }

    [Fact]
    public void It_loads_nothing_from_outside()
    {
        var svg = Render();

        Assert.DoesNotContain("<script", svg, StringComparison.OrdinalIgnoreCase);
        Assert.DoesNotContain("href", svg, StringComparison.OrdinalIgnoreCase);
        Assert.DoesNotContain("@import", svg, StringComparison.Ordinal);
        Assert.DoesNotContain("url(", svg, StringComparison.Ordinal);
    }

    [Fact]
    public void Untrusted_names_are_escaped()
    {
        var evil = new Dictionary<string, double> { ["Sample.<script>alert(1)</script>.Run()"] = 10 };
        var head = SyntheticProfiles.Draw(evil, seed: 23);

        var svg = DifferentialFlameGraph.Render(head, null, TimeComparison.Explain(head, null, _ => null));

        Assert.DoesNotContain("<script>", svg, StringComparison.Ordinal);
        XDocument.Parse(svg);
    }
}
