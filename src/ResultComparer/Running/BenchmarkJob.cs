using PerfGate.Options;
namespace PerfGate.Running;

/// <summary>A validated <c>--job</c> value: PerfGate's <c>ci</c> preset or one of BenchmarkDotNet's own presets.</summary>
internal sealed class BenchmarkJob
{
    public static readonly BenchmarkJob Ci = new(GateDefaults.Job, CiJobPreset.ToBenchmarkDotNetArguments());
    public static readonly BenchmarkJob Short = BenchmarkDotNetPreset("short");
    public static readonly BenchmarkJob Medium = BenchmarkDotNetPreset("medium");
    public static readonly BenchmarkJob Long = BenchmarkDotNetPreset("long");
    public static readonly BenchmarkJob Default = BenchmarkDotNetPreset("default");
    public static readonly BenchmarkJob Dry = BenchmarkDotNetPreset("dry");

    /// <summary>In <see cref="GateDefaults.JobNames"/>' order, which a test keeps equal to this list.</summary>
    public static IReadOnlyList<BenchmarkJob> All { get; } = [Ci, Short, Medium, Long, Default, Dry];

    public static string AllowedNames { get; } = string.Join(", ", All.Select(j => j.Name));

    private BenchmarkJob(string name, IReadOnlyList<string> arguments, bool inProcess = false, IReadOnlyDictionary<string, string>? environment = null)
    {
        Name = name;
        Arguments = arguments;
        InProcess = inProcess;
        Environment = environment ?? new Dictionary<string, string>();
    }

    public string Name { get; }

    /// <summary>BenchmarkDotNet's command-line arguments.</summary>
    public IReadOnlyList<string> Arguments { get; }

    /// <summary>The benchmarks run inside the app's own process (<c>--inProcess</c>): BenchmarkDotNet builds nothing.</summary>
    public bool InProcess { get; }

    /// <summary>Variables the benchmark process runs with (the runtime's settings).</summary>
    public IReadOnlyDictionary<string, string> Environment { get; }

    public static BenchmarkJob Parse(string? value) =>
        All.FirstOrDefault(j => string.Equals(j.Name, value?.Trim(), StringComparison.OrdinalIgnoreCase))
            ?? throw new PerfGateInputException(GateOptions.Job, $"unknown value '{value}'. Allowed values: {AllowedNames}.");

    /// <summary>A job of its own in one in-process launch (not one a user can name).</summary>
    public static BenchmarkJob InProcessNamed(string name, IReadOnlyList<string> arguments, IReadOnlyDictionary<string, string>? environment = null) =>
        new(name, [.. arguments, "--inProcess"], inProcess: true, environment);

    /// <summary>
    /// This job cut to one launch, run inside the app itself: the same-runner mode starts every launch as a process of
    /// its own, so BenchmarkDotNet need not build its generated project each time. The runtime's settings are then the
    /// app's own, dynamic PGO included, and <see cref="SteadyLaunch.Environment"/>'s.
    /// </summary>
    public BenchmarkJob OneLaunchInProcess()
    {
        IReadOnlyList<string> arguments = this == Ci
            ? [.. CiJobPreset.ToBenchmarkDotNetArguments(launchCount: 1, automaticWarmup: true), "--inProcess"]
            : [.. Arguments, "--launchCount", "1", "--inProcess"];
        return new BenchmarkJob(Name, arguments, inProcess: true, SteadyLaunch.Environment);
    }

    public override string ToString() => Name;

    private static BenchmarkJob BenchmarkDotNetPreset(string name) => new(name, ["--job", name]);
}
