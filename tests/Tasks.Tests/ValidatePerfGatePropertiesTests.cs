using PerfGate.Options;
using PerfGate.Tasks.Tests.Support;

namespace PerfGate.Tasks.Tests;

public sealed class ValidatePerfGatePropertiesTests
{
    [Fact]
    public void The_targets_defaults_are_valid()
    {
        var engine = new RecordingBuildEngine();

        Assert.True(Validate(engine).Execute());
        Assert.Empty(engine.Errors);
    }

    [Theory]
    [InlineData(nameof(ValidatePerfGateProperties.Job), " Short ")]
    [InlineData(nameof(ValidatePerfGateProperties.Comment), "TRUE")]
    [InlineData(nameof(ValidatePerfGateProperties.ConfirmReruns), "0")]
    [InlineData(nameof(ValidatePerfGateProperties.BaselineRuns), "5")]
    [InlineData(nameof(ValidatePerfGateProperties.CompareTo), "origin/main")]
    [InlineData(nameof(ValidatePerfGateProperties.CompareTo), "baseline")]
    [InlineData(nameof(ValidatePerfGateProperties.StableMachine), "True")]
    [InlineData(nameof(ValidatePerfGateProperties.Shard), " 2/2 ")]
    [InlineData(nameof(ValidatePerfGateProperties.Shard), "1/1")]
    [InlineData(nameof(ValidatePerfGateProperties.SameRunnerPairs), " 8 ")]
    [InlineData(nameof(ValidatePerfGateProperties.CaseTimeout), "30s")]
    [InlineData(nameof(ValidatePerfGateProperties.CaseTimeout), " 5m ")]
    [InlineData(nameof(ValidatePerfGateProperties.ExplainTime), " Auto ")]
    [InlineData(nameof(ValidatePerfGateProperties.ExplainTime), "false")]
    public void Known_values_are_accepted_whatever_their_case_and_blanks(string parameter, string value)
    {
        var engine = new RecordingBuildEngine();
        var task = Validate(engine);
        typeof(ValidatePerfGateProperties).GetProperty(parameter)!.SetValue(task, value);

        Assert.True(task.Execute());
        Assert.Empty(engine.Errors);
    }

