using System.Text;
using PerfGate.Verdicts;

namespace PerfGate.Reporting;

/// <summary>What every reporter needs besides its format: rendering to a string and to a file.</summary>
public abstract class GateReporterBase : IGateReporter
{
    public abstract void Write(GateResult result, TextWriter writer);

    public string Render(GateResult result)
    {
        using var writer = new StringWriter(System.Globalization.CultureInfo.InvariantCulture) { NewLine = "\n" };
        Write(result, writer);
        return writer.ToString();
    }

    /// <summary>Writes the report to <paramref name="path"/>, creating its directory; the option name goes into any error.</summary>
    public void WriteToFile(GateResult result, string path, string optionName)
    {
        try
        {
            var directory = Path.GetDirectoryName(Path.GetFullPath(path));
            if (directory is not null)
            {
                Directory.CreateDirectory(directory);
            }

            File.WriteAllText(path, Render(result), new UTF8Encoding(encoderShouldEmitUTF8Identifier: false));
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            throw new PerfGateInputException($"{optionName}: cannot write '{path}': {e.Message}", e);
        }
    }
}
