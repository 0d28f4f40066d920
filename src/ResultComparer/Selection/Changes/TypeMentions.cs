namespace PerfGate.Selection.Changes;

/// <summary>
/// Which methods of a build mention each changed type: in their signature, their locals or an operand of their IL (a
/// field it reads, a constructor it calls, a generic argument), or by being declared in it. A type's shape matters to
/// the code that touches it, and that code names it: a benchmark reaches a changed type when it executes such a method.
/// The runtime's type loads are wider than that (BenchmarkDotNet loads every benchmark class, and the types of their
/// fields, to find its benchmarks), so they would select every benchmark for any shape change in the benchmark project.
/// </summary>
internal static class TypeMentions
{
    /// <returns>Per changed type key, the keys of the methods (in either build) that mention it.</returns>
    public static IReadOnlyDictionary<string, IReadOnlySet<string>> Find(IReadOnlyCollection<ChangedType> types, params string[] buildFolders)
    {
        var found = types.ToDictionary(t => t.Key, _ => new HashSet<string>(StringComparer.Ordinal), StringComparer.Ordinal);
        // As the fingerprints name a type: "[Assembly]Namespace.Outer/Inner".
        var names = types.Select(t => (t.Key, Name: $"[{t.Key[..t.Key.IndexOf('!', StringComparison.Ordinal)]}]{t.Key[(t.Key.IndexOf('!', StringComparison.Ordinal) + 1)..]}")).ToList();
        var owners = types.Select(t => t.Key[..t.Key.IndexOf('!', StringComparison.Ordinal)]).ToHashSet(StringComparer.Ordinal);
        // Without a changed type no build needs reading.
        foreach (var folder in types.Count == 0 ? [] : buildFolders)
        {
            foreach (var file in BuildFolder.Files(folder).Where(f => f.EndsWith(".dll", StringComparison.OrdinalIgnoreCase) || f.EndsWith(".exe", StringComparison.OrdinalIgnoreCase)))
            {
                var bytes = File.ReadAllBytes(BuildFolder.FullPath(folder, file));
                if (ManagedFile.Probe(bytes) == ManagedFileKind.Other)
                {
                    continue;
                }

                using var module = AssemblyComparison.Read(bytes);
                // Only the changed types' own assemblies and those that reference them can name them.
                if (!owners.Contains(MemberKeys.AssemblyName(module)) && !module.AssemblyReferences.Any(r => owners.Contains(r.Name)))
                {
                    continue;
                }

                foreach (var (key, method) in MemberKeys.Methods(module))
                {
                    var text = MethodFingerprint.Of(method);
                    foreach (var (typeKey, name) in names.Where(n => Mentions(text, n.Name)))
                    {
                        found[typeKey].Add(key);
                    }
                }
            }
        }

        return found.ToDictionary(f => f.Key, f => (IReadOnlySet<string>)f.Value, StringComparer.Ordinal);
    }

    // "[A]N.Vector2" is mentioned by "[A]N.Vector2", "[A]N.Vector2<…>", "[A]N.Vector2&", not by "[A]N.Vector23".
    private static bool Mentions(string text, string name)
    {
        for (var at = text.IndexOf(name, StringComparison.Ordinal); at >= 0; at = text.IndexOf(name, at + 1, StringComparison.Ordinal))
        {
            var end = at + name.Length;
            if (end == text.Length || !(char.IsLetterOrDigit(text[end]) || text[end] is '_' or '`'))
            {
                return true;
            }
        }

        return false;
    }
}
