using PerfGate.Selection.Changes;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Selection.Changes;

/// <summary>Each planted edge of the selection suite (tests/Fixtures/SelectionSuite/README.md), built for real, against
/// the base build: exactly the methods, types or run-everything reasons it must report, and nothing else.</summary>
[Collection(SelectionSuiteCollection.Name)]
public sealed class BuildComparisonTests(SelectionSuiteBuilds builds)
{
    private const string Library = "SelectionSuite.Library!";
    private const string Benchmarks = "SelectionSuite.Benchmarks!";

    public static TheoryData<string, string[]> Edges => new()
    {
        { "PG_DEEP_CALLEE", [$"Edited {Library}System.Int32 SelectionSuite.Library.Stages::Checksum(System.Int32)"] },
        { "PG_VIRTUAL_OVERRIDE", [$"Edited {Library}System.Double SelectionSuite.Library.Circle::Area()"] },
        { "PG_DI_IMPLEMENTATION", [$"Edited {Library}System.String SelectionSuite.Library.PoliteGreeter::Greet(System.String)"] },
        {
            "PG_GENERIC_OVER_USER_TYPE",
            [$"Edited {Library}System.Int64 SelectionSuite.Library.Aggregator::Total(System.Collections.Generic.IReadOnlyList`1<T>)"]
        },
        { "PG_STATIC_CONSTRUCTOR", [$"Edited {Library}System.Void SelectionSuite.Library.Tables::.cctor()"] },
        { "PG_FIELD_INITIALIZER", [$"Edited {Library}System.Void SelectionSuite.Library.Counter::.ctor()"] },
        // Geometry.Length's IL reads the same fields; the struct it copies is larger.
        { "PG_STRUCT_FIELD", [$"type {Library}SelectionSuite.Library.Vector2: field added"] },
        // The constant is compiled into the consumer's IL, so the benchmark method itself changed.
        {
            "PG_LIBRARY_CONSTANT",
            [
                $"Edited {Benchmarks}System.Int32 SelectionSuite.Benchmarks.CompilerBenchmarks::LibraryConstant()",
                $"type {Library}SelectionSuite.Library.Limits: fields",
            ]
        },
        { "PG_LAMBDA", [$"Edited {Library}System.Boolean SelectionSuite.Library.Filters/<>c::<CountMatches>b__0_0(System.Int32)"] },
        { "PG_LOCAL_FUNCTION", [$"Edited {Library}System.Int32 SelectionSuite.Library.Text::<Score>g__Weight|0_0(System.Char)"] },
        { "PG_ASYNC_STATE_MACHINE", [$"Edited {Library}System.Void SelectionSuite.Library.Loader/<LoadAsync>d__0::MoveNext()"] },
        { "PG_ITERATOR", [$"Edited {Library}System.Boolean SelectionSuite.Library.Sequences/<Evens>d__0::MoveNext()"] },
        { "PG_PROPERTY", [$"Edited {Library}System.Decimal SelectionSuite.Library.Account::get_Balance()"] },
        { "PG_EXTENSION_METHOD", [$"Edited {Library}System.Int32 SelectionSuite.Library.StringExtensions::VowelCount(System.String)"] },
        { "PG_EMBEDDED_RESOURCE", ["run all SelectionSuite.Library.dll: embedded resources differ"] },
        { "PG_DATA_FILE", ["run all Data/prices.csv: content differs"] },
        {
            // The package's assembly differs in its version stamps and is compared method by method; the deps file names
            // the new version.
            "PG_PACKAGE_VERSION",
            ["run all SelectionSuite.Benchmarks.deps.json: content differs"]
        },
        { "PG_RUNTIME_CONFIG", ["run all SelectionSuite.Benchmarks.runtimeconfig.json: content differs"] },
        { "PG_REFLECTION", [$"Edited {Library}System.Int32 SelectionSuite.Library.Plugins::Double(System.Int32)"] },
        { "PG_GLOBAL_SETUP", [$"Edited {Benchmarks}System.Void SelectionSuite.Benchmarks.SetupBenchmarks::Setup()"] },
        // [Params(10, 100)] → [Params(10, 100, 1000)]: an attribute on a property, no body.
        { "PG_PARAMS", [$"type {Benchmarks}SelectionSuite.Benchmarks.ParamsBenchmarks: properties"] },
        // The lock's Monitor calls; the reference the head adds to System.Threading is no reason to run all.
        { "PG_NEW_REFERENCE", [$"Edited {Library}System.Double SelectionSuite.Library.Square::Area()"] },
        { "PG_UNRELATED", [$"Edited {Library}System.String SelectionSuite.Library.Unused::Describe(System.Int32)"] },
    };

