namespace PerfGate.EndToEnd.Tests;

/// <summary>
/// The real PerfGate .nupkg (and PerfGate.Tool's, which packing PerfGate packs beside it), packed once per test run with a unique version (so the global NuGet cache never serves
/// a stale one) into a temporary folder; every end-to-end fixture copies it into its consumer's folder feed.
/// Packing takes about a minute, which each fixture would otherwise spend again.
/// </summary>
public static class PackedPerfGate
{
    private static readonly Lazy<DotnetResult> PackRun = new(Pack, LazyThreadSafetyMode.ExecutionAndPublication);

    public static string Version { get; } = $"0.0.0-e2e.{Guid.NewGuid().ToString("N")[..8]}";

    /// <summary>The .nupkg's path; packs it on first use.</summary>
    /// <exception cref="InvalidOperationException">Packing failed (the pack output is the message).</exception>
    public static string Package => Path.Combine(Feed, $"PerfGate.{Version}.nupkg");

    /// <summary>The PerfGate.Tool .nupkg's path; packs it on first use.</summary>
    public static string ToolPackage => Path.Combine(Feed, $"PerfGate.Tool.{Version}.nupkg");

    /// <summary>The folder both packages are in: a local feed for <c>dotnet tool install --add-source</c>.</summary>
    public static string Feed
    {
        get
        {
            _ = PackRun.Value;
            return FeedPath;
        }
    }

    /// <summary>What <c>dotnet pack</c> printed.</summary>
    public static DotnetResult PackOutput => PackRun.Value;

    private static string FeedPath => Path.Combine(Path.GetTempPath(), "perfgate-e2e", "feed-" + Version);

    private static DotnetResult Pack()
    {
        var feed = FeedPath;
        var pack = DotnetCli.Run(SampleRepoFixture.RepositoryRoot, null, TimeSpan.FromMinutes(15),
            "pack", Path.Combine(SampleRepoFixture.RepositoryRoot, "build", "Package", "PerfGate.Package.csproj"),
            "-c", "Release", "-o", feed, $"-p:Version={Version}", "-nr:false", "-tl:off");
        if (pack.ExitCode != 0)
        {
            throw new InvalidOperationException($"Packing PerfGate failed: {pack}");
        }

        // The feed folder outlives the fixtures that copy from it; remove it when the test run ends.
        AppDomain.CurrentDomain.ProcessExit += (_, _) =>
        {
            try
            {
                Directory.Delete(feed, recursive: true);
            }
            catch (IOException)
            {
            }
        };
        return pack;
    }

    /// <summary>
    /// Removes a fixture's consumer copy and the unique version NuGet extracted into the global packages folder
    /// (it will never be used again; a later fixture restores it anew from its own feed). Best effort.
    /// </summary>
    public static void CleanUp(string consumerRoot)
    {
        TryDelete(consumerRoot);
        RemoveFromGlobalPackages("perfgate");
    }

    /// <summary>This run's version of <paramref name="packageId"/> (lower case) from the global packages folder. Best effort.</summary>
    public static void RemoveFromGlobalPackages(string packageId)
    {
        var packages = System.Environment.GetEnvironmentVariable("NUGET_PACKAGES") is { Length: > 0 } custom
            ? custom
            : Path.Combine(System.Environment.GetFolderPath(System.Environment.SpecialFolder.UserProfile), ".nuget", "packages");
        TryDelete(Path.Combine(packages, packageId, Version));
    }

    /// <summary>Deletes a folder and everything in it. Best effort.</summary>
    public static void TryDelete(string directory)
    {
        try
        {
            if (Directory.Exists(directory))
            {
                Directory.Delete(directory, recursive: true);
            }
        }
        catch (IOException)
        {
            // Best effort: a leftover temp folder must not fail the run.
        }
        catch (UnauthorizedAccessException)
        {
        }
    }
}
