namespace PerfGate.Evaluation.Recording;

/// <summary>One run of <c>eval/record.sh</c>: every case of the sample, measured in one go.</summary>
/// <param name="Index">Position in the recording, from 0.</param>
/// <param name="Hog">Whether a CPU hog kept the other core busy during the run.</param>
/// <param name="LoadBefore">One-minute load average when the run started.</param>
/// <param name="LoadAfter">One-minute load average when it ended.</param>
/// <param name="WallSeconds">Wall time of the benchmark process, build included.</param>
internal sealed record RecordedRun(
    int Index,
    bool Hog,
    double LoadBefore,
    double LoadAfter,
    double WallSeconds,
    IReadOnlyList<RecordedCase> Cases)
{
    public RecordedCase? Find(string id) => Cases.FirstOrDefault(c => c.Id == id);
}
