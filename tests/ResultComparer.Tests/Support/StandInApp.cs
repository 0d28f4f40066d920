namespace PerfGate.Tests.Support;

/// <summary>Shell for the scripts that stand in for a benchmark app in tests (real processes, milliseconds).</summary>
internal static class StandInApp
{
    /// <summary>Sets <c>$artifacts</c> to the folder given after <c>--artifacts</c>, where BenchmarkDotNet writes its results,
    /// and <c>$methods</c> to the methods the <c>--filter</c> globs select, one word each (<c>Ns.Type.Method</c>; the
    /// <c>Method(*</c> globs for parameter cases left out).</summary>
    public const string ReadArtifactsFolder = """
        artifacts=""
        methods=""
        previous=""
        filtering=""
        for argument in "$@"; do
          case "$argument" in --*) filtering="" ;; esac
          case "$filtering:$argument" in yes:*"("*) ;; yes:*) methods="$methods $argument" ;; esac
          if [ "$argument" = "--filter" ]; then filtering=yes; fi
          if [ "$previous" = "--artifacts" ]; then artifacts="$argument"; fi
          previous="$argument"
        done
        """;
}
