using System.Collections.Immutable;
using System.Reflection.Metadata;
using System.Reflection.Metadata.Ecma335;
using System.Reflection.PortableExecutable;

namespace PerfGate.Tests.Architecture;

/// <summary>
/// Which of an assembly's own types each of its types uses, read from the compiled assembly: signatures (base type,
/// interfaces, fields, methods) and every token in every method body. What the compiler resolved, so a <c>using</c>
/// that names a namespace both assemblies share, a comment or a string never counts, and a fully qualified name does.
/// A nested type (a lambda's closure, an async state machine) counts as its outermost declaring type.
/// </summary>
internal static class TypeReferences
{
    /// <returns>Each type's full name → the full names of the other types of the assembly it references.</returns>
    public static IReadOnlyDictionary<string, IReadOnlySet<string>> Of(string assemblyPath)
    {
        using var stream = File.OpenRead(assemblyPath);
        using var pe = new PEReader(stream);
        var reader = pe.GetMetadataReader();
        var names = new SignatureNames(reader);
        var references = new Dictionary<string, HashSet<string>>(StringComparer.Ordinal);
        foreach (var handle in reader.TypeDefinitions)
        {
            var type = reader.GetTypeDefinition(handle);
            var owner = names.Outermost(handle);
            if (!references.TryGetValue(owner, out var used))
            {
                references[owner] = used = new HashSet<string>(StringComparer.Ordinal);
            }

            used.UnionWith(names.OfToken(type.BaseType));
            foreach (var implementation in type.GetInterfaceImplementations())
            {
                used.UnionWith(names.OfToken(reader.GetInterfaceImplementation(implementation).Interface));
            }

            foreach (var field in type.GetFields())
            {
                used.UnionWith(reader.GetFieldDefinition(field).DecodeSignature(names, null));
            }

            foreach (var methodHandle in type.GetMethods())
            {
                var method = reader.GetMethodDefinition(methodHandle);
                var signature = method.DecodeSignature(names, null);
                used.UnionWith(signature.ReturnType);
                used.UnionWith(signature.ParameterTypes.SelectMany(p => p));
                if (method.RelativeVirtualAddress != 0)
                {
                    var body = pe.GetMethodBody(method.RelativeVirtualAddress);
                    used.UnionWith(BodyTokens(body).SelectMany(names.OfToken));
                    if (!body.LocalSignature.IsNil)
                    {
                        used.UnionWith(reader.GetStandaloneSignature(body.LocalSignature).DecodeLocalSignature(names, null).SelectMany(l => l));
                    }
                }
            }

            used.Remove(owner);
        }

        return references.ToDictionary(r => r.Key, r => (IReadOnlySet<string>)r.Value, StringComparer.Ordinal);
    }

    /// <summary>The metadata tokens a method body's instructions name (calls, fields, types), in order.</summary>
    private static IEnumerable<EntityHandle> BodyTokens(MethodBodyBlock body)
    {
        var il = body.GetILReader();
        var tokens = new List<EntityHandle>();
        while (il.RemainingBytes > 0)
        {
            var code = (ILOpCode)il.ReadByte();
            if ((int)code == 0xFE)
            {
                code = (ILOpCode)(0xFE00 | il.ReadByte());
            }

            switch (OperandOf(code))
            {
                case Operand.Token:
                    tokens.Add(MetadataTokens.EntityHandle(il.ReadInt32()));
                    break;
                case Operand.Switch:
                    il.Offset += 4 * il.ReadInt32();
                    break;
                case var size:
                    il.Offset += (int)size;
                    break;
            }
        }

        return tokens;
    }

    private enum Operand
    {
        None = 0,
        One = 1,
        Two = 2,
        Four = 4,
        Eight = 8,
        Token = -1,
        Switch = -2,
    }

