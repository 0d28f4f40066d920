using System.Text.Json;

namespace PerfGate.EndToEnd.Tests;

/// <summary>
/// The real PerfGate .nupkg (and PerfGate.Tool's, which packing PerfGate packs beside it), packed once per test run with a unique version (so the global NuGet cache never serves
/// a stale one) into a temporary folder; every end-to-end fixture copies it into its consumer's folder feed.
/// Packing takes about a minute where it builds src/ again under that version, which each fixture would otherwise spend again.
/// </summary>
/// <remarks>
/// eng/test.sh runs the end-to-end tests in two processes, one per lane, and gives both one feed and one version
/// (<see cref="SharedFeedVariable"/>, <see cref="SharedVersionVariable"/>): the process that needs the packages first
/// packs them, the other waits for it and reads them, so a test run packs once, not once per lane. eng/test.sh then
/// removes the feed and the version's packages from the global packages folder when both lanes are done. It builds the
/// solution under that version, so the pack finds src/ built and only packs.
/// </remarks>
public static class PackedPerfGate
{
    public const string SharedFeedVariable = "PERFGATE_E2E_FEED";

    public const string SharedVersionVariable = "PERFGATE_E2E_VERSION";

    private static readonly Lazy<DotnetResult> PackRun = new(Pack, LazyThreadSafetyMode.ExecutionAndPublication);

    private static readonly string? SharedFeed = System.Environment.GetEnvironmentVariable(SharedFeedVariable) is { Length: > 0 } feed
        && System.Environment.GetEnvironmentVariable(SharedVersionVariable) is { Length: > 0 }
            ? feed
            : null;

    public static string Version { get; } = SharedFeed is null
        ? $"0.0.0-e2e.{Guid.NewGuid().ToString("N")[..8]}"
        : System.Environment.GetEnvironmentVariable(SharedVersionVariable)!;

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

    private static string FeedPath => SharedFeed ?? Path.Combine(Path.GetTempPath(), "perfgate-e2e", "feed-" + Version);

    private static DotnetResult Pack() => SharedFeed is null ? PackForThisProcess() : PackOnceForBothLanes(SharedFeed);

    /// <summary>
    /// Packs into the shared feed unless the other lane's process already has (its output kept beside the feed), holding
    /// a lock file meanwhile: two packs at once would build the same src/ projects into the same folders.
    /// </summary>
    private static DotnetResult PackOnceForBothLanes(string feed)
    {
        var outputFile = feed + ".pack-output.json";
        using (LockAcrossProcesses(feed + ".lock", TimeSpan.FromMinutes(20)))
        {
            if (File.Exists(outputFile))
            {
                return JsonSerializer.Deserialize<DotnetResult>(File.ReadAllText(outputFile))!;
            }

            var pack = RunPack(feed);
            File.WriteAllText(outputFile, JsonSerializer.Serialize(pack));
            return pack;
        }
    }

    private static FileStream LockAcrossProcesses(string path, TimeSpan limit)
    {
        var waited = System.Diagnostics.Stopwatch.StartNew();
        while (true)
        {
            try
            {
                return new FileStream(path, FileMode.OpenOrCreate, FileAccess.ReadWrite, FileShare.None);
            }
            catch (IOException) when (waited.Elapsed < limit)
            {
                Thread.Sleep(TimeSpan.FromSeconds(1));
            }
        }
    }

    private static DotnetResult PackForThisProcess()
    {
        var feed = FeedPath;
        var pack = RunPack(feed);

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

    private static DotnetResult RunPack(string feed)
    {
        var pack = DotnetCli.Run(SampleRepoFixture.RepositoryRoot, null, TimeSpan.FromMinutes(15),
            "pack", Path.Combine(SampleRepoFixture.RepositoryRoot, "build", "Package", "PerfGate.Package.csproj"),
            "-c", "Release", "-o", feed, $"-p:Version={Version}", "-nr:false", "-tl:off");
        if (pack.ExitCode != 0)
        {
            throw new InvalidOperationException($"Packing PerfGate failed: {pack}");
        }

        return pack;
    }

    /// <summary>
    /// Removes a fixture's consumer copy and the unique version NuGet extracted into the global packages folder
    /// (it will never be used again; a later fixture restores it anew from its own feed). Best effort. A version shared
    /// with the other lane's process stays: that lane may be restoring it; eng/test.sh removes it at the end.
    /// </summary>
    public static void CleanUp(string consumerRoot)
    {
        TryDelete(consumerRoot);
        if (SharedFeed is null)
        {
            RemoveFromGlobalPackages("perfgate");
        }
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
