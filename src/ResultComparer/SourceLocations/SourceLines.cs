using System.Reflection.Metadata;
using System.Reflection.Metadata.Ecma335;

namespace PerfGate.SourceLocations;

/// <summary>
/// The source line an IL offset of a method belongs to, from its assembly's portable PDB (beside it or embedded): where a
/// frame of a sampled stack points. Compiler-made code (an async method's builder calls) has hidden lines; the frame
/// then points at the last statement before it, or at the first when none comes before.
/// </summary>
internal static class SourceLines
{
    /// <returns>Null when the assembly, its PDB or the method's lines are missing or unreadable.</returns>
    public static SourceLocation? At(string assemblyPath, int methodToken, int ilOffset)
    {
        try
        {
            return BenchmarkSourceMap.WithPortablePdb(assemblyPath, (_, pdb) =>
            {
                var method = (MethodDefinitionHandle)MetadataTokens.EntityHandle(methodToken);
                var debug = pdb.GetMethodDebugInformation(method.ToDebugInformationHandle());
                if (debug.SequencePointsBlob.IsNil)
                {
                    return null;
                }

                // Code before the first statement (a closure's allocation on entry) belongs to the first.
                var points = debug.GetSequencePoints().Where(p => !p.IsHidden).Select(p => (SequencePoint?)p).ToList();
                var at = points.LastOrDefault(p => p!.Value.Offset <= ilOffset) ?? points.FirstOrDefault();
                return at is { } point ? BenchmarkSourceMap.Locate(pdb, point, new SourcePathResolver(Path.GetDirectoryName(assemblyPath)!)) : null;
            });
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException or BadImageFormatException or InvalidOperationException or ArgumentException)
        {
            return null;
        }
    }
}
