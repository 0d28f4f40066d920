using System.Globalization;

namespace PerfGate.Evaluation.SelectionHistory;

/// <summary>The machine's 1-minute load average, printed beside every figure of seconds: the history runs on a shared
/// machine, and a second taken beside other work is a figure about that work too.</summary>
internal static class LoadAverage
{
    /// <returns>NaN where <c>/proc/loadavg</c> cannot be read (not Linux).</returns>
    public static double OneMinute()
    {
        try
        {
            var first = File.ReadAllText("/proc/loadavg").Split(' ')[0];
            return double.Parse(first, CultureInfo.InvariantCulture);
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException or FormatException)
        {
            return double.NaN;
        }
    }
}
