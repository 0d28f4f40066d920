using System.Text;
using System.Text.Json;
using PerfGate.Ingest;
using PerfGate.Model;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Ingest;

/// <summary>
/// The Measurements scanner must count exactly what the token reader counts, give up on anything outside the
/// shape it knows, and never let a damaged file through or move the place a syntax error is reported at.
/// </summary>
public sealed class MeasurementsScannerTests
{
    public static TheoryData<string> Fixtures()
    {
        var data = new TheoryData<string>();
        foreach (var file in Directory.GetFiles(TestData.Bdn(""), "*.json", SearchOption.AllDirectories).Order(StringComparer.Ordinal))
        {
            if (File.ReadAllText(file).Contains("\"Measurements\"", StringComparison.Ordinal))
            {
                data.Add(Path.GetRelativePath(TestData.Bdn(""), file));
            }
        }

        return data;
    }

    [Theory]
    [MemberData(nameof(Fixtures))]
    public void Every_measurements_array_of_a_real_report_is_scanned_to_the_token_readers_counts(string fixture)
    {
        var bytes = File.ReadAllBytes(TestData.Bdn(fixture));
        var arrays = 0;
        foreach (var (start, expected) in MeasurementsArrays(bytes))
        {
            var results = new SortedDictionary<int, int>();
            var actuals = new Dictionary<int, int>();

            Assert.True(MeasurementsScanner.TryScan(bytes.AsSpan(start), results, actuals, out var length));

            Assert.Equal(expected.End - start, length);
            Assert.Equal(expected.Results, results);
            Assert.Equal(expected.Actuals.OrderBy(p => p.Key), actuals.OrderBy(p => p.Key));
            arrays++;
        }

        Assert.True(arrays > 0);
    }

    [Theory]
    [MemberData(nameof(Fixtures))]
    public void A_real_report_reads_the_same_with_the_scanner_as_token_by_token(string fixture)
    {
        var path = TestData.Bdn(fixture);

        var scanned = Entries(path, BdnBenchmarkEntry.Parse);
        var tokenised = Entries(path, BdnBenchmarkEntry.ParseTokenByToken);

        Assert.Equal(tokenised.Count, scanned.Count);
        Assert.All(tokenised.Zip(scanned), pair =>
        {
            Assert.Equal(pair.First.FullName, pair.Second.FullName);
            Assert.Equal(pair.First.Samples, pair.Second.Samples);
            Assert.Equal(pair.First.BytesText, pair.Second.BytesText);
            Assert.Equal(pair.First.HasMeasurements, pair.Second.HasMeasurements);
            Assert.Equal(pair.First.ResultsPerLaunch, pair.Second.ResultsPerLaunch);
            Assert.Equal(pair.First.Job, pair.Second.Job);
        });
    }

    [Theory]
    [InlineData("compact", "{\"IterationMode\":\"Workload\",\"IterationStage\":\"Result\",\"LaunchIndex\":2,\"IterationIndex\":1,\"Operations\":16,\"Nanoseconds\":1}")]
    [InlineData("indented as BenchmarkDotNet's fulljson", "{\n               \"IterationMode\":\"Workload\",\n               \"IterationStage\":\"Result\",\n               \"LaunchIndex\":2,\n               \"IterationIndex\":1,\n               \"Operations\":16,\n               \"Nanoseconds\":1\n            }")]
    [InlineData("indented with CR LF and tabs", "{\r\n\t\"IterationMode\" :\t\"Workload\" ,\r\n\t\"IterationStage\"\n:\"Result\",\"LaunchIndex\": 2 }")]
    [InlineData("another order", "{\"Nanoseconds\":1.5e3,\"LaunchIndex\":2,\"IterationStage\":\"Result\",\"IterationMode\":\"Workload\"}")]
    [InlineData("unknown names and every kind of scalar", "{\"Extra\":null,\"Flag\":true,\"Off\":false,\"Neg\":-0.25E-2,\"IterationMode\":\"Workload\",\"IterationStage\":\"Result\",\"LaunchIndex\":2}")]
    [InlineData("the last of a repeated name wins", "{\"IterationStage\":\"Pilot\",\"LaunchIndex\":7,\"IterationMode\":\"Workload\",\"IterationStage\":\"Result\",\"LaunchIndex\":2}")]
    public void Valid_measurements_in_another_layout_are_scanned_as_the_token_reader_counts_them(string layout, string measurement)
    {
        var array = $"[{measurement},{measurement}, {{}} ,{measurement.Replace("Result", "Actual", StringComparison.Ordinal)}]";

        var (scanned, results, actuals) = Scan(array);

        Assert.True(scanned, layout);
        Assert.Equal(new SortedDictionary<int, int> { [2] = 2 }, results);
        Assert.Equal(new Dictionary<int, int> { [2] = 1 }, actuals);
        Assert.Equal([2], ReadReport(array).Benchmarks.Single().LaunchSizes);
    }

