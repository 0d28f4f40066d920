using System.Reflection;

namespace SelectionSuite.Library;

/// <summary>Calls a method named by a string: no IL names PG_REFLECTION's edited method.</summary>
public static class Plugins
{
    public static int Invoke(string name, int value) =>
        (int)typeof(Plugins).GetMethod(name, BindingFlags.NonPublic | BindingFlags.Static)!.Invoke(null, [value])!;

#if PG_REFLECTION
    private static int Double(int value) => value * 3;
#else
    private static int Double(int value) => value * 2;
#endif
}
