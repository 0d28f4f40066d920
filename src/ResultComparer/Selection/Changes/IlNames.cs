using System.Globalization;
using System.Text;
using Mono.Cecil;

namespace PerfGate.Selection.Changes;

/// <summary>Names of what IL refers to, with the assembly each type comes from: a metadata token is only a row number
/// that shifts when unrelated members are added, while these names say what is meant, so equal names mean the same
/// target. The declaring assembly is part of the name because a type that moves to another assembly is another type.</summary>
internal static class IlNames
{
    public static string Type(TypeReference? type) => type switch
    {
        null => "-",
        GenericParameter parameter => parameter.FullName,
        GenericInstanceType generic => $"{Type(generic.ElementType)}<{string.Join(",", generic.GenericArguments.Select(Type))}>",
        ArrayType array => Type(array.ElementType) + array.FullName[array.ElementType.FullName.Length..],
        ByReferenceType reference => Type(reference.ElementType) + "&",
        PointerType pointer => Type(pointer.ElementType) + "*",
        RequiredModifierType modifier => $"{Type(modifier.ElementType)} modreq({Type(modifier.ModifierType)})",
        OptionalModifierType modifier => $"{Type(modifier.ElementType)} modopt({Type(modifier.ModifierType)})",
        PinnedType pinned => Type(pinned.ElementType) + " pinned",
        TypeSpecification specification => specification.FullName,
        _ => $"[{Scope(type)}]{type.FullName}",
    };

    public static string Method(MethodReference method)
    {
        var name = new StringBuilder(method.HasThis ? "instance " : "");
        name.Append(method.CallingConvention.ToString()).Append(' ')
            .Append(Type(method.ReturnType)).Append(' ')
            .Append(Type(method.DeclaringType)).Append("::").Append(method.Name);
        if (method is GenericInstanceMethod generic)
        {
            name.Append('<').AppendJoin(",", generic.GenericArguments.Select(Type)).Append('>');
        }
        else if (method.HasGenericParameters)
        {
            name.Append('`').Append(method.GenericParameters.Count.ToString(CultureInfo.InvariantCulture));
        }

        return name.Append('(').AppendJoin(",", method.Parameters.Select(p => Type(p.ParameterType))).Append(')').ToString();
    }

    public static string Field(FieldReference field) => $"{Type(field.FieldType)} {Type(field.DeclaringType)}::{field.Name}";

    /// <summary>The attribute's constructor and its serialized arguments, which hold every value and type name it was
    /// given; read as bytes so that no referenced assembly has to be loaded to decode them.</summary>
    public static string Attribute(CustomAttribute attribute) =>
        $"{Method(attribute.Constructor)} {Convert.ToHexString(attribute.GetBlob())}";

    public static string Attributes(ICustomAttributeProvider provider) =>
        provider.HasCustomAttributes ? string.Join(" ; ", provider.CustomAttributes.Select(Attribute)) : "";

    public static string Constant(IConstantProvider provider) => provider.HasConstant ? Value(provider.Constant) : "";

    /// <summary>A literal, with floating-point values as their bits so that -0.0 and NaN payloads are told apart.</summary>
    public static string Value(object? value) => value switch
    {
        null => "null",
        string text => $"\"{text.Length.ToString(CultureInfo.InvariantCulture)}:{text}",
        float single => "r4:" + BitConverter.SingleToInt32Bits(single).ToString("x8", CultureInfo.InvariantCulture),
        double number => "r8:" + BitConverter.DoubleToInt64Bits(number).ToString("x16", CultureInfo.InvariantCulture),
        IFormattable formattable => $"{value.GetType().Name}:{formattable.ToString(null, CultureInfo.InvariantCulture)}",
        _ => $"{value.GetType().Name}:{value}",
    };

    public static string GenericParameters(IGenericParameterProvider provider) =>
        provider.HasGenericParameters
            ? string.Join(" ; ", provider.GenericParameters.Select(p =>
                $"{p.Name} {(int)p.Attributes} ({string.Join(",", p.Constraints.Select(c => Type(c.ConstraintType) + " " + Attributes(c)).Order(StringComparer.Ordinal))}) {Attributes(p)}"))
            : "";

    private static string Scope(TypeReference type) => type.Scope switch
    {
        AssemblyNameReference assembly => assembly.Name,
        ModuleDefinition module => module.Assembly?.Name.Name ?? module.Name,
        ModuleReference module => module.Name,
        _ => "",
    };
}