    // ECMA-335 III: each instruction's operand. ldstr and calli name a string and a stand-alone signature, no type.
    private static Operand OperandOf(ILOpCode code) => code switch
    {
        ILOpCode.Call or ILOpCode.Callvirt or ILOpCode.Newobj or ILOpCode.Jmp or ILOpCode.Ldftn or ILOpCode.Ldvirtftn
            or ILOpCode.Ldfld or ILOpCode.Ldflda or ILOpCode.Stfld or ILOpCode.Ldsfld or ILOpCode.Ldsflda or ILOpCode.Stsfld
            or ILOpCode.Ldtoken or ILOpCode.Box or ILOpCode.Unbox or ILOpCode.Unbox_any or ILOpCode.Castclass or ILOpCode.Isinst
            or ILOpCode.Newarr or ILOpCode.Ldelema or ILOpCode.Ldelem or ILOpCode.Stelem or ILOpCode.Initobj or ILOpCode.Cpobj
            or ILOpCode.Ldobj or ILOpCode.Stobj or ILOpCode.Sizeof or ILOpCode.Constrained or ILOpCode.Mkrefany
            or ILOpCode.Refanyval => Operand.Token,
        ILOpCode.Ldstr or ILOpCode.Calli or ILOpCode.Ldc_i4 or ILOpCode.Ldc_r4 => Operand.Four,
        ILOpCode.Switch => Operand.Switch,
        ILOpCode.Ldc_i8 or ILOpCode.Ldc_r8 => Operand.Eight,
        ILOpCode.Ldarg or ILOpCode.Ldarga or ILOpCode.Starg or ILOpCode.Ldloc or ILOpCode.Ldloca or ILOpCode.Stloc => Operand.Two,
        ILOpCode.Ldarg_s or ILOpCode.Ldarga_s or ILOpCode.Starg_s or ILOpCode.Ldloc_s or ILOpCode.Ldloca_s or ILOpCode.Stloc_s
            or ILOpCode.Ldc_i4_s or ILOpCode.Unaligned => Operand.One,
        _ when code.IsBranch() => (Operand)code.GetBranchOperandSize(),
        _ => Operand.None,
    };

    /// <summary>The assembly's own types a signature or token names (types of other assemblies name none).</summary>
    private sealed class SignatureNames(MetadataReader reader) : ISignatureTypeProvider<ImmutableArray<string>, object?>
    {
        public IEnumerable<string> OfToken(EntityHandle handle) => handle.IsNil ? [] : handle.Kind switch
        {
            HandleKind.TypeDefinition => [Outermost((TypeDefinitionHandle)handle)],
            HandleKind.TypeSpecification => reader.GetTypeSpecification((TypeSpecificationHandle)handle).DecodeSignature(this, null),
            HandleKind.MethodDefinition => [Outermost(reader.GetMethodDefinition((MethodDefinitionHandle)handle).GetDeclaringType())],
            HandleKind.FieldDefinition => [Outermost(reader.GetFieldDefinition((FieldDefinitionHandle)handle).GetDeclaringType())],
            HandleKind.MemberReference => OfToken(reader.GetMemberReference((MemberReferenceHandle)handle).Parent),
            HandleKind.MethodSpecification => reader.GetMethodSpecification((MethodSpecificationHandle)handle) is var specification
                ? OfToken(specification.Method).Concat(specification.DecodeSignature(this, null).SelectMany(t => t))
                : [],
            _ => [],
        };

        public string Outermost(TypeDefinitionHandle handle)
        {
            var type = reader.GetTypeDefinition(handle);
            while (type.GetDeclaringType() is { IsNil: false } declaring)
            {
                type = reader.GetTypeDefinition(declaring);
            }

            var name = reader.GetString(type.Name);
            return type.Namespace.IsNil ? name : $"{reader.GetString(type.Namespace)}.{name}";
        }

        public ImmutableArray<string> GetTypeFromDefinition(MetadataReader metadata, TypeDefinitionHandle handle, byte rawTypeKind) => [Outermost(handle)];

        public ImmutableArray<string> GetTypeFromReference(MetadataReader metadata, TypeReferenceHandle handle, byte rawTypeKind) => [];

        public ImmutableArray<string> GetTypeFromSpecification(MetadataReader metadata, object? context, TypeSpecificationHandle handle, byte rawTypeKind) =>
            metadata.GetTypeSpecification(handle).DecodeSignature(this, context);

        public ImmutableArray<string> GetGenericInstantiation(ImmutableArray<string> genericType, ImmutableArray<ImmutableArray<string>> typeArguments) =>
            [.. genericType, .. typeArguments.SelectMany(t => t)];

        public ImmutableArray<string> GetSZArrayType(ImmutableArray<string> elementType) => elementType;

        public ImmutableArray<string> GetArrayType(ImmutableArray<string> elementType, ArrayShape shape) => elementType;

        public ImmutableArray<string> GetByReferenceType(ImmutableArray<string> elementType) => elementType;

        public ImmutableArray<string> GetPointerType(ImmutableArray<string> elementType) => elementType;

        public ImmutableArray<string> GetPinnedType(ImmutableArray<string> elementType) => elementType;

        public ImmutableArray<string> GetModifiedType(ImmutableArray<string> modifier, ImmutableArray<string> unmodifiedType, bool isRequired) => unmodifiedType;

        public ImmutableArray<string> GetPrimitiveType(PrimitiveTypeCode typeCode) => [];

        public ImmutableArray<string> GetFunctionPointerType(MethodSignature<ImmutableArray<string>> signature) => [];

        public ImmutableArray<string> GetGenericMethodParameter(object? genericContext, int index) => [];

        public ImmutableArray<string> GetGenericTypeParameter(object? genericContext, int index) => [];
    }
}
