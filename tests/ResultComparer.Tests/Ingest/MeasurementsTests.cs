using System.Text.Json;
using PerfGate.Ingest;
using PerfGate.Model;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Ingest;

/// <summary>
/// A report's Measurements give each benchmark its launch sizes and the job: they must be counted in any valid
/// layout, and damage in them must be refused at the place Utf8JsonReader finds it reading the whole file.
/// </summary>
public sealed class MeasurementsTests
{
    [Theory]
    [InlineData("compact", "{\"IterationMode\":\"Workload\",\"IterationStage\":\"Result\",\"LaunchIndex\":2,\"IterationIndex\":1,\"Operations\":16,\"Nanoseconds\":1}")]
    [InlineData("indented as BenchmarkDotNet's fulljson", "{\n               \"IterationMode\":\"Workload\",\n               \"IterationStage\":\"Result\",\n               \"LaunchIndex\":2,\n               \"IterationIndex\":1,\n               \"Operations\":16,\n               \"Nanoseconds\":1\n            }")]
    [InlineData("indented with CR LF and tabs", "{\r\n\t\"IterationMode\" :\t\"Workload\" ,\r\n\t\"IterationStage\"\n:\"Result\",\"LaunchIndex\": 2 }")]
    [InlineData("another order", "{\"Nanoseconds\":1.5e3,\"LaunchIndex\":2,\"IterationStage\":\"Result\",\"IterationMode\":\"Workload\"}")]
    [InlineData("unknown names and every kind of scalar", "{\"Extra\":null,\"Flag\":true,\"Off\":false,\"Neg\":-0.25E-2,\"IterationMode\":\"Workload\",\"IterationStage\":\"Result\",\"LaunchIndex\":2}")]
    [InlineData("the last of a repeated name wins", "{\"IterationStage\":\"Pilot\",\"LaunchIndex\":7,\"IterationMode\":\"Workload\",\"IterationStage\":\"Result\",\"LaunchIndex\":2}")]
    [InlineData("an escaped name", "{\"Iteration\\u004Dode\":\"Workload\",\"IterationStage\":\"Result\",\"LaunchIndex\":2}")]
    [InlineData("an escaped value", "{\"IterationMode\":\"Work\\u006Coad\",\"IterationStage\":\"Result\",\"LaunchIndex\":2}")]
    [InlineData("a nested value", "{\"IterationMode\":\"Workload\",\"IterationStage\":\"Result\",\"LaunchIndex\":2,\"Extra\":{\"A\":[1,2]}}")]
    [InlineData("text beyond ASCII", "{\"IterationMode\":\"Workload\",\"IterationStage\":\"Result\",\"LaunchIndex\":2,\"Note\":\"é\"}")]
    public void Measurements_in_any_valid_layout_give_the_launch_sizes_and_the_job(string layout, string measurement)
    {
        var array = $"[{measurement},{measurement}, {{}} ,1,{measurement.Replace("Result", "Actual", StringComparison.Ordinal)}]";

        var report = ReadReport(array);

        Assert.True(report.Benchmarks.Single().LaunchSizes is [2], layout);
        Assert.Equal(new JobSettings(1, 1), report.Job);
    }

    [Theory]
    [InlineData("a leading zero", "\"Operations\":016")]
    [InlineData("a bare minus", "\"Operations\":-")]
    [InlineData("a fraction without digits", "\"Operations\":1.")]
    [InlineData("an exponent without digits", "\"Operations\":1e+")]
    [InlineData("a misspelt literal", "\"Operations\":tru")]
    [InlineData("a bare word", "\"Operations\":Workload")]
    [InlineData("a missing colon", "\"Operations\" 16")]
    [InlineData("a missing value", "\"Operations\":")]
    [InlineData("a trailing comma", "\"Operations\":16,")]
    [InlineData("a control character in a string", "\"Operations\":\"1\t6\"")]
    [InlineData("digits run into letters", "\"Operations\":16x")]
    [InlineData("a single-quoted string", "\"Operations\":'16'")]
    public void Damaged_measurements_are_refused_at_their_place(string why, string damage)
    {
        var measurement = $"{{\"IterationMode\":\"Workload\",\"IterationStage\":\"Result\",\"LaunchIndex\":1,{damage}}}";
        using var temp = new TempDirectory();

        AssertRefusedAtItsPlace(WriteReport(temp, $"[{Good},\n{measurement},{Good}]"), why);
    }

