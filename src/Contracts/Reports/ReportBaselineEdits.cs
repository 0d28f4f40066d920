namespace PerfGate.Reports;

/// <summary>
/// A pull request's edits to the gated baseline, against the base branch's version: re-recording a baseline can
/// "fix" a regression, so a reviewer must see it. Present only in a pull request whose baseline differs from the
/// base's, or whose base version could not be read (then <see cref="Unreadable"/> says why and nothing is listed).
/// </summary>
/// <param name="BaseRef">The git revision the base's baseline was read from (<c>origin/main</c>), or the one last tried.</param>
public sealed record ReportBaselineEdits(string BaseRef, string? Unreadable, IReadOnlyList<BaselineChange> Changes);
