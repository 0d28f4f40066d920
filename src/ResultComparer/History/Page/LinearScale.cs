namespace PerfGate.History.Page;

/// <summary>Maps a data range onto a pixel range (pixels may run backwards, as a y axis does).</summary>
internal readonly struct LinearScale(double min, double max, double pixelStart, double pixelEnd)
{
    public double Min { get; } = min;

    // A flat series still needs a range to draw in.
    public double Max { get; } = max > min ? max : min + 1;

    public double PixelStart { get; } = pixelStart;

    public double PixelEnd { get; } = pixelEnd;

    public double Map(double value) => PixelStart + ((value - Min) / (Max - Min) * (PixelEnd - PixelStart));

    /// <summary>About <paramref name="count"/> round values inside the range (steps of 1, 2 or 5 × 10ⁿ), for axis labels.</summary>
    public IReadOnlyList<double> Ticks(int count)
    {
        var rough = (Max - Min) / Math.Max(1, count);
        var magnitude = Math.Pow(10, Math.Floor(Math.Log10(rough)));
        var step = (rough / magnitude) switch
        {
            <= 1 => magnitude,
            <= 2 => 2 * magnitude,
            <= 5 => 5 * magnitude,
            _ => 10 * magnitude,
        };
        var ticks = new List<double>();
        for (var tick = Math.Ceiling(Min / step) * step; tick <= Max + (step / 1e6); tick += step)
        {
            // Rounding the sum keeps 0.30000000000000004 from printing as a label.
            ticks.Add(Math.Round(tick / step) * step);
        }

        return ticks;
    }
}