    [Theory]
    [InlineData("a launch index that is not a whole number counts as launch 0", "\"LaunchIndex\":1.0", 0)]
    [InlineData("nor is one beyond Int32", "\"LaunchIndex\":4294967297", 0)]
    [InlineData("nor a string", "\"LaunchIndex\":\"3\"", 0)]
    [InlineData("nor a literal", "\"LaunchIndex\":true", 0)]
    [InlineData("a negative one is kept", "\"LaunchIndex\":-3", -3)]
    public void Odd_launch_indexes_count_as_the_token_reader_counts_them(string why, string launch, int expectedLaunch)
    {
        var array = $"[{{\"IterationMode\":\"Workload\",\"IterationStage\":\"Result\",{launch}}}]";

        var (scanned, results, _) = Scan(array);

        Assert.True(scanned, why);
        Assert.Equal(new SortedDictionary<int, int> { [expectedLaunch] = 1 }, results);
    }

    [Theory]
    [InlineData("an escaped name", "{\"Iteration\\u004Dode\":\"Workload\",\"IterationStage\":\"Result\",\"LaunchIndex\":1}")]
    [InlineData("an escaped value", "{\"IterationMode\":\"Work\\u006Coad\",\"IterationStage\":\"Result\",\"LaunchIndex\":1}")]
    [InlineData("a nested value", "{\"IterationMode\":\"Workload\",\"IterationStage\":\"Result\",\"LaunchIndex\":1,\"Extra\":{\"A\":[1,2]}}")]
    [InlineData("text beyond ASCII", "{\"IterationMode\":\"Workload\",\"IterationStage\":\"Result\",\"LaunchIndex\":1,\"Note\":\"é\"}")]
    public void Valid_json_outside_the_scanners_shape_is_left_to_the_token_reader_which_reads_it(string why, string measurement)
    {
        var array = $"[{measurement},{measurement}]";

        Assert.False(Scan(array).Scanned, why);
        Assert.Equal([2], ReadReport(array).Benchmarks.Single().LaunchSizes);
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
    public void Damaged_measurements_are_not_scanned_and_the_error_names_their_place(string why, string damage)
    {
        var measurement = $"{{\"IterationMode\":\"Workload\",\"IterationStage\":\"Result\",\"LaunchIndex\":1,{damage}}}";
        var array = $"[{Good},\n{measurement},{Good}]";

        Assert.False(Scan(array).Scanned, why);
        using var temp = new TempDirectory();
        AssertRefusedAtItsPlace(WriteReport(temp, array));
    }

    [Theory]
    [InlineData("a leading zero", "\"LaunchIndex\":1,", "\"LaunchIndex\":01,")]
    [InlineData("a fraction without digits", "\"Nanoseconds\":160", "\"Nanoseconds\":160.")]
    [InlineData("an exponent without digits", "\"Operations\":16,", "\"Operations\":16e,")]
    [InlineData("a control character in a value", "\"Workload\"", "\"Work\tload\"")]
    [InlineData("an unclosed value", "\"Result\",", "\"Result,")]
    [InlineData("a trailing comma", "\"Nanoseconds\":160", "\"Nanoseconds\":160,")]
    [InlineData("a missing value", "\"IterationIndex\":1,", "\"IterationIndex\":,")]
    public void Damage_in_BenchmarkDotNet_s_own_layout_is_not_scanned_and_the_error_names_its_place(string why, string part, string damaged)
    {
        // The scanner's shortcut for the usual names in the usual order checks the values as strictly as the rest,
        // on one line (the compressed report) and indented (the fulljson report the gate reads).
        foreach (var good in new[] { Good, Indented(Good) })
        {
            var measurement = good.Replace(part, damaged, StringComparison.Ordinal);
            Assert.NotEqual(good, measurement);
            var array = $"[{good},{measurement},{good}]";

            Assert.False(Scan(array).Scanned, why);
            using var temp = new TempDirectory();
            AssertRefusedAtItsPlace(WriteReport(temp, array));
        }
    }

    // As BenchmarkDotNet's fulljson exporter writes a measurement: a member a line, indented.
    private static string Indented(string measurement) =>
        measurement.Replace("{", "{\n               ", StringComparison.Ordinal)
            .Replace(",\"", ",\n               \"", StringComparison.Ordinal)
            .Replace("}", "\n            }", StringComparison.Ordinal);

    [Theory]
    [InlineData("a trailing comma in the array", "[{0},]")]
    [InlineData("a missing comma between measurements", "[{0}{0}]")]
    [InlineData("an unclosed array", "[{0},{0}")]
    [InlineData("a measurement that is not an object", "[{0},1]")]
    public void A_damaged_array_is_not_scanned(string why, string shape)
    {
        Assert.False(Scan(string.Format(System.Globalization.CultureInfo.InvariantCulture, shape, Good)).Scanned, why);
    }

    [Theory]
    [InlineData(1)]
    [InlineData(30)]
    [InlineData(200)]
    public void Bytes_that_end_inside_the_array_are_not_scanned(int cut)
    {
        var array = $"[{Good},{Good},{Good}]";

        Assert.False(Scan(array[..^cut]).Scanned);
    }

    [Fact]
    public void A_syntax_error_after_scanned_measurements_is_reported_at_its_line_in_the_file()
    {
        // Indented as BenchmarkDotNet's full report is; the damage comes after the scanner has passed over
        // thousands of measurement lines, so only a token-by-token read names its line.
        var measurements = string.Join(",\n", Enumerable.Repeat(Good, 400));
        var benchmarks = Enumerable.Range(0, 50).Select(i =>
            $"{{\n\"FullName\":\"Suite.Case{i}\",\n\"Statistics\":{{\"OriginalValues\":[{string.Join(',', Enumerable.Repeat("10", 400))}]}},\n" +
            $"\"Measurements\":[\n{measurements}\n],\n\"Metrics\":[{(i == 40 ? "oops" : "")}]\n}}");
        using var temp = new TempDirectory();
        var path = temp.File("Damaged-report-full.json");
        File.WriteAllText(path, "{\"Title\":\"Damaged\",\n\"Benchmarks\":[\n" + string.Join(",\n", benchmarks) + "\n]}");
        Assert.True(new FileInfo(path).Length > JsonChunkReader.InitialBufferSize);

        AssertRefusedAtItsPlace(path);
    }

    [Fact]
    public void A_report_truncated_inside_its_measurements_is_refused_as_truncated()
    {
        using var temp = new TempDirectory();
        var path = WriteReport(temp, $"[{string.Join(',', Enumerable.Repeat(Good, 50))}]");
        var bytes = File.ReadAllBytes(path);
        File.WriteAllBytes(path, bytes[..(bytes.Length / 2)]);

        AssertRefusedAtItsPlace(path);
    }

    private const string Good = "{\"IterationMode\":\"Workload\",\"IterationStage\":\"Result\",\"LaunchIndex\":1,\"IterationIndex\":1,\"Operations\":16,\"Nanoseconds\":160}";

    private static (bool Scanned, SortedDictionary<int, int> Results, Dictionary<int, int> Actuals) Scan(string array)
    {
        var results = new SortedDictionary<int, int>();
        var actuals = new Dictionary<int, int>();
        var bytes = Encoding.UTF8.GetBytes(array);
        Assert.Equal((byte)'[', bytes[0]);
        var scanned = MeasurementsScanner.TryScan(bytes.AsSpan(1), results, actuals, out var length);
        if (scanned)
        {
            Assert.Equal(bytes.Length - 1, length);
        }

        return (scanned, results, actuals);
    }

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

    // The message the token reader gives: the place of the first syntax error, as Utf8JsonReader finds it reading
    // the whole file at once.
    private static void AssertRefusedAtItsPlace(string path)
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

        Assert.Contains($"not valid JSON (line {expected.LineNumber + 1}, byte {expected.BytePositionInLine})", error.Message, StringComparison.Ordinal);
    }

