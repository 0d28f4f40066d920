using System.Globalization;

namespace PerfGate.Running;

/// <summary>Where one process stands among the launches of a same-runner gate: its progress lines count the gate's launches,
/// "[launch 7/32] base Sample.X.Y", not its own cases (always [1/1]).</summary>
/// <param name="Number">1-based, over the whole gate.</param>
/// <param name="Total">It shrinks when a method turns out new since the base.</param>
/// <param name="Side">"base" or "head".</param>
internal sealed record LaunchProgress(int Number, int Total, string Side, string Method)
{
    /// <summary>"[launch 7/32] base": the position MSBuild's terminal logger shows on the project's status line.</summary>
    public string Prefix => string.Create(CultureInfo.InvariantCulture, $"[launch {Number}/{Total}] {Side}");
}
