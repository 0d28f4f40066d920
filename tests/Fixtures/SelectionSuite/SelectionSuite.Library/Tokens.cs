using Microsoft.Extensions.Primitives;

namespace SelectionSuite.Library;

/// <summary>Executes package code: PG_PACKAGE_VERSION bumps Microsoft.Extensions.Primitives.</summary>
public static class Tokens
{
    public static int Count(string text)
    {
        var count = 0;
        foreach (var token in new StringTokenizer(text, [' ', ',']))
        {
            if (token.HasValue && token.Length > 0)
            {
                count++;
            }
        }

        return count;
    }
}
