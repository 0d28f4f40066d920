using PerfGate.Tasks.Tests.Support;

namespace PerfGate.Tasks.Tests;

public sealed class ValidatePerfGatePropertiesTests
{
    [Fact]
    public void The_defaults_are_valid()
    {
        var engine = new RecordingBuildEngine();

        Assert.True(Validate(engine).Execute());
        Assert.Empty(engine.Errors);
    }

    [Theory]
    [InlineData(nameof(ValidatePerfGateProperties.Job), "fast", "PerfGateJob: unknown value 'fast'. Allowed values: ci, short, medium, long, default, dry.")]
    [InlineData(nameof(ValidatePerfGateProperties.Comment), "yes", "PerfGateComment: unknown value 'yes'. Allowed values: auto, true, false.")]
    [InlineData(nameof(ValidatePerfGateProperties.ReuseResults), "1", "PerfGateReuseResults: unknown value '1'. Allowed values: true, false.")]
    [InlineData(nameof(ValidatePerfGateProperties.Category), " ", "PerfGateCategory: a value is required.")]
    [InlineData(nameof(ValidatePerfGateProperties.ConfirmReruns), "once", "PerfGateConfirmReruns: unknown value 'once'. Allowed values: 0, 1, 2, 3, 4, 5.")]
    [InlineData(nameof(ValidatePerfGateProperties.BaselineRuns), "0", "PerfGateBaselineRuns: unknown value '0'. Allowed values: 1, 2, 3, 4, 5.")]
    [InlineData(nameof(ValidatePerfGateProperties.ArtifactsPath), "", "PerfGateArtifactsPath: a value is required.")]
    public void A_bad_value_is_PG0002_naming_the_property(string parameter, string value, string expected)
    {
        var engine = new RecordingBuildEngine();
        var task = Validate(engine);
        typeof(ValidatePerfGateProperties).GetProperty(parameter)!.SetValue(task, value);

        Assert.False(task.Execute());

        var error = Assert.Single(engine.Errors);
        Assert.Equal(("PerfGate", "PG0002", ToolTasks.ProjectPath), (error.Subcategory, error.Code, error.File));
        Assert.Equal(expected, error.Message);
    }

    [Fact]
    public void Every_bad_value_is_reported_at_once()
    {
        var engine = new RecordingBuildEngine();
        var task = Validate(engine);
        task.Job = "fast";
        task.Comment = "yes";

        Assert.False(task.Execute());

        Assert.Equal(2, engine.Errors.Count);
    }

    [Fact]
    public void The_gate_needs_an_existing_baseline()
    {
        var engine = new RecordingBuildEngine();
        var task = Validate(engine);
        task.BaselinePath = Path.Combine(Path.GetTempPath(), Guid.NewGuid().ToString("N"), "perfgate-baseline.json");
        task.RequireBaseline = true;

        Assert.False(task.Execute());

        var error = Assert.Single(engine.Errors);
        Assert.Equal("PG0001", error.Code);
        Assert.Contains("dotnet build -t:PerfGateUpdateBaseline", error.Message, StringComparison.Ordinal);
    }

    private static ValidatePerfGateProperties Validate(RecordingBuildEngine engine) =>
        new()
        {
            BuildEngine = engine,
            ProjectPath = ToolTasks.ProjectPath,
            Job = "ci",
            Comment = "auto",
            ReuseResults = "false",
            Category = "PerfGate",
            BaselinePath = "/repo/perfgate-baseline.json",
            ArtifactsPath = "/repo/obj/perfgate/",
        };
}
