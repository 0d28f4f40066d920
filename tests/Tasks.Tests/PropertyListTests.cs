using System.Reflection;
using System.Text.RegularExpressions;
using System.Xml.Linq;
using PerfGate.Options;

namespace PerfGate.Tasks.Tests;

/// <summary>
/// One list of PerfGate's MSBuild properties: the ones the package's build files define or read (build/PerfGate.props and
/// .targets, build/buildMultiTargeting/). Every list written by hand (the targets' own header, README's table, docs/msbuild.md's
/// table), every property a document names, every property an error names (<see cref="GateOptions"/>) and every input of
/// <see cref="ValidatePerfGateProperties"/> is checked against it: a documented property that does not exist, or one that
/// exists undocumented, fails here, whichever file a new property was forgotten in.
/// </summary>
public sealed partial class PropertyListTests
{
    private static readonly string RepositoryRoot = typeof(PropertyListTests).Assembly
        .GetCustomAttributes<AssemblyMetadataAttribute>()
        .Single(a => a.Key == "PerfGateRepositoryRoot").Value!;

    /// <summary>What the package's build files define or read, comments aside: the one list.</summary>
    private static readonly SortedSet<string> Properties = new(BuildFiles().SelectMany(PropertiesOf), StringComparer.Ordinal);

    /// <summary>The items the build files read (<c>@(PerfGateThresholdOverride)</c>): set by the user, like a property.</summary>
    private static readonly SortedSet<string> Items = new(
        BuildFiles().SelectMany(file => ItemReference().Matches(File.ReadAllText(file)).Select(match => match.Groups["name"].Value)), StringComparer.Ordinal);

    [Fact]
    public void The_build_files_define_the_properties_the_docs_have_always_listed()
    {
        // A floor, so that a parser that finds nothing cannot pass every check below.
        Assert.Superset(new SortedSet<string>(["PerfGateCategory", "PerfGateTimeThreshold", "PerfGateCompareTo", "PerfGateHistoryUrl", "PerfGateTargetFramework"], StringComparer.Ordinal), Properties);
    }

    [Theory]
    [InlineData("README.md")]
    [InlineData("docs/msbuild.md")]
    public void A_documents_property_table_lists_every_property_once_and_nothing_else(string document)
    {
        var rows = File.ReadAllLines(Path.Combine(RepositoryRoot, document))
            .Select(line => TableRow().Match(line))
            .Where(match => match.Success)
            .Select(match => match.Groups["name"].Value)
            .ToList();

        Assert.Equal(rows.Distinct(StringComparer.Ordinal).Count(), rows.Count);
        Assert.Equal(Properties, new SortedSet<string>(rows, StringComparer.Ordinal));
    }

    [Fact]
    public void The_targets_header_lists_every_property_and_nothing_else()
    {
        var targets = XDocument.Load(Path.Combine(RepositoryRoot, "build", "PerfGate.targets"));
        var header = targets.Root!.Nodes().OfType<XComment>().First().Value;
        var listed = header.Split('\n')
            .SkipWhile(line => !line.Contains("Public properties", StringComparison.Ordinal))
            .TakeWhile(line => !line.Contains("Items:", StringComparison.Ordinal))
            .Select(line => HeaderRow().Match(line))
            .Where(match => match.Success)
            .Select(match => match.Groups["name"].Value);

        Assert.Equal(Properties, new SortedSet<string>(listed, StringComparer.Ordinal));
    }

    [Fact]
    public void Every_PerfGate_name_a_document_gives_is_a_property_a_target_or_an_item_of_the_build_files()
    {
        var targets = BuildFiles().SelectMany(file => XDocument.Load(file).Descendants(Msb("Target")))
            .Select(target => (string)target.Attribute("Name")!);
        var known = new HashSet<string>(Properties.Concat(targets).Concat(Items), StringComparer.Ordinal);

        var phantoms = UserDocuments()
            .SelectMany(document => Name().Matches(File.ReadAllText(document))
                .Select(match => match.Value)
                .Where(name => !known.Contains(name))
                .Select(name => $"{Path.GetRelativePath(RepositoryRoot, document)}: {name}"))
            .Distinct(StringComparer.Ordinal)
            .ToList();

        Assert.Empty(phantoms);
    }