    [Theory]
    [InlineData("a leading zero", "\"LaunchIndex\":1,", "\"LaunchIndex\":01,")]
    [InlineData("a fraction without digits", "\"Nanoseconds\":160", "\"Nanoseconds\":160.")]
    [InlineData("an exponent without digits", "\"Operations\":16,", "\"Operations\":16e,")]
    [InlineData("a control character in a value", "\"Workload\"", "\"Work\tload\"")]
    [InlineData("an unclosed value", "\"Result\",", "\"Result,")]
    [InlineData("a trailing comma", "\"Nanoseconds\":160", "\"Nanoseconds\":160,")]
    [InlineData("a missing value", "\"IterationIndex\":1,", "\"IterationIndex\":,")]
    [InlineData("a trailing comma in the array", "}]", "},]")]
    [InlineData("a missing comma between measurements", "},{", "}{")]
    public void Damage_in_BenchmarkDotNet_s_own_layout_is_refused_at_its_place(string why, string part, string damaged)
    {
        // On one line (the compressed report) and indented (the fulljson report).
        foreach (var good in new[] { Good, Indented(Good) })
        {
            var array = $"[{good},{good},{good}]";
            var at = array.IndexOf(part, good.Length, StringComparison.Ordinal);
            var damagedArray = array[..at] + damaged + array[(at + part.Length)..];
            using var temp = new TempDirectory();

            AssertRefusedAtItsPlace(WriteReport(temp, damagedArray), why);
        }
    }

    // As BenchmarkDotNet's fulljson exporter writes a measurement: a member a line, indented.
    private static string Indented(string measurement) =>
        measurement.Replace("{", "{\n               ", StringComparison.Ordinal)
            .Replace(",\"", ",\n               \"", StringComparison.Ordinal)
            .Replace("}", "\n            }", StringComparison.Ordinal);

    [Fact]
    public void A_syntax_error_after_many_measurement_lines_is_reported_at_its_line_in_the_file()
    {
        // Indented as BenchmarkDotNet's full report is, many read buffers long: the line and byte must count every
        // buffer before the damage.
        var measurements = string.Join(",\n", Enumerable.Repeat(Indented(Good), 400));
        var benchmarks = Enumerable.Range(0, 50).Select(i =>
            $"{{\n\"FullName\":\"Suite.Case{i}\",\n\"Statistics\":{{\"OriginalValues\":[{string.Join(',', Enumerable.Repeat("10", 400))}]}},\n" +
            $"\"Measurements\":[\n{measurements}\n],\n\"Metrics\":[{(i == 40 ? "oops" : "")}]\n}}");
        using var temp = new TempDirectory();
        var path = temp.File("Damaged-report-full.json");
        File.WriteAllText(path, "{\"Title\":\"Damaged\",\n\"Benchmarks\":[\n" + string.Join(",\n", benchmarks) + "\n]}");
        Assert.True(new FileInfo(path).Length > 20 * JsonStreamReader.InitialBufferSize);

        AssertRefusedAtItsPlace(path, "after many buffers");
    }

    [Fact]
    public void A_report_truncated_inside_its_measurements_is_refused_as_truncated()
    {
        using var temp = new TempDirectory();
        var path = WriteReport(temp, $"[{string.Join(',', Enumerable.Repeat(Good, 50))}]");
        var bytes = File.ReadAllBytes(path);
        File.WriteAllBytes(path, bytes[..(bytes.Length / 2)]);

        AssertRefusedAtItsPlace(path, "truncated");
    }

    private const string Good = "{\"IterationMode\":\"Workload\",\"IterationStage\":\"Result\",\"LaunchIndex\":1,\"IterationIndex\":1,\"Operations\":16,\"Nanoseconds\":160}";

    private static string WriteReport(TempDirectory temp, string measurementsArray)
    {
        var path = temp.File("Odd-report-full.json");
        File.WriteAllText(
            path,
            "{\"Title\":\"Odd\",\"Benchmarks\":[{\"FullName\":\"Odd.Case\",\"Statistics\":{\"OriginalValues\":[10,11]}," +
            $"\"Measurements\":{measurementsArray},\"Metrics\":[]}}]}}");
        return path;
    }

    private static BdnReport ReadReport(string measurementsArray)
    {
        using var temp = new TempDirectory();
        return BdnReportReader.Read(WriteReport(temp, measurementsArray));
    }

    // The place of the first syntax error, as Utf8JsonReader finds it reading the whole file at once.
    private static void AssertRefusedAtItsPlace(string path, string why)
    {
        var bytes = File.ReadAllBytes(path);
        var expected = Assert.ThrowsAny<JsonException>(() =>
        {
            var whole = new Utf8JsonReader(bytes);
            while (whole.Read())
            {
            }
        });

        var error = Assert.Throws<PerfGateInputException>(() => BdnReportReader.Read(path));

        Assert.True(
            error.Message.Contains($"not valid JSON (line {expected.LineNumber + 1}, byte {expected.BytePositionInLine})", StringComparison.Ordinal),
            $"{why}: {error.Message}");
    }
}
