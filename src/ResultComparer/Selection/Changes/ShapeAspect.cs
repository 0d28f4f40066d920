namespace PerfGate.Selection.Changes;

/// <summary>One named part of a type's or an assembly's shape, as text that is equal exactly when the part is.</summary>
internal sealed record ShapeAspect(string Name, string Text)
{
    /// <returns>The name of the first aspect that differs, or null when all are equal (both lists come from the same
    /// reader, so they name the same aspects in the same order).</returns>
    public static string? FirstDifference(IReadOnlyList<ShapeAspect> before, IReadOnlyList<ShapeAspect> after) =>
        before.Zip(after).FirstOrDefault(pair => pair.First.Text != pair.Second.Text).First?.Name;
}
