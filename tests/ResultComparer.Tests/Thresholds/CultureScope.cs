using System.Globalization;

namespace PerfGate.Tests.Thresholds;

/// <summary>
/// Runs the code of one test under another current culture. The current culture flows with the execution
/// context, so parallel tests on other threads keep theirs.
/// </summary>
internal sealed class CultureScope : IDisposable
{
    private readonly CultureInfo _culture = CultureInfo.CurrentCulture;
    private readonly CultureInfo _uiCulture = CultureInfo.CurrentUICulture;

    /// <summary>The cultures every parsing test runs under: invariant, and one with a comma decimal separator.</summary>
    public static readonly string[] TestCultures = { "", "de-DE" };

    public CultureScope(string name)
    {
        var culture = CultureInfo.GetCultureInfo(name);
        CultureInfo.CurrentCulture = culture;
        CultureInfo.CurrentUICulture = culture;
    }

    /// <summary>Each text once per culture in <see cref="TestCultures"/>, as (culture, text) theory rows.</summary>
    public static TheoryData<string, string> InEachCulture(params string[] texts)
    {
        var data = new TheoryData<string, string>();
        foreach (var culture in TestCultures)
        {
            foreach (var text in texts)
            {
                data.Add(culture, text);
            }
        }

        return data;
    }

    public void Dispose()
    {
        CultureInfo.CurrentCulture = _culture;
        CultureInfo.CurrentUICulture = _uiCulture;
    }
}