    [Theory]
    [MemberData(nameof(Edges))]
    public void Each_edge_reports_exactly_what_it_changed(string variant, string[] expected)
    {
        var changes = BuildComparison.Compare(builds.BaseFolder, builds.Output(variant));

        Assert.Equal(expected.Order(StringComparer.Ordinal), Describe(changes));
        Assert.False(changes.IsEmpty);
    }

    [Fact]
    public void Every_planted_edge_is_asserted()
    {
        var asserted = Edges.Select(row => (string)row[0]).Append("PG_COMMENT_ONLY").Append("PG_SOURCE_REVISION");

        Assert.Equal(SelectionSuiteBuilds.Variants.Order(StringComparer.Ordinal), asserted.Order(StringComparer.Ordinal));
    }

    [Fact]
    public void A_comment_only_change_changes_nothing()
    {
        var changes = BuildComparison.Compare(builds.BaseFolder, builds.Output("PG_COMMENT_ONLY"));

        Assert.True(changes.IsEmpty, string.Join("\n", Describe(changes)));
        // The project's own assemblies always differ in bytes (another folder, another MVID) and are compared.
        Assert.Equal(2, changes.DifferingAssemblies.Count);
        Assert.True(changes.ComparedMethods > 50, $"{changes.ComparedMethods} methods compared");
    }

    [Fact]
    public void Another_commit_in_the_informational_version_changes_nothing()
    {
        var changes = BuildComparison.Compare(builds.BaseFolder, builds.Output("PG_SOURCE_REVISION"));

        Assert.True(changes.IsEmpty, string.Join("\n", Describe(changes)));
        Assert.Equal(2, changes.DifferingAssemblies.Count);
    }

    [Fact]
    public void A_version_stamped_anew_for_each_commit_changes_nothing()
    {
        // As MinVer or Nerdbank.GitVersioning stamp a build: the informational and file versions, and the project's
        // version in the deps file, count the commits since a tag.
        using var temp = new TempDirectory();
        var head = CopyFolder(builds.BaseFolder, temp.File("head"), _ => true);
        var deps = Path.Combine(head, "SelectionSuite.Benchmarks.deps.json");
        var text = File.ReadAllText(deps);
        Assert.Contains("\"SelectionSuite.Library/1.0.0\"", text, StringComparison.Ordinal);
        File.WriteAllText(deps, text.Replace("SelectionSuite.Library/1.0.0", "SelectionSuite.Library/1.0.1-alpha.0.86", StringComparison.Ordinal)
            .Replace("\"SelectionSuite.Library\": \"1.0.0\"", "\"SelectionSuite.Library\": \"1.0.1-alpha.0.86\"", StringComparison.Ordinal));
        var library = Path.Combine(head, "SelectionSuite.Library.dll");
        using (var module = Mono.Cecil.ModuleDefinition.ReadModule(new MemoryStream(File.ReadAllBytes(library))))
        {
            foreach (var attribute in module.Assembly.CustomAttributes.Where(a => a.AttributeType.Name is "AssemblyInformationalVersionAttribute" or "AssemblyFileVersionAttribute"))
            {
                attribute.ConstructorArguments[0] = new Mono.Cecil.CustomAttributeArgument(attribute.ConstructorArguments[0].Type, "1.0.1-alpha.0.86+0123abcd");
            }

            module.Write(library);
        }

        var changes = BuildComparison.Compare(builds.BaseFolder, head);

        Assert.True(changes.IsEmpty, string.Join("\n", Describe(changes)));
        Assert.NotEqual(File.ReadAllBytes(Path.Combine(builds.BaseFolder, "SelectionSuite.Benchmarks.deps.json")), File.ReadAllBytes(deps));
    }

