namespace PerfGate.Tasks.Tests.Support;

/// <summary>Hand-made <c>perfgate compare --report-json</c> files in the documented shape (schema version 1).</summary>
internal static class CompareReports
{
    public const string Failed = """
        {
          "schemaVersion": 1,
          "passed": false,
          "summary": { "total": 3, "regressed": 1, "unchanged": 1, "inconclusive": 1, "line": "PerfGate: FAILED: 1 regressed, 1 unchanged, 1 inconclusive" },
          "diagnostics": [
            { "severity": "error", "code": "PG0101", "benchmarkId": "Sample.Streaming.DataStreamerBenchmark.Stream(ServerCount: 4)", "message": "Sample.Streaming.DataStreamerBenchmark.Stream(ServerCount: 4): allocated 12.0 MB/op, baseline 4.0 MB/op (+200%, limit +1%)" },
            { "severity": "warning", "code": "PG0201", "benchmarkId": "Sample.Tasks.CompletedTaskBenchmark.SynchronousOperation", "message": "Sample.Tasks.CompletedTaskBenchmark.SynchronousOperation: inconclusive: too few samples {0}" },
            { "severity": "message", "code": "PG0204", "benchmarkId": null, "message": "host differs: time is advisory" }
          ],
          "benchmarks": []
        }
        """;

    public const string Passed = """
        {
          "schemaVersion": 1,
          "passed": true,
          "summary": { "total": 1, "unchanged": 1, "line": "PerfGate: passed: 1 unchanged" },
          "diagnostics": [],
          "benchmarks": [ { "id": "A.B", "status": "unchanged", "time": null, "allocation": null } ]
        }
        """;
}
