using System.Reflection.Metadata;
using System.Reflection.PortableExecutable;

namespace PerfGate.Selection.Changes;

/// <summary>What kind of file a build output file is, read from its PE headers.</summary>
internal static class ManagedFile
{
    public static ManagedFileKind Probe(byte[] bytes) => Probe(new MemoryStream(bytes, writable: false));

    /// <summary>Reads only the headers and the metadata, not a whole (possibly large) file.</summary>
    public static ManagedFileKind Probe(Stream stream)
    {
        try
        {
            using var pe = new PEReader(stream);
            if (!pe.HasMetadata || !pe.GetMetadataReader().IsAssembly)
            {
                return ManagedFileKind.Other;
            }

            var cor = pe.PEHeaders.CorHeader!;
            return cor.ManagedNativeHeaderDirectory.Size > 0 || (cor.Flags & CorFlags.ILLibrary) != 0
                ? ManagedFileKind.Precompiled
                : ManagedFileKind.Assembly;
        }
        catch (BadImageFormatException)
        {
            return ManagedFileKind.Other;
        }
    }

    /// <summary>The simple names of the assemblies an assembly references.</summary>
    public static IReadOnlyList<string> References(string path)
    {
        using var pe = new PEReader(File.OpenRead(path));
        var metadata = pe.GetMetadataReader();
        return [.. metadata.AssemblyReferences.Select(r => metadata.GetString(metadata.GetAssemblyReference(r).Name))];
    }
}
