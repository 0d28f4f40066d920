using Mono.Cecil;

namespace PerfGate.Selection.Changes;

/// <summary>What differs between two builds of one benchmark project (issue 50): the base, built from the merge base,
/// and the head. Sound by construction: a benchmark whose executed methods and types are all equal, and that reads no
/// file that differs, executes the same code in both builds, so whatever cannot be shown equal is reported.</summary>
internal static class BuildComparison
{
    /// <param name="baseOutputFolder">The base build's output folder (bin/Release/net10.0/).</param>
    /// <param name="headOutputFolder">The head build's output folder.</param>
    public static CompiledChanges Compare(string baseOutputFolder, string headOutputFolder)
    {
        var changes = new ChangeCollector();
        var assemblies = new AssemblyComparison(changes);
        var identicalPrecompiled = new List<string>();
        var baseFiles = BuildFolder.Files(baseOutputFolder);
        var headFiles = BuildFolder.Files(headOutputFolder);
        foreach (var file in baseFiles.Union(headFiles, StringComparer.Ordinal).Order(StringComparer.Ordinal))
        {
            var basePath = BuildFolder.FullPath(baseOutputFolder, file);
            var headPath = BuildFolder.FullPath(headOutputFolder, file);
            if (!File.Exists(headPath) || !File.Exists(basePath))
            {
                changes.RunAll(file, File.Exists(headPath) ? "only in the head build" : "only in the base build");
                continue;
            }

            // Package assemblies and files copied from the repository are byte-identical in the common case: equal
            // without being read as assemblies.
            var baseBytes = File.ReadAllBytes(basePath);
            var headBytes = File.ReadAllBytes(headPath);
            if (baseBytes.AsSpan().SequenceEqual(headBytes)
                || (DepsFile.Is(file) && DepsFile.EqualApartFromProjectVersions(baseBytes, headBytes)))
            {
                if (ManagedFile.Probe(headBytes) == ManagedFileKind.Precompiled)
                {
                    identicalPrecompiled.Add(file);
                }

                continue;
            }

            CompareDiffering(changes, assemblies, file, basePath, baseBytes, headPath, headBytes);
        }

        RunAllWherePrecompiledCodeReachesADifference(changes, identicalPrecompiled, headOutputFolder);
        var compared = changes.ToChanges();
        if (compared.Types.Count == 0 || compared.RunAll.Count > 0)
        {
            return compared;
        }

        var mentions = TypeMentions.Find([.. compared.Types.Values], baseOutputFolder, headOutputFolder);
        return compared with { Types = compared.Types.ToDictionary(t => t.Key, t => t.Value with { MentionedBy = mentions[t.Key] }, StringComparer.Ordinal) };
    }

    /// <summary>An identical precompiled assembly may still run differently: its native code was compiled against an
    /// assembly that now differs, and precompiled code leaves no trace of what it executes. Every benchmark runs then.
    /// (The runtime checks such code's assumptions across assemblies and may reject it; that is not shown here.)</summary>
    private static void RunAllWherePrecompiledCodeReachesADifference(ChangeCollector changes, List<string> identicalPrecompiled, string headOutputFolder)
    {
        foreach (var file in identicalPrecompiled)
        {
            var reached = ManagedFile.References(BuildFolder.FullPath(headOutputFolder, file)).FirstOrDefault(changes.Differs);
            if (reached is not null)
            {
                changes.RunAll(file, $"is compiled ahead of time (ReadyToRun) and references {reached}, which differs: what its precompiled code executes cannot be observed");
            }
        }
    }

    private static void CompareDiffering(
        ChangeCollector changes, AssemblyComparison assemblies, string file, string basePath, byte[] baseBytes, string headPath, byte[] headBytes)
    {
        var baseKind = ManagedFile.Probe(baseBytes);
        var headKind = ManagedFile.Probe(headBytes);
        if (baseKind == ManagedFileKind.Precompiled || headKind == ManagedFileKind.Precompiled)
        {
            changes.RunAll(file, "differs and is compiled ahead of time (ReadyToRun): its methods' execution cannot be observed");
        }
        else if (baseKind != ManagedFileKind.Assembly || headKind != ManagedFileKind.Assembly)
        {
            changes.RunAll(file, "content differs");
        }
        else
        {
            try
            {
                assemblies.Compare(file, basePath, baseBytes, headPath, headBytes);
            }
            catch (Exception e) when (e is BadImageFormatException or InvalidOperationException or NotSupportedException
                                          or ArgumentException or IndexOutOfRangeException or NullReferenceException or ResolutionException)
            {
                // Cecil throws these on metadata it cannot read; what cannot be read cannot be shown equal.
                changes.RunAll(file, $"cannot be compared: {e.Message}");
            }
        }
    }
}
