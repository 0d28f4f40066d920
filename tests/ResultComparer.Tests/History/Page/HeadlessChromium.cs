using PerfGate.Processes;

namespace PerfGate.Tests.History.Page;

/// <summary>
/// Headless Chromium as a child process, with the flags of eng/history-screenshot.sh: what a reader's browser makes of a
/// page, rather than what a test's patterns think of it. Each run has its own profile directory, so runs never share
/// state, and a bound on its time: a hung browser fails the test instead of holding CI.
/// </summary>
internal sealed class HeadlessChromium
{
    /// <summary>A run takes about a second on a 2-core machine; the rest is room for a loaded CI runner.</summary>
    public static readonly TimeSpan Limit = TimeSpan.FromSeconds(90);

    private static readonly string[] Names = ["chromium", "chromium-browser", "google-chrome"];

    /// <summary>Where Chrome installs itself on macOS and Windows (GitHub's images have it there), off PATH.</summary>
    private static readonly string[] InstalledOutsidePath =
    [
        "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
        Path.Combine(Environment.GetFolderPath(Environment.SpecialFolder.ProgramFiles), "Google", "Chrome", "Application", "chrome.exe"),
    ];

    private readonly string _executable;

    private HeadlessChromium(string executable) => _executable = executable;

    /// <summary>PERFGATE_CHROMIUM, else the first of chromium, chromium-browser, google-chrome on PATH, else Chrome where it
    /// installs itself; fails the test when there is none, because a page nobody opened in a browser is not tested.</summary>
    public static HeadlessChromium Find()
    {
        if (Environment.GetEnvironmentVariable("PERFGATE_CHROMIUM") is { Length: > 0 } configured)
        {
            Assert.True(File.Exists(configured), $"PERFGATE_CHROMIUM is '{configured}', which does not exist.");
            return new HeadlessChromium(configured);
        }

        var found = (Environment.GetEnvironmentVariable("PATH") ?? "")
            .Split(Path.PathSeparator, StringSplitOptions.RemoveEmptyEntries)
            .SelectMany(directory => Names.Select(name => Path.Combine(directory, OperatingSystem.IsWindows() ? name + ".exe" : name)))
            .Concat(InstalledOutsidePath)
            .FirstOrDefault(File.Exists);
        Assert.True(found is not null,
            "No Chromium found (PERFGATE_CHROMIUM, or chromium, chromium-browser or google-chrome on PATH): install it with " +
            "`apt-get install chromium` (eng/test.sh does, through eng/test-prerequisites.sh, when it is missing).");
        return new HeadlessChromium(found!);
    }

    public Task<ChildProcessOutput> ScreenshotAsync(string page, string png, string profile) =>
        RunAsync(profile, "--window-size=1200,2400", $"--screenshot={png}", new Uri(page).AbsoluteUri);

    /// <summary>The DOM after the page loaded (and any script ran), on standard output.</summary>
    public Task<ChildProcessOutput> DumpDomAsync(string page, string profile) =>
        RunAsync(profile, "--dump-dom", new Uri(page).AbsoluteUri);

    /// <summary>Chromium logs each console message and uncaught error of the page to standard error as
    /// "INFO:CONSOLE:1] "Uncaught Error: …", source: file://…" when logging goes there (--enable-logging=stderr).</summary>
    public static IReadOnlyList<string> ConsoleMessages(ChildProcessOutput run) =>
        [.. run.Error.Where(line => line.Contains("CONSOLE", StringComparison.Ordinal) || line.Contains("Uncaught", StringComparison.Ordinal))];

    /// <summary>Exited by itself with 0, or a message saying how it ended and what it printed.</summary>
    public static void AssertSucceeded(ChildProcessOutput run)
    {
        var end = run.Exit.End switch
        {
            ChildProcessEnd.TimedOut => $"was killed after its limit of {Limit.TotalSeconds:0} s",
            ChildProcessEnd.NotStarted => $"did not start: {run.Exit.StartFailure}",
            _ => $"ended {run.Exit.End} with exit code {run.Exit.ExitCode}",
        };
        Assert.True(run.Exit.Succeeded, $"Chromium {end}.\n{string.Join('\n', run.Error.TakeLast(30))}");
    }

    private Task<ChildProcessOutput> RunAsync(string profile, params string[] arguments)
    {
        // --no-sandbox: CI runs as root, where Chromium refuses its sandbox. --v=0 keeps the log to console messages and
        // warnings.
        string[] flags =
        [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
            $"--user-data-dir={profile}", "--enable-logging=stderr", "--v=0",
        ];
        return ChildProcess.CaptureAsync(
            new ChildProcessStart(_executable, [.. flags, .. arguments], Path.GetDirectoryName(profile)!, Limit) { ScrubMSBuildEnvironment = false },
            CancellationToken.None);
    }
}
