using System.Diagnostics;
using System.Globalization;
using PerfGate.Tests.Statistics;
using PerfGate.Thresholds;
using PerfGate.Verdicts;
using Xunit.Abstractions;

namespace PerfGate.Tests.Verdicts;

/// <summary>
/// The gate's promise with its default settings, checked on simulated populations: at most 1% false alarms
/// when nothing changed (A/A), and at least 95% of +25% slowdowns caught, with 20 samples on each side.
/// Each trial draws a fresh baseline and current sample; the slowed-down variants scale that same current
/// sample, so the detection rates of one row are comparable with each other.
/// </summary>
public sealed class TimeComparerSimulationTests
{
    private const int Trials = 1_000;
    private const int SampleCount = 20;
    private const double MaximumFalseAlarmRate = 0.01;
    private const double MinimumDetectionRateAt25Percent = 0.95;
    private static readonly double[] Slowdowns = { 1.05, 1.10, 1.25, 1.50 };

    private readonly ITestOutputHelper _output;

    public TimeComparerSimulationTests(ITestOutputHelper output) => _output = output;

    [Theory]
    [InlineData(PopulationShape.LogNormal, 2)]
    [InlineData(PopulationShape.LogNormal, 5)]
    [InlineData(PopulationShape.LogNormal, 10)]
    [InlineData(PopulationShape.LogNormal, 15)]
    [InlineData(PopulationShape.UpperOutliers, 2)]
    [InlineData(PopulationShape.UpperOutliers, 5)]
    [InlineData(PopulationShape.UpperOutliers, 10)]
    [InlineData(PopulationShape.UpperOutliers, 15)]
    [InlineData(PopulationShape.Bimodal, 2)]
    [InlineData(PopulationShape.Bimodal, 5)]
    [InlineData(PopulationShape.Bimodal, 10)]
    [InlineData(PopulationShape.Bimodal, 15)]
    public void Default_settings_meet_the_false_alarm_and_detection_targets(PopulationShape shape, int coefficientOfVariationPercent)
    {
        var stopwatch = Stopwatch.StartNew();
        var population = new SimulatedPopulation(shape, coefficientOfVariationPercent / 100.0, Seed(shape, coefficientOfVariationPercent));
        var falseAlarms = 0;
        var detections = new int[Slowdowns.Length];

        for (var trial = 0; trial < Trials; trial++)
        {
            var baseline = population.Draw(SampleCount);
            var current = population.Draw(SampleCount);
            if (IsRegressed(baseline, current))
            {
                falseAlarms++;
            }

            for (var i = 0; i < Slowdowns.Length; i++)
            {
                if (IsRegressed(baseline, current.Select(v => v * Slowdowns[i]).ToArray()))
                {
                    detections[i]++;
                }
            }
        }

        var falseAlarmRate = (double)falseAlarms / Trials;
        var detectionRates = detections.Select(d => (double)d / Trials).ToArray();
        _output.WriteLine("| case | CV | A/A false alarms | detected at " + string.Join(" | ", Slowdowns.Select(s => "+" + ((s - 1) * 100).ToString("0", CultureInfo.InvariantCulture) + "%")) + " | time |");
        _output.WriteLine(string.Create(
            CultureInfo.InvariantCulture,
            $"| {shape} | {coefficientOfVariationPercent}% | {falseAlarmRate:P1} | {string.Join(" | ", detectionRates.Select(r => r.ToString("P1", CultureInfo.InvariantCulture)))} | {stopwatch.Elapsed.TotalSeconds:0.0} s |"));

        Assert.True(
            falseAlarmRate <= MaximumFalseAlarmRate,
            $"{shape} at CV {coefficientOfVariationPercent}%: {falseAlarms} of {Trials} A/A comparisons regressed");
        var at25 = detectionRates[Array.IndexOf(Slowdowns, 1.25)];
        Assert.True(
            at25 >= MinimumDetectionRateAt25Percent,
            $"{shape} at CV {coefficientOfVariationPercent}%: only {at25:P1} of +25% slowdowns detected");
    }

    private static bool IsRegressed(double[] baseline, double[] current)
    {
        var settings = GateSettings.Default;
        var verdict = TimeComparer.Compare(baseline, current, settings.TimeThreshold, settings.SignificanceLevel, settings.MinimumSamples);
        return verdict.Status == MetricStatus.Regressed;
    }

    private static int Seed(PopulationShape shape, int coefficientOfVariationPercent) => (1000 * ((int)shape + 1)) + coefficientOfVariationPercent;
}