    [Fact]
    public void A_package_version_in_the_deps_file_still_runs_everything()
    {
        using var temp = new TempDirectory();
        var head = CopyFolder(builds.BaseFolder, temp.File("head"), _ => true);
        var deps = Path.Combine(head, "SelectionSuite.Benchmarks.deps.json");
        var text = File.ReadAllText(deps);
        var package = System.Text.RegularExpressions.Regex.Match(text, "\"(BenchmarkDotNet)/([0-9.]+)\"");
        Assert.True(package.Success, text);
        File.WriteAllText(deps, text.Replace(package.Value, $"\"BenchmarkDotNet/{package.Groups[2].Value}9\"", StringComparison.Ordinal));

        Assert.Equal(["run all SelectionSuite.Benchmarks.deps.json: content differs"], Describe(BuildComparison.Compare(builds.BaseFolder, head)));
    }

    [Fact]
    public void An_assembly_compiled_ahead_of_time_that_differs_runs_everything()
    {
        using var temp = new TempDirectory();
        var (@base, head) = Sides(temp);
        CopyFromFramework("System.Collections.dll", @base, "Precompiled.dll");
        CopyFromFramework("System.Linq.dll", head, "Precompiled.dll");

        var changes = BuildComparison.Compare(@base, head);

        Assert.Equal(
            ["run all Precompiled.dll: differs and is compiled ahead of time (ReadyToRun): its methods' execution cannot be observed"],
            Describe(changes));
    }

    [Fact]
    public void An_identical_assembly_compiled_ahead_of_time_that_references_one_that_differs_runs_everything()
    {
        // The framework's System.Linq.dll (a ReadyToRun image) references System.Collections; the selection suite's library,
        // renamed System.Collections, differs in one method. System.Linq's precompiled code leaves no trace of what it runs.
        using var temp = new TempDirectory();
        var (@base, head) = Sides(temp);
        foreach (var (side, build) in new[] { (@base, builds.BaseFolder), (head, builds.Output("PG_DEEP_CALLEE")) })
        {
            CopyFromFramework("System.Linq.dll", side);
            using var library = Mono.Cecil.AssemblyDefinition.ReadAssembly(Path.Combine(build, "SelectionSuite.Library.dll"));
            library.Name.Name = "System.Collections";
            library.Write(Path.Combine(side, "System.Collections.dll"));
        }

        var changes = BuildComparison.Compare(@base, head);

        Assert.Contains(
            "run all System.Linq.dll: is compiled ahead of time (ReadyToRun) and references System.Collections, which differs: what its precompiled code executes cannot be observed",
            Describe(changes));
    }

    [Fact]
    public void An_identical_assembly_compiled_ahead_of_time_that_references_nothing_that_differs_is_equal()
    {
        using var temp = new TempDirectory();
        var (@base, head) = Sides(temp, builds.BaseFolder, builds.Output("PG_DEEP_CALLEE"));
        CopyFromFramework("System.Linq.dll", @base);
        CopyFromFramework("System.Linq.dll", head);

        Assert.Equal(
            [$"Edited {Library}System.Int32 SelectionSuite.Library.Stages::Checksum(System.Int32)"],
            Describe(BuildComparison.Compare(@base, head)));
    }

    [Fact]
    public void Identical_folders_are_equal_without_comparing_an_assembly()
    {
        var changes = BuildComparison.Compare(builds.BaseFolder, builds.BaseFolder);

        Assert.True(changes.IsEmpty);
        Assert.Empty(changes.DifferingAssemblies);
    }

