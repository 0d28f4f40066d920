using System.Text.Json;

namespace FakePerfgate;

/// <summary>
/// <c>dotnet FakePerfgate.dll &lt;command&gt; [options]</c>: records its arguments in
/// <c>$PERFGATE_FAKE_SCRIPTS/&lt;command&gt;.args</c> and appends the command to <c>calls</c> there, then replays <c>&lt;command&gt;.json</c> from the same folder:
/// <c>{ "stdout": [..], "stderr": [..], "exitCode": n, "files": { "--option/relative/path": "content" }, "sleepMilliseconds": n }</c>;
/// it sleeps after writing its output, so a test can cancel a tool that is still running.
/// A file key names the option whose value is the target path, optionally followed by a path below it.
/// The command of <c>baseline record</c> is <c>baseline-record</c>, of <c>baseline update</c> <c>baseline-update</c>, of <c>baseline join</c> <c>baseline-join</c>.
/// </summary>
public static class Program
{
    public static int Main(string[] args)
    {
        var scripts = Environment.GetEnvironmentVariable("PERFGATE_FAKE_SCRIPTS");
        if (string.IsNullOrEmpty(scripts) || args.Length == 0)
        {
            Console.Error.WriteLine("fake perfgate: set PERFGATE_FAKE_SCRIPTS and pass a command");
            return 99;
        }

        var command = args switch
        {
            ["baseline", "record", ..] => "baseline-record",
            ["baseline", "update", ..] => "baseline-update",
            ["baseline", "join", ..] => "baseline-join",
            _ => args[0],
        };
        File.WriteAllLines(Path.Combine(scripts, command + ".args"), args);
        File.AppendAllLines(Path.Combine(scripts, "calls"), [command]);

        var scriptPath = Path.Combine(scripts, command + ".json");
        if (!File.Exists(scriptPath))
        {
            Console.Error.WriteLine($"fake perfgate: no script {scriptPath}");
            return 98;
        }

        using var script = JsonDocument.Parse(File.ReadAllText(scriptPath));
        var root = script.RootElement;
        if (root.TryGetProperty("files", out var files))
        {
            foreach (var file in files.EnumerateObject())
            {
                File.WriteAllText(TargetPath(args, file.Name), file.Value.GetString());
            }
        }

        foreach (var line in Strings(root, "stdout"))
        {
            Console.Out.WriteLine(line);
        }

        foreach (var line in Strings(root, "stderr"))
        {
            Console.Error.WriteLine(line);
        }

        if (root.TryGetProperty("sleepMilliseconds", out var sleep))
        {
            Thread.Sleep(sleep.GetInt32());
        }

        return root.TryGetProperty("exitCode", out var exitCode) ? exitCode.GetInt32() : 0;
    }

    private static string TargetPath(string[] args, string key)
    {
        var slash = key.IndexOf('/', StringComparison.Ordinal);
        var option = slash < 0 ? key : key[..slash];
        var below = slash < 0 ? "" : key[(slash + 1)..];
        var index = Array.IndexOf(args, option);
        var path = Path.Combine(args[index + 1], below);
        Directory.CreateDirectory(Path.GetDirectoryName(Path.GetFullPath(path))!);
        return path;
    }

    private static IEnumerable<string> Strings(JsonElement root, string name) =>
        root.TryGetProperty(name, out var list) ? list.EnumerateArray().Select(e => e.GetString() ?? "") : [];
}
