using System.Globalization;
using Mono.Cecil;

namespace PerfGate.Selection.Changes;

/// <summary>What a type is apart from its methods' bodies: what decides its layout, its dispatch and what reflection
/// reads from it (a benchmark's [Params] is an attribute on a property). A non-virtual method added is not part of
/// it: that method is reported as added, and no existing code calls it.</summary>
internal static class TypeShape
{
    public const string FieldAdded = "field added";
    public const string FieldRemoved = "field removed";
    public const string Fields = "fields";

    public static IReadOnlyList<ShapeAspect> Of(TypeDefinition type) =>
    [
        new("attributes", ((int)type.Attributes).ToString(CultureInfo.InvariantCulture)),
        new("layout", $"{type.ClassSize.ToString(CultureInfo.InvariantCulture)} {type.PackingSize.ToString(CultureInfo.InvariantCulture)}"),
        new("base type", IlNames.Type(type.BaseType)),
        new("interfaces", string.Join(" ; ", type.Interfaces.Select(i => $"{IlNames.Type(i.InterfaceType)} {IlNames.Attributes(i)}").Order(StringComparer.Ordinal))),
        new("generic parameters", IlNames.GenericParameters(type)),
        // Declaration order is the layout order of a sequential type, so the fields are not sorted.
        new(Fields, string.Join("\n", type.Fields.Select(Field))),
        new("custom attributes", IlNames.Attributes(type)),
        new("properties", string.Join("\n", type.Properties.Select(Property))),
        new("events", string.Join("\n", type.Events.Select(Event))),
        // A new override or a new slot changes which code a virtual call reaches, even where no body changed.
        new("virtual methods", string.Join("\n", type.Methods.Where(m => m.IsVirtual || m.IsAbstract || m.HasOverrides).Select(VirtualMethod).Order(StringComparer.Ordinal))),
    ];

    /// <summary>The aspect that differs, with an added or removed field said as such.</summary>
    public static string? Difference(TypeDefinition before, TypeDefinition after)
    {
        var why = ShapeAspect.Differing(Of(before), Of(after)).FirstOrDefault();
        return why != Fields || before.Fields.Count == after.Fields.Count
            ? why
            : before.Fields.Count < after.Fields.Count ? FieldAdded : FieldRemoved;
    }

    private static string Field(FieldDefinition field) =>
        $"{field.Name} {((int)field.Attributes).ToString(CultureInfo.InvariantCulture)} {IlNames.Type(field.FieldType)} " +
        $"offset {field.Offset.ToString(CultureInfo.InvariantCulture)} const {IlNames.Constant(field)} " +
        // An array initializer's data lives in a field's initial value, not in the IL that reads it.
        $"data {(field.InitialValue is { Length: > 0 } data ? Convert.ToHexString(data) : "")} {IlNames.Attributes(field)}";

    private static string Property(PropertyDefinition property) =>
        $"{property.Name} {((int)property.Attributes).ToString(CultureInfo.InvariantCulture)} {IlNames.Type(property.PropertyType)} " +
        $"({string.Join(",", property.Parameters.Select(p => IlNames.Type(p.ParameterType)))}) get {property.GetMethod?.Name} " +
        $"set {property.SetMethod?.Name} const {IlNames.Constant(property)} {IlNames.Attributes(property)}";

    private static string Event(EventDefinition e) =>
        $"{e.Name} {((int)e.Attributes).ToString(CultureInfo.InvariantCulture)} {IlNames.Type(e.EventType)} " +
        $"add {e.AddMethod?.Name} remove {e.RemoveMethod?.Name} {IlNames.Attributes(e)}";

    private static string VirtualMethod(MethodDefinition method) =>
        $"{IlNames.Method(method)} {((int)method.Attributes).ToString(CultureInfo.InvariantCulture)} " +
        $"overrides {string.Join(",", method.Overrides.Select(IlNames.Method))}";
}
