using PerfGate.FileSystem;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.FileSystem;

/// <summary>Windows' passing file locks, simulated: the operation fails the way Windows fails it, then succeeds.</summary>
public sealed class LockedFilesTests
{
    [Fact]
    public void An_operation_that_fails_as_a_locked_file_does_is_tried_again_until_it_succeeds()
    {
        var attempts = 0;
        var waits = new List<TimeSpan>();

        LockedFiles.Retry(
            () =>
            {
                if (++attempts < 3)
                {
                    throw new IOException("The process cannot access the file because it is being used by another process.");
                }
            },
            waits.Add);

        Assert.Equal(3, attempts);
        Assert.Equal([TimeSpan.FromMilliseconds(100), TimeSpan.FromMilliseconds(250)], waits);
    }

    [Fact]
    public void A_lock_that_outlasts_the_retries_fails_with_the_last_error_after_a_few_seconds()
    {
        var attempts = 0;
        var waits = new List<TimeSpan>();

        var error = Assert.Throws<UnauthorizedAccessException>(() => LockedFiles.Retry(
            () => throw new UnauthorizedAccessException($"Access to the path is denied ({++attempts})."),
            waits.Add));

        Assert.Equal(6, attempts);
        Assert.Equal("Access to the path is denied (6).", error.Message);
        Assert.InRange(waits.Sum(w => w.TotalSeconds), 3, 5);
    }

    [Fact]
    public void A_missing_file_is_no_lock_and_fails_at_once()
    {
        var attempts = 0;

        Assert.Throws<FileNotFoundException>(() => LockedFiles.Retry(() =>
        {
            attempts++;
            throw new FileNotFoundException("gone");
        }, _ => { }));

        Assert.Equal(1, attempts);
    }

    [Fact]
    public void A_folder_with_read_only_files_is_deleted_and_a_missing_one_is_nothing_to_do()
    {
        using var temp = new TempDirectory();
        var folder = Directory.CreateDirectory(temp.File("worktree/obj")).Parent!.FullName;
        var file = Path.Combine(folder, "obj", "packed.idx");
        File.WriteAllText(file, "x");
        // As git writes its object files on Windows, where Directory.Delete alone refuses them.
        new FileInfo(file).IsReadOnly = true;

        LockedFiles.DeleteFolder(folder);
        LockedFiles.DeleteFolder(folder);

        Assert.False(Directory.Exists(folder));
    }
}
