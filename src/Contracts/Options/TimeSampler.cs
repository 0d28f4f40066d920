namespace PerfGate.Options;

/// <summary><c>--time-sampler auto|perf|eventpipe</c> (PerfGateTimeSampler): what samples the CPU when a time regression
/// is explained (docs/time-explanations.md, "The sampler").</summary>
public readonly record struct TimeSampler
{
    /// <summary>Linux <c>perf</c> where it is on the PATH and may sample, EventPipe's sampler elsewhere.</summary>
    public static readonly TimeSampler Auto = new("auto");

    /// <summary><c>perf</c> only: where it cannot sample, the explanation says the profile failed and why.</summary>
    public static readonly TimeSampler Perf = new("perf");

    /// <summary>EventPipe's sampler even where <c>perf</c> samples: the way back on a machine whose <c>perf</c> samples but
    /// misleads (a kernel or a container we have not met).</summary>
    public static readonly TimeSampler EventPipe = new("eventpipe");

    private static readonly TimeSampler[] All = [Auto, Perf, EventPipe];

    private TimeSampler(string name) => Name = name;

    public string Name { get; }

    /// <summary>Whether <c>perf</c> samples: null where that depends on the machine (<see cref="Auto"/>).</summary>
    public bool? UsesPerf => Name == Perf.Name ? true : Name == EventPipe.Name ? false : null;

    public static TimeSampler Parse(string? text) =>
        NamedValue.Parse(text, Auto, All, sampler => sampler.Name, GateOptions.TimeSampler, $"{Auto}, {Perf} or {EventPipe}");

    public override string ToString() => Name ?? Auto.Name;
}
