namespace PerfGate.Options;

/// <summary><c>--select changed|all</c> (PerfGateSelect): in the same-runner mode, whether a benchmark method runs its
/// pairs only when code it executes changed between the base and the head, or always.</summary>
public readonly record struct SelectMode
{
    /// <summary>Only the methods that execute code the change touched, or all of them for a change that cannot be
    /// compared (a package, the runtime's settings, a data file): the default wherever the same-runner mode runs.</summary>
    public static readonly SelectMode Changed = new("changed");

    /// <summary>Every benchmark method runs its pairs (main's history's direct check, a suspicion of the selection).</summary>
    public static readonly SelectMode All = new("all");

    private static readonly SelectMode[] Modes = [Changed, All];

    private SelectMode(string name) => Name = name;

    public string Name { get; }

    public bool SelectsChanged => Name != All.Name;

    public static SelectMode Parse(string? text) =>
        NamedValue.Parse(text, Changed, Modes, mode => mode.Name, GateOptions.Select, $"{Changed} (run only the benchmarks whose executed code changed) or {All}");

    public override string ToString() => Name ?? Changed.Name;
}
