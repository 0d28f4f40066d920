using PerfGate.Git;
using PerfGate.History.Drift;
using PerfGate.History.Store;
using PerfGate.Options;
using PerfGate.Thresholds;

namespace PerfGate.History;

/// <summary>
/// Where main's history is and what to read it against: the store, the anchor as the user named it, and the thresholds.
/// <c>perfgate history</c> and the gate's pull-request line both analyse through it, so they cannot disagree.
/// </summary>
/// <param name="Anchor">A tag, branch or commit; null: as far back as the records reach.</param>
/// <param name="Head">The newest merge to read up to; null: the newest recorded.</param>
/// <param name="Url">Where the history's page is published, for links.</param>
/// <param name="AnchorOption">The option that named <paramref name="Anchor"/>, for a message about it: the gate's
/// <c>--history-anchor</c> (PerfGateHistoryAnchor) unless set.</param>
internal sealed record MainHistoryCheck(
    HistorySource Source,
    string? Anchor,
    GateSettings Settings,
    string? Head = null,
    string? Url = null,
    GateOption? AnchorOption = null)
{
    /// <summary><c>perfgate history</c>'s own options, which have no MSBuild twin.</summary>
    public static readonly GateOption HistoryCommandAnchor = new("--anchor", "no MSBuild property: perfgate history's option");

    public static readonly GateOption HistoryCommandHead = new("--head", "no MSBuild property: perfgate history's option");

    public HistoryAnalysis Analyze()
    {
        var records = Source.ReadAll();
        var anchor = Anchor is null ? null : HistoryRevision.Resolve(Source.Repository, Anchor, AnchorOption ?? GateOptions.HistoryAnchor);
        var head = Head is null ? null : HistoryRevision.Resolve(Source.Repository, Head, HistoryCommandHead);
        var chain = HistoryChain.Build(records, anchor, head);
        return HistoryAnalyzer.Analyze(chain, Anchor ?? GitNames.ShortCommit(chain.AnchorCommit), Settings);
    }
}