    [Fact]
    public void A_changed_method_is_located_in_the_heads_source()
    {
        var method = Assert.Single(BuildComparison.Compare(builds.BaseFolder, builds.Output("PG_DEEP_CALLEE")).Methods.Values);

        Assert.Equal("SelectionSuite.Library.Stages.Checksum(Int32)", method.Name);
        Assert.Equal(MethodChange.Edited, method.Kind);
        Assert.NotNull(method.Location);
        Assert.Equal("Stages.cs", Path.GetFileName(method.Location.File));
        Assert.Contains("var sum = 0;", File.ReadAllLines(method.Location.File)[method.Location.Line - 1], StringComparison.Ordinal);
    }

    [Fact]
    public void Without_pdbs_a_change_is_reported_without_a_location()
    {
        using var temp = new TempDirectory();
        var head = CopyFolder(builds.Output("PG_DEEP_CALLEE"), temp.File("head"), file => !file.EndsWith(".pdb", StringComparison.Ordinal));

        var method = Assert.Single(BuildComparison.Compare(builds.BaseFolder, head).Methods.Values);

        Assert.Null(method.Location);
    }

    [Fact]
    public void A_file_on_one_side_only_runs_everything()
    {
        using var temp = new TempDirectory();
        var head = CopyFolder(builds.BaseFolder, temp.File("head"), _ => true);
        File.WriteAllText(Path.Combine(head, "extra.json"), "{}");
        File.Delete(Path.Combine(head, "Data", "prices.csv"));

        var changes = BuildComparison.Compare(builds.BaseFolder, head);

        Assert.Equal(
            ["run all Data/prices.csv: only in the base build", "run all extra.json: only in the head build"],
            Describe(changes));
    }

    [Fact]
    public void A_file_that_is_not_an_assembly_but_named_like_one_is_compared_by_bytes()
    {
        using var temp = new TempDirectory();
        var head = CopyFolder(builds.BaseFolder, temp.File("head"), _ => true);
        File.WriteAllText(Path.Combine(head, "SelectionSuite.Library.dll"), "not an assembly");

        Assert.Equal(["run all SelectionSuite.Library.dll: content differs"], Describe(BuildComparison.Compare(builds.BaseFolder, head)));
    }

    internal static IEnumerable<string> Describe(CompiledChanges changes) =>
        changes.RunAll.Select(r => $"run all {r.File}: {r.Why}")
            .Concat(changes.Methods.Values.Select(m => $"{m.Kind} {m.Key}"))
            .Concat(changes.Types.Values.Select(t => $"type {t.Key}: {t.Why}"))
            .Order(StringComparer.Ordinal);

    /// <summary>The folders "base" and "head" in <paramref name="temp"/>: copies of the builds given, else empty.</summary>
    private static (string Base, string Head) Sides(TempDirectory temp, string? baseBuild = null, string? headBuild = null)
    {
        string Side(string name, string? build) =>
            build is null ? Directory.CreateDirectory(temp.File(name)).FullName : CopyFolder(build, temp.File(name), _ => true);
        return (Side("base", baseBuild), Side("head", headBuild));
    }

    // The shared framework's assemblies are ReadyToRun images.
    private static void CopyFromFramework(string assembly, string folder, string? name = null) =>
        File.Copy(Path.Combine(Path.GetDirectoryName(typeof(object).Assembly.Location)!, assembly), Path.Combine(folder, name ?? assembly));

    private static string CopyFolder(string source, string target, Func<string, bool> include)
    {
        foreach (var file in Directory.EnumerateFiles(source, "*", SearchOption.AllDirectories).Where(include))
        {
            var copy = Path.Combine(target, Path.GetRelativePath(source, file));
            Directory.CreateDirectory(Path.GetDirectoryName(copy)!);
            File.Copy(file, copy);
        }

        return target;
    }
}