    [Fact]
    public void Every_property_an_error_names_exists()
    {
        var named = typeof(GateOptions).GetFields(BindingFlags.Public | BindingFlags.Static)
            .Select(field => (Option: (GateOption)field.GetValue(null)!, field.Name))
            .Where(option => Name().IsMatch(option.Option.PropertyName) && Name().Match(option.Option.PropertyName).Value == option.Option.PropertyName)
            .Where(option => !Properties.Contains(option.Option.PropertyName) && !Items.Contains(option.Option.PropertyName))
            .Select(option => $"GateOptions.{option.Name}: {option.Option.PropertyName}");

        Assert.Empty(named);
    }

    [Fact]
    public void Every_value_the_validation_checks_is_passed_to_it_from_a_property()
    {
        var call = BuildFiles().SelectMany(file => XDocument.Load(file).Descendants(Msb(nameof(ValidatePerfGateProperties)))).Single();
        var parameters = typeof(ValidatePerfGateProperties).GetProperties(BindingFlags.Public | BindingFlags.Instance | BindingFlags.DeclaredOnly)
            .Where(property => property.CanWrite)
            .Select(property => property.Name);

        var notPassed = parameters.Where(parameter => call.Attribute(parameter) is null);
        var notProperties = call.Attributes()
            .SelectMany(attribute => Reference().Matches(attribute.Value).Select(match => match.Groups["name"].Value))
            .Where(name => !name.StartsWith('_') && !Properties.Contains(name));

        Assert.Empty(notPassed);
        Assert.Empty(notProperties);
    }

    /// <summary>The files the package ships as its build logic (build/PackagePages/ is the package's metadata, not its logic).</summary>
    private static IEnumerable<string> BuildFiles() =>
        new[] { Path.Combine(RepositoryRoot, "build"), Path.Combine(RepositoryRoot, "build", "buildMultiTargeting") }
            .SelectMany(folder => Directory.EnumerateFiles(folder))
            .Where(file => file.EndsWith(".props", StringComparison.Ordinal) || file.EndsWith(".targets", StringComparison.Ordinal))
            .Order(StringComparer.Ordinal);

    /// <summary>What a user reads about the properties; docs/scale.md and docs/evaluation.md record measurements of the
    /// past, which may name what is gone.</summary>
    private static IEnumerable<string> UserDocuments() =>
        Directory.EnumerateFiles(Path.Combine(RepositoryRoot, "docs"), "*.md")
            .Where(file => Path.GetFileName(file) is not ("scale.md" or "evaluation.md"))
            .Concat(Directory.EnumerateFiles(Path.Combine(RepositoryRoot, "build", "PackagePages"), "*.md"))
            .Append(Path.Combine(RepositoryRoot, "README.md"))
            .Order(StringComparer.Ordinal);

    private static IEnumerable<string> PropertiesOf(string file)
    {
        var document = XDocument.Load(file);
        var defined = document.Descendants()
            .Where(element => element.Parent?.Name == Msb("PropertyGroup"))
            .Select(element => element.Name.LocalName);
        var read = document.Descendants()
            .SelectMany(element => element.Attributes().Select(attribute => attribute.Value)
                .Concat(element.Nodes().OfType<XText>().Select(text => text.Value)))
            .SelectMany(text => Reference().Matches(text).Select(match => match.Groups["name"].Value));
        return defined.Concat(read).Where(name => Name().Match(name) is { Success: true } match && match.Value == name);
    }

    private static XName Msb(string name) => XName.Get(name, string.Empty);

    [GeneratedRegex(@"\bPerfGate[A-Z][A-Za-z]*\b")]
    private static partial Regex Name();

    [GeneratedRegex(@"\$\((?<name>_?PerfGate[A-Za-z]*)\)")]
    private static partial Regex Reference();

    [GeneratedRegex(@"@\((?<name>PerfGate[A-Za-z]*)\)")]
    private static partial Regex ItemReference();

    [GeneratedRegex(@"^\| `(?<name>PerfGate[A-Za-z]+)` \|")]
    private static partial Regex TableRow();

    [GeneratedRegex(@"^      (?<name>PerfGate[A-Za-z]+) ")]
    private static partial Regex HeaderRow();
}
