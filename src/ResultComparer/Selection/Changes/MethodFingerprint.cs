using System.Globalization;
using System.Text;
using Mono.Cecil;
using Mono.Cecil.Cil;

namespace PerfGate.Selection.Changes;

/// <summary>A method as text that is equal in two builds exactly when the runtime would execute the same thing:
/// signature, flags (AggressiveOptimization, NoInlining… included), attributes and the body with every operand named
/// rather than numbered. Source lines and metadata tokens are left out: they move without the code changing.</summary>
internal static class MethodFingerprint
{
    public static string Of(MethodDefinition method)
    {
        var text = new StringBuilder();
        text.Append("attributes ").Append(((int)method.Attributes).ToString(CultureInfo.InvariantCulture))
            .Append(" impl ").Append(((int)method.ImplAttributes).ToString(CultureInfo.InvariantCulture))
            .Append('\n').Append(IlNames.Method(method))
            .Append("\ngeneric ").Append(IlNames.GenericParameters(method))
            .Append("\ncustom ").Append(IlNames.Attributes(method))
            .Append("\nreturn ").Append(IlNames.Attributes(method.MethodReturnType)).Append(' ').Append(IlNames.Constant(method.MethodReturnType))
            .Append('\n');
        foreach (var parameter in method.Parameters)
        {
            text.Append("parameter ").Append(parameter.Name).Append(' ')
                .Append(((int)parameter.Attributes).ToString(CultureInfo.InvariantCulture)).Append(' ')
                .Append(IlNames.Constant(parameter)).Append(' ').Append(IlNames.Attributes(parameter)).Append('\n');
        }

        foreach (var overridden in method.Overrides)
        {
            text.Append("overrides ").Append(IlNames.Method(overridden)).Append('\n');
        }

        if (method.PInvokeInfo is { } pinvoke)
        {
            text.Append("pinvoke ").Append(pinvoke.Module?.Name).Append(' ').Append(pinvoke.EntryPoint).Append(' ')
                .Append(((int)pinvoke.Attributes).ToString(CultureInfo.InvariantCulture)).Append('\n');
        }

        if (method.HasBody)
        {
            AppendBody(text, method.Body);
        }

        return text.ToString();
    }

    private static void AppendBody(StringBuilder text, MethodBody body)
    {
        // Branch targets and handler boundaries as instruction indexes: byte offsets shift when an unrelated operand is
        // encoded in another width (a token, a short branch), the indexes only when the code does.
        var index = new Dictionary<Instruction, int>(
            body.Instructions.Select((instruction, i) => KeyValuePair.Create(instruction, i)), ReferenceEqualityComparer.Instance);

        string At(Instruction? instruction) =>
            instruction is null ? "end" : index.TryGetValue(instruction, out var i) ? i.ToString(CultureInfo.InvariantCulture) : "?";

        text.Append("maxstack ").Append(body.MaxStackSize.ToString(CultureInfo.InvariantCulture))
            .Append(" initlocals ").Append(body.InitLocals ? '1' : '0').Append('\n');
        foreach (var variable in body.Variables)
        {
            text.Append("local ").Append(IlNames.Type(variable.VariableType)).Append('\n');
        }

        foreach (var handler in body.ExceptionHandlers)
        {
            text.Append("handler ").Append(handler.HandlerType.ToString())
                .Append(" try ").Append(At(handler.TryStart)).Append('-').Append(At(handler.TryEnd))
                .Append(" handler ").Append(At(handler.HandlerStart)).Append('-').Append(At(handler.HandlerEnd))
                .Append(" filter ").Append(At(handler.FilterStart))
                .Append(" catch ").Append(IlNames.Type(handler.CatchType)).Append('\n');
        }

        foreach (var instruction in body.Instructions)
        {
            text.Append(instruction.OpCode.Name);
            var operand = instruction.Operand switch
            {
                null => null,
                Instruction target => "@" + At(target),
                Instruction[] targets => "@" + string.Join(",", targets.Select(At)),
                MethodReference method => IlNames.Method(method),
                FieldReference field => IlNames.Field(field),
                TypeReference type => IlNames.Type(type),
                CallSite site => $"{site.CallingConvention} {IlNames.Type(site.ReturnType)}({string.Join(",", site.Parameters.Select(p => IlNames.Type(p.ParameterType)))})",
                VariableDefinition variable => "V" + variable.Index.ToString(CultureInfo.InvariantCulture),
                ParameterDefinition parameter => "A" + parameter.Sequence.ToString(CultureInfo.InvariantCulture),
                var value => IlNames.Value(value),
            };
            if (operand is not null)
            {
                text.Append(' ').Append(operand);
            }

            text.Append('\n');
        }
    }
}