    [Theory]
    [InlineData(nameof(ValidatePerfGateProperties.Job), "fast", "PerfGateJob: unknown value 'fast'. Allowed values: ci, short, medium, long, default, dry.")]
    [InlineData(nameof(ValidatePerfGateProperties.Comment), "yes", "PerfGateComment: unknown value 'yes'. Use auto, true or false.")]
    [InlineData(nameof(ValidatePerfGateProperties.ReuseResults), "1", "PerfGateReuseResults: unknown value '1'. Allowed values: true, false.")]
    [InlineData(nameof(ValidatePerfGateProperties.ConfirmReruns), "once", "PerfGateConfirmReruns: 'once' is not a whole number from 0 to 5. Use 0 to decide on the first run alone.")]
    [InlineData(nameof(ValidatePerfGateProperties.BaselineRuns), "0", "PerfGateBaselineRuns: '0' is not a whole number from 1 to 5. Each run measures every tagged benchmark once more.")]
    [InlineData(nameof(ValidatePerfGateProperties.ArtifactsPath), "", "PerfGateArtifactsPath: a value is required.")]
    [InlineData(nameof(ValidatePerfGateProperties.BaselinePath), " ", "PerfGateBaselinePath: a value is required.")]
    [InlineData(nameof(ValidatePerfGateProperties.TimeThreshold), "5x", "PerfGateTimeThreshold: '5x' is not a time threshold. Use a positive percentage such as '5%' or '12.5%'.")]
    [InlineData(nameof(ValidatePerfGateProperties.AllocationThreshold), "1x", "PerfGateAllocationThreshold: '1x' is not an allocation threshold. Use a percentage ('1%'), a size ('64B', '1KB'), or both ('1%,64B').")]
    [InlineData(nameof(ValidatePerfGateProperties.SameRunnerPairs), "5", "PerfGateSameRunnerPairs: '5' is not a whole number from 8 to 30. It is the most pairs a method gets; every method gets 5, 6 and then 8 unless every case is already unchanged, and only an undecided one more. More pairs cost more benchmark time.")]
    [InlineData(nameof(ValidatePerfGateProperties.SameRunnerPairs), "many", "PerfGateSameRunnerPairs: 'many' is not a whole number from 8 to 30. It is the most pairs a method gets; every method gets 5, 6 and then 8 unless every case is already unchanged, and only an undecided one more. More pairs cost more benchmark time.")]
    [InlineData(nameof(ValidatePerfGateProperties.CaseTimeout), "5s", "PerfGateCaseTimeout: '5s' is not a case timeout. Use whole seconds or minutes from 10s to 60m, such as '120s' or '5m'. It is the least time one benchmark case may run before it is taken as hung.")]
    [InlineData(nameof(ValidatePerfGateProperties.StableMachine), "yes", "PerfGateStableMachine: unknown value 'yes'. Allowed values: true, false.")]
    [InlineData(nameof(ValidatePerfGateProperties.ExplainTime), "regressed", "PerfGateExplainTime: unknown value 'regressed'. Use auto, true or false.")]
    [InlineData(nameof(ValidatePerfGateProperties.TimeSampler), "EventPipeX", "PerfGateTimeSampler: unknown value 'EventPipeX'. Use auto, perf or eventpipe.")]
    [InlineData(nameof(ValidatePerfGateProperties.CompareTo), "--output=x", "PerfGateCompareTo: '--output=x' is not a git revision. Use 'auto' (the pull request's merge base in a pull request, the committed baseline elsewhere), 'baseline' (always the committed baseline), or a branch, tag or commit such as 'origin/main'.")]
    [InlineData(nameof(ValidatePerfGateProperties.Shard), "3/2", "PerfGateShard: '3/2' is not a shard: write i/n with 1 ≤ i ≤ n ≤ 256, e.g. 1/2 for the first of two matrix jobs (${{ matrix.shard }}/2).")]
    [InlineData(nameof(ValidatePerfGateProperties.Shard), "0/2", "PerfGateShard: '0/2' is not a shard: write i/n with 1 ≤ i ≤ n ≤ 256, e.g. 1/2 for the first of two matrix jobs (${{ matrix.shard }}/2).")]
    [InlineData(nameof(ValidatePerfGateProperties.Shard), "1", "PerfGateShard: '1' is not a shard: write i/n with 1 ≤ i ≤ n ≤ 256, e.g. 1/2 for the first of two matrix jobs (${{ matrix.shard }}/2).")]
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
    public void A_misspelled_threshold_override_is_PG0002_naming_the_item()
    {
        var engine = new RecordingBuildEngine();
        var task = Validate(engine);
        task.ThresholdOverrides = [new Microsoft.Build.Utilities.TaskItem("Sample.*=time:15%"), new Microsoft.Build.Utilities.TaskItem("Sample.*=speed:15%")];

        Assert.False(task.Execute());

        var error = Assert.Single(engine.Errors);
        Assert.Equal("PG0002", error.Code);
        Assert.StartsWith("PerfGateThresholdOverride: 'Sample.*=speed:15%' is not a threshold override.", error.Message, StringComparison.Ordinal);
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

    [Fact]
    public void Shard_results_that_exist_are_accepted()
    {
        var engine = new RecordingBuildEngine();
        var task = Validate(engine);
        task.ShardResults = [new Microsoft.Build.Utilities.TaskItem(Path.GetTempPath()), new Microsoft.Build.Utilities.TaskItem(AppContext.BaseDirectory)];

        Assert.True(task.Execute());
        Assert.Empty(engine.Errors);
    }

    [Fact]
    public void A_shard_results_folder_that_does_not_exist_is_PG0002_naming_it()
    {
        var engine = new RecordingBuildEngine();
        var task = Validate(engine);
        var missing = Path.Combine(Path.GetTempPath(), Guid.NewGuid().ToString("N"), "shard-2");
        task.ShardResults = [new Microsoft.Build.Utilities.TaskItem(Path.GetTempPath()), new Microsoft.Build.Utilities.TaskItem(missing)];

        Assert.False(task.Execute());

        var error = Assert.Single(engine.Errors);
        Assert.Equal(("PG0002", ToolTasks.ProjectPath), (error.Code, error.File));
        Assert.Equal($"PerfGateShardResults: '{missing}' is not a folder. Give the artifacts folder of every shard (as each matrix job uploaded it), ';'-separated.", error.Message);
    }

    [Fact]
    public void A_shard_that_is_also_a_join_is_PG0002_saying_which_job_sets_which()
    {
        var engine = new RecordingBuildEngine();
        var task = Validate(engine);
        task.Shard = "1/2";
        task.ShardResults = [new Microsoft.Build.Utilities.TaskItem(Path.GetTempPath())];

        Assert.False(task.Execute());

        var error = Assert.Single(engine.Errors);
        Assert.Equal("PG0002", error.Code);
        Assert.Equal(
            "PerfGateShard and PerfGateShardResults are both set: PerfGateShard runs one matrix job's share, PerfGateShardResults joins every shard's. " +
            "Set PerfGateShard in the matrix jobs and PerfGateShardResults in the join job only.",
            error.Message);
    }

    [Fact]
    public void The_job_names_are_the_ones_the_tool_runs()
    {
        Assert.Equal(PerfGate.Running.BenchmarkJob.All.Select(j => j.Name), GateDefaults.JobNames);
    }

    /// <summary>What PerfGate.targets passes when the user sets nothing: empty leaves the tool's default.</summary>
    private static ValidatePerfGateProperties Validate(RecordingBuildEngine engine) =>
        new()
        {
            BuildEngine = engine,
            ProjectPath = ToolTasks.ProjectPath,
            Job = "",
            Comment = "auto",
            ReuseResults = "false",
            ConfirmReruns = "",
            BaselineRuns = "",
            BaselinePath = "/repo/perfgate-baseline.json",
            ArtifactsPath = "/repo/obj/perfgate/",
        };
}