    private static List<BdnBenchmarkEntry> Entries(string path, JsonChunkReader.BufferedValueParser<BdnBenchmarkEntry> parse)
    {
        using var json = new JsonChunkReader(File.OpenRead(path));
        var entries = new List<BdnBenchmarkEntry>();
        json.ReadToken();
        while (json.ReadToken() && json.TokenType == JsonTokenType.PropertyName)
        {
            if (json.Text == "Benchmarks" && json.ReadValue(JsonChunkReader.StartsArray))
            {
                while (json.TryReadElement(parse, out var entry))
                {
                    entries.Add(entry);
                }
            }
            else if (json.Text != "Benchmarks")
            {
                json.SkipValue();
            }
        }

        return entries;
    }

    // Where each Measurements array's elements start (after its '['), and what the token reader counts in it.
    private static IEnumerable<(int Start, (int End, SortedDictionary<int, int> Results, Dictionary<int, int> Actuals) Expected)> MeasurementsArrays(byte[] bytes)
    {
        var found = new List<(int, (int, SortedDictionary<int, int>, Dictionary<int, int>))>();
        var reader = new Utf8JsonReader(bytes);
        while (reader.Read())
        {
            if (reader.TokenType != JsonTokenType.PropertyName || !reader.ValueTextEquals("Measurements"u8))
            {
                continue;
            }

            reader.Read();
            if (reader.TokenType != JsonTokenType.StartArray)
            {
                continue;
            }

            var start = (int)reader.BytesConsumed;
            var results = new SortedDictionary<int, int>();
            var actuals = new Dictionary<int, int>();
            while (reader.Read() && reader.TokenType == JsonTokenType.StartObject)
            {
                string? mode = null, stage = null;
                var launch = 0;
                while (reader.Read() && reader.TokenType == JsonTokenType.PropertyName)
                {
                    var name = reader.GetString();
                    reader.Read();
                    switch (name)
                    {
                        case "IterationMode": mode = reader.GetString(); break;
                        case "IterationStage": stage = reader.GetString(); break;
                        case "LaunchIndex": launch = reader.GetInt32(); break;
                    }
                }

                var counts = mode != "Workload" ? null : stage == "Result" ? (IDictionary<int, int>)results : stage == "Actual" ? actuals : null;
                if (counts is not null)
                {
                    counts[launch] = counts.TryGetValue(launch, out var count) ? count + 1 : 1;
                }
            }

            found.Add((start, ((int)reader.BytesConsumed, results, actuals)));
        }

        return found;
    }
}
