// Measures how long one step of the seeded slowdown's loop takes on this machine (eval/external/prepare.sh sizes
// the slowdown with it): `dotnet run calibrate.cs` prints nanoseconds per iteration, the fastest of 15 rounds (the
// least disturbed by other processes). The loop is the one prepare.sh writes into Autofac's Module.Configure.
using System.Diagnostics;

const int iterations = 20_000_000;
var best = double.MaxValue;
for (var round = 0; round < 15; round++)
{
    var started = Stopwatch.GetTimestamp();
    var seeded = 1L;
    for (var i = 0; i < iterations; i++)
    {
        seeded = (seeded * 31) + i;
    }

    var elapsed = Stopwatch.GetElapsedTime(started);
    if (seeded == long.MinValue)
    {
        throw new InvalidOperationException();
    }

    best = Math.Min(best, elapsed.TotalNanoseconds / iterations);
}

Console.WriteLine(best.ToString("0.0000", System.Globalization.CultureInfo.InvariantCulture));
