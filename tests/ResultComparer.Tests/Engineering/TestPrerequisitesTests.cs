using System.Diagnostics;
using PerfGate.Tests.Actions;
using PerfGate.Tests.Running;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Engineering;

/// <summary>
/// The README's test command passes on a fresh machine as <c>.ci/run</c> does: <c>eng/test.sh</c> finds or installs what the
/// tests need beyond the SDK (eng/test-prerequisites.sh: headless Chromium for the history page's browser test), and
/// <c>.ci/run</c> leaves that to it, so nothing is installed twice. apt-get and the rest are stand-ins on a PATH of their own.
/// </summary>
public sealed class TestPrerequisitesTests : IDisposable
{
    private readonly TempDirectory _temp = new();

    [UnixFact]
    public void A_machine_without_Chromium_gets_it_from_apt_get()
    {
        var calls = RunPrerequisites(withChromium: false);

        Assert.Equal(["update", "install -y --no-install-recommends chromium"], calls);
    }

    [UnixFact]
    public void A_machine_with_Chromium_installs_nothing()
    {
        Assert.Empty(RunPrerequisites(withChromium: true));
    }

    [Fact]
    public void The_test_command_installs_before_it_builds_and_the_CI_entry_point_leaves_it_to_the_test_command()
    {
        var test = File.ReadAllText(Path.Combine(ActionStep.RepositoryRoot, "eng", "test.sh"));
        var ci = File.ReadAllText(Path.Combine(ActionStep.RepositoryRoot, ".ci", "run"));

        var prerequisites = test.IndexOf("bash eng/test-prerequisites.sh", StringComparison.Ordinal);
        Assert.InRange(prerequisites, 0, test.IndexOf("dotnet build PerfGate.sln", StringComparison.Ordinal));
        Assert.Contains("bash eng/test.sh", ci, StringComparison.Ordinal);
        Assert.DoesNotContain("apt-get", ci, StringComparison.Ordinal);
        Assert.DoesNotContain("bash eng/test-prerequisites.sh", ci, StringComparison.Ordinal);
    }

    public void Dispose() => _temp.Dispose();

    /// <returns>The arguments of each apt-get call, in order.</returns>
    private string[] RunPrerequisites(bool withChromium)
    {
        var bin = Directory.CreateDirectory(_temp.File("bin")).FullName;
        var log = _temp.File("apt-get.log");
        Script(bin, "apt-get", $"echo \"$*\" >> '{log}'");
        Script(bin, "id", "echo 0");
        Script(bin, "env", "while [ $# -gt 0 ] && [ \"${1#*=}\" != \"$1\" ]; do export \"$1\"; shift; done\nexec \"$@\"");
        if (withChromium)
        {
            Script(bin, "chromium", "exit 0");
        }

        var startInfo = new ProcessStartInfo("/bin/bash") { RedirectStandardOutput = true, RedirectStandardError = true, UseShellExecute = false };
        startInfo.ArgumentList.Add(Path.Combine(ActionStep.RepositoryRoot, "eng", "test-prerequisites.sh"));
        startInfo.Environment["PATH"] = bin;
        startInfo.Environment.Remove("PERFGATE_CHROMIUM");
        using var process = Process.Start(startInfo)!;
        var error = process.StandardError.ReadToEndAsync();
        process.StandardOutput.ReadToEnd();
        process.WaitForExit();
        Assert.True(process.ExitCode == 0, error.Result);
        return File.Exists(log) ? File.ReadAllLines(log) : [];
    }

    private static void Script(string bin, string name, string body)
    {
        var path = Path.Combine(bin, name);
        File.WriteAllText(path, $"#!/bin/bash\n{body}\n");
        if (!OperatingSystem.IsWindows())
        {
            File.SetUnixFileMode(path, UnixFileMode.UserRead | UnixFileMode.UserWrite | UnixFileMode.UserExecute);
        }
    }
}
