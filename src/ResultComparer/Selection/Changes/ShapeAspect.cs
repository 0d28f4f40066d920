namespace PerfGate.Selection.Changes;

/// <summary>One named part of a type's or an assembly's shape, as text that is equal exactly when the part is.</summary>
internal sealed record ShapeAspect(string Name, string Text)
{
    /// <returns>The names of the aspects that differ, in order; none when all are equal (both lists come from the same
    /// reader, so they name the same aspects in the same order).</returns>
    public static IEnumerable<string> Differing(IReadOnlyList<ShapeAspect> before, IReadOnlyList<ShapeAspect> after) =>
        before.Zip(after).Where(pair => pair.First.Text != pair.Second.Text).Select(pair => pair.First.Name);
}
