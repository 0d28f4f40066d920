using PerfGate.History.Records;
using PerfGate.History.Store;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.History.Store;

public sealed class HistoryFolderTests
{
    [Fact]
    public void Every_record_under_the_folder_is_read()
    {
        using var folder = new TempDirectory();
        var records = new[] { HistoryRecords.For("merge 1"), HistoryRecords.For("merge 2") };
        foreach (var record in records)
        {
            var file = Path.Combine(folder.Path, HistoryRecords.PathOf(record));
            Directory.CreateDirectory(Path.GetDirectoryName(file)!);
            File.WriteAllText(file, HistoryRecordFile.Serialize(record));
        }

        File.WriteAllText(folder.File("README.md"), "not a record\n");

        Assert.Equal(HistoryRecords.Serialized(records), HistoryRecords.Serialized(HistoryFolder.ReadAll(folder.Path)));
    }

    [Fact]
    public void A_foreign_json_file_is_refused_by_its_path()
    {
        using var folder = new TempDirectory();
        var file = folder.File("package.json");
        File.WriteAllText(file, "{ \"name\": \"some-package\" }\n");

        var refused = Assert.Throws<PerfGateInputException>(() => HistoryFolder.ReadAll(folder.Path));

        Assert.StartsWith($"{file}: not a PerfGate history record", refused.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_missing_folder_is_refused_by_its_path()
    {
        using var parent = new TempDirectory();
        var missing = parent.File("no-such-history");

        var refused = Assert.Throws<PerfGateInputException>(() => HistoryFolder.ReadAll(missing));

        Assert.StartsWith($"{missing}: the history folder does not exist", refused.Message, StringComparison.Ordinal);
    }
}
