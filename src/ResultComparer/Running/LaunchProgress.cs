using System.Globalization;

namespace PerfGate.Running;

/// <summary>
/// Where one benchmark process stands among all the launches of a gate that starts many (the same-runner mode:
/// pairs × methods × 2): its progress lines count the gate's launches, "[launch 7/32] base Sample.X.Y", instead of
/// the cases of its own process, which would restart at [1/1] for every launch.
/// </summary>
/// <param name="Number">1-based, over the whole gate.</param>
/// <param name="Total">Launches planned for the whole gate (it shrinks when a method turns out new since the base).</param>
/// <param name="Side">"base" or "head".</param>
/// <param name="Method">The benchmark method the launch runs (<c>Namespace.Type.Method</c>).</param>
public sealed record LaunchProgress(int Number, int Total, string Side, string Method)
{
    /// <summary>"[launch 7/32] base": the position MSBuild's terminal logger shows on the project's status line.</summary>
    public string Prefix => string.Create(CultureInfo.InvariantCulture, $"[launch {Number}/{Total}] {Side}");
}
