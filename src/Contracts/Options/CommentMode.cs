namespace PerfGate.Options;

/// <summary><c>--comment auto|true|false</c> (PerfGateComment): when the sticky pull-request comment is written.</summary>
public readonly record struct CommentMode
{
    /// <summary>Comment when the gate fails; once a comment exists, update it on every run, passing ones too,
    /// so a fixed regression never leaves a stale red comment behind.</summary>
    public static readonly CommentMode Auto = new("auto");

    public static readonly CommentMode Always = new("true");

    public static readonly CommentMode Never = new("false");

    private static readonly CommentMode[] All = [Auto, Always, Never];

    private CommentMode(string name) => Name = name;

    public string Name { get; }

    public static CommentMode Parse(string? text) =>
        NamedValue.Parse(text, Auto, All, mode => mode.Name, GateOptions.Comment, $"{Auto}, {Always} or {Never}");

    public override string ToString() => Name ?? "auto";
}
