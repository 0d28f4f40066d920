namespace PerfGate.Tests.Support;

/// <summary>Shell for the scripts that stand in for a benchmark app in tests (real processes, milliseconds).</summary>
internal static class StandInApp
{
    /// <summary>Sets <c>$artifacts</c> to the folder given after <c>--artifacts</c>, where BenchmarkDotNet writes its results.</summary>
    public const string ReadArtifactsFolder = """
        artifacts=""
        previous=""
        for argument in "$@"; do
          if [ "$previous" = "--artifacts" ]; then artifacts="$argument"; fi
          previous="$argument"
        done
        """;
}
