using System.Text;

namespace PerfGate.Baseline;

/// <summary>What one <see cref="GitProcess"/> call gave: its output, or why there is none.</summary>
internal sealed record GitOutcome(byte[]? Output, string? Failure)
{
    public bool Ok => Output is not null;

    public string Text => Output is null ? string.Empty : Encoding.UTF8.GetString(Output).TrimEnd('\r', '\n');

    public static GitOutcome Succeeded(byte[] output) => new(output, null);

    public static GitOutcome Failed(string failure) => new(null, failure);
}
