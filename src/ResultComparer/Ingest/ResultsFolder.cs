using PerfGate.Options;

namespace PerfGate.Ingest;

/// <summary>
/// Lists files under a results folder. Directory links inside it are not followed: a link back to an ancestor
/// (easy to make, and what some artifact caches do) would otherwise make the search endless.
/// </summary>
internal static class ResultsFolder
{
    /// <summary>BenchmarkDotNet writes its reports one level down; a tree far deeper than this is not a results folder.</summary>
    public const int MaxDepth = 32;

    public static IEnumerable<string> Files(string root, string searchPattern)
    {
        var pending = new Stack<(string Directory, int Depth)>();
        pending.Push((root, 0));
        while (pending.TryPop(out var current))
        {
            if (current.Depth > MaxDepth)
            {
                throw new PerfGateInputException(
                    GateOptions.Results,
                    $"'{root}' nests folders deeper than {MaxDepth} levels (at '{current.Directory}'); pass the folder BenchmarkDotNet wrote its results to.");
            }

            var (files, subdirectories) = List(current.Directory, searchPattern);
            foreach (var file in files)
            {
                yield return file;
            }

            foreach (var subdirectory in subdirectories)
            {
                pending.Push((subdirectory, current.Depth + 1));
            }
        }
    }

    private static (List<string> Files, List<string> Subdirectories) List(string directory, string searchPattern)
    {
        try
        {
            var info = new DirectoryInfo(directory);
            var files = info.EnumerateFiles(searchPattern).Select(f => Path.Combine(directory, f.Name)).ToList();
            var subdirectories = info.EnumerateDirectories()
                .Where(d => d.LinkTarget is null && !d.Attributes.HasFlag(FileAttributes.ReparsePoint))
                .Select(d => Path.Combine(directory, d.Name))
                .ToList();
            return (files, subdirectories);
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException or System.Security.SecurityException)
        {
            throw new PerfGateInputException(GateOptions.Results, $"cannot read the folder '{directory}': {e.Message}", e);
        }
    }
}
