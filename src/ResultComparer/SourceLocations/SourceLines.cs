using System.Reflection.Metadata;
using System.Reflection.Metadata.Ecma335;

namespace PerfGate.SourceLocations;

/// <summary>The source line an IL offset of a method belongs to, from its assembly's portable PDB (beside it or embedded):
/// where a frame of a sampled stack points. Compiler-made code (an async method's builder calls) has hidden lines; the
/// frame then points at the last statement before it, or at the first when none comes before.</summary>
internal static class SourceLines
{
    /// <returns>Null when the assembly, its PDB or the method's lines are missing or unreadable.</returns>
    public static SourceLocation? At(string assemblyPath, int methodToken, int ilOffset) =>
        BenchmarkSourceMap.WithPortablePdb(assemblyPath, (_, pdb, resolver) =>
        {
            var method = (MethodDefinitionHandle)MetadataTokens.EntityHandle(methodToken);
            var debug = pdb.GetMethodDebugInformation(method.ToDebugInformationHandle());
            var points = debug.SequencePointsBlob.IsNil ? [] : debug.GetSequencePoints().Where(p => !p.IsHidden).ToList();
            // Code before the first statement (a closure's allocation on entry) belongs to the first.
            return points.Count == 0 ? null : BenchmarkSourceMap.Locate(pdb, points.LastOrDefault(p => p.Offset <= ilOffset, points[0]), resolver);
        });
}
