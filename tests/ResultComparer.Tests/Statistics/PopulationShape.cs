namespace PerfGate.Tests.Statistics;

/// <summary>The shape of simulated benchmark times: how the per-operation samples scatter around their median.</summary>
public enum PopulationShape
{
    /// <summary>Log-normal noise: skewed to the right like real timings.</summary>
    LogNormal,

    /// <summary>Log-normal noise plus, in 5% of samples, a GC pause or a context switch (×1.5 to ×3).</summary>
    UpperOutliers,

    /// <summary>Log-normal noise around two modes 8% apart, 70/30 (e.g. two code alignments).</summary>
    Bimodal,
}
