using System.Reflection.Metadata.Ecma335;
using PerfGate.SourceLocations;

namespace PerfGate.Selection.Changes;

/// <summary>Where methods are written, from their assembly's portable PDB (beside it or embedded), by metadata token.
/// A convenience for the report: a missing or unreadable PDB gives no locations, never an error.</summary>
internal static class MethodLocations
{
    public static IReadOnlyDictionary<int, SourceLocation> Read(string assemblyPath, IEnumerable<int> methodTokens) =>
        BenchmarkSourceMap.WithPortablePdb(assemblyPath, (_, pdb, resolver) =>
        {
            var locations = new Dictionary<int, SourceLocation>();
            foreach (var token in methodTokens)
            {
                var handle = MetadataTokens.MethodDefinitionHandle(token & 0x00FF_FFFF);
                if (BenchmarkSourceMap.FirstSequencePoint(pdb, pdb.GetMethodDebugInformation(handle), resolver) is { } location)
                {
                    locations[token] = location;
                }
            }

            return locations;
        }) ?? new Dictionary<int, SourceLocation>();
}
