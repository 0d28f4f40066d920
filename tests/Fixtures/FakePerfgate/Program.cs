using System.Text.Json;

namespace FakePerfgate;

/// <summary>
/// <c>dotnet FakePerfgate.dll &lt;command&gt; [options]</c>: records its arguments in
/// <c>$PERFGATE_FAKE_SCRIPTS/&lt;command&gt;.args</c>, then replays <c>&lt;command&gt;.json</c> from the same folder:
/// <c>{ "stdout": [..], "stderr": [..], "exitCode": n, "files": { "--option/relative/path": "content" } }</c>.
/// A file key names the option whose value is the target path, optionally followed by a path below it.
/// The command of <c>baseline update</c> is <c>baseline-update</c>.
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

        var command = args is ["baseline", "update", ..] ? "baseline-update" : args[0];
        File.WriteAllLines(Path.Combine(scripts, command + ".args"), args);

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
