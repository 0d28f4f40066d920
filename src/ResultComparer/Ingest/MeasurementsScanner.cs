using System.Buffers.Text;
using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.Intrinsics;

namespace PerfGate.Ingest;

/// <summary>
/// Counts, per launch, the Workload/Result and Workload/Actual iterations of a BenchmarkDotNet
/// <c>Measurements</c> array straight from its bytes, for the arrays it recognises: flat objects whose names
/// and strings are plain ASCII without escapes, and whose values are strings, numbers, true, false or null,
/// with any JSON whitespace between them. For anything else it gives up, and the caller reads the array with
/// <see cref="System.Text.Json.Utf8JsonReader"/> as before.
/// </summary>
/// <remarks>
/// Why it exists: a benchmark of BenchmarkDotNet 0.15.8's full JSON carries about 250 measurement objects (every
/// Jitting, Pilot, Warmup, Actual and Result iteration of every launch), 95 % of a report's bytes. At 10,000
/// benchmarks (380 MB of reports) the tokeniser spent 1.8–2.0 of the comparer's 2.7 CPU-s on them, for a
/// handful of counts (docs/scale.md). This scanner checks the same grammar byte by byte, without a token
/// per name and value, so it accepts exactly the JSON the tokeniser accepts within that subset, and counts
/// as <see cref="BdnBenchmarkEntry"/> does: per object the last IterationMode, IterationStage and LaunchIndex
/// win, a LaunchIndex that is not a whole number counts as launch 0.
/// </remarks>
internal static class MeasurementsScanner
{
    /// <summary>Longer than any name, number or literal of a measurement: a scan that stops closer than this to the
    /// end of the bytes may have been stopped by the end cutting a token.</summary>
    public const int CutMargin = 64;

    /// <summary>
    /// Scans the rest of a Measurements array, <paramref name="bytes"/> starting right after its <c>[</c>.
    /// True when it recognised the whole array: <paramref name="length"/> is then the bytes up to and including its
    /// <c>]</c>, and the counts were added. False when it did not, or the bytes end first: the counts are then
    /// partial, and the caller clears them and reads the array with the general reader (which also tells a
    /// damaged or truncated file apart from one only cut by the end of a buffer). <paramref name="length"/> is then
    /// about where it stopped: within <see cref="CutMargin"/> of the end, the end of the bytes may have stopped it.
    /// </summary>
    public static bool TryScan(
        ReadOnlySpan<byte> bytes, IDictionary<int, int> resultsPerLaunch, IDictionary<int, int> actualsPerLaunch, out int length)
    {
        var counts = new LaunchCounts(resultsPerLaunch, actualsPerLaunch);
        var position = SkipWhiteSpace(bytes, 0);
        length = 0;
        if (position < bytes.Length && bytes[position] == (byte)']')
        {
            length = position + 1;
            return true;
        }

        while (true)
        {
            position = SkipWhiteSpace(bytes, position);
            if (position >= bytes.Length || bytes[position] != (byte)'{'
                || (!TryScanUsualObject(bytes, ref position, out var measurement) && !TryScanObject(bytes, ref position, out measurement)))
            {
                length = position;
                return false;
            }

            counts.Add(measurement);
            position = SkipWhiteSpace(bytes, position);
            if (position >= bytes.Length)
            {
                length = position;
                return false;
            }

            switch (bytes[position++])
            {
                case (byte)',':
                    continue;
                case (byte)']':
                    counts.Flush();
                    length = position;
                    return true;
                default:
                    length = position;
                    return false;
            }
        }
    }

    /// <summary>
    /// BenchmarkDotNet writes every measurement with the same six names in the same order,
    /// <c>{"IterationMode":"…","IterationStage":"…","LaunchIndex":…,"IterationIndex":…,"Operations":…,"Nanoseconds":…}</c>,
    /// each on a line of its own in the indented <c>fulljson</c> report the gate asks for. Expecting each name where it
    /// comes, and comparing it as one literal, leaves only the values and the whitespace to check byte by byte; name
    /// by name, the scan took 1.3 of the comparer's 6 CPU-s at 50,000 benchmarks (docs/scale.md). Any other object,
    /// or any other order, is left to <see cref="TryScanObject"/>, with <paramref name="position"/> unchanged. Compiled
    /// optimised at once: it has no loop of its own, so it would otherwise start in unoptimised code, without the
    /// inlined compares, and run so for the first few hundred thousand measurements.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private static bool TryScanUsualObject(ReadOnlySpan<byte> bytes, ref int position, out Measurement measurement)
    {
        measurement = default;
        var p = position + 1;
        if (!TryName(bytes, ref p, "\"IterationMode\""u8) || !TryScanPlainString(bytes, ref p, out var mode) || !TryComma(bytes, ref p)
            || !TryName(bytes, ref p, "\"IterationStage\""u8) || !TryScanPlainString(bytes, ref p, out var stage) || !TryComma(bytes, ref p)
            || !TryName(bytes, ref p, "\"LaunchIndex\""u8) || !TryScanNumberAt(bytes, ref p, out var launch) || !TryComma(bytes, ref p)
            || !TryName(bytes, ref p, "\"IterationIndex\""u8) || !TryScanNumberAt(bytes, ref p, out _) || !TryComma(bytes, ref p)
            || !TryName(bytes, ref p, "\"Operations\""u8) || !TryScanNumberAt(bytes, ref p, out _) || !TryComma(bytes, ref p)
            || !TryName(bytes, ref p, "\"Nanoseconds\""u8) || !TryScanNumberAt(bytes, ref p, out _))
        {
            return false;
        }

        p = SkipWhiteSpace(bytes, p);
        if (p >= bytes.Length || bytes[p] != (byte)'}')
        {
            return false;
        }

        measurement.Workload = mode.SequenceEqual("Workload"u8);
        measurement.Result = stage.SequenceEqual("Result"u8);
        measurement.Actual = stage.SequenceEqual("Actual"u8);
        measurement.Launch = LaunchOf(launch);
        position = p + 1;
        return true;
    }

    // Whitespace, the quoted name (a literal at the call site, which the JIT compares inline in a few vector
    // instructions), whitespace, a colon and whitespace: position then stands on the value.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool TryName(ReadOnlySpan<byte> bytes, ref int position, ReadOnlySpan<byte> quotedName)
    {
        var p = SkipWhiteSpace(bytes, position);
        if (!bytes[p..].StartsWith(quotedName))
        {
            return false;
        }

        p = SkipWhiteSpace(bytes, p + quotedName.Length);
        if (p >= bytes.Length || bytes[p] != (byte)':')
        {
            return false;
        }

        position = SkipWhiteSpace(bytes, p + 1);
        return true;
    }

    // Whitespace and a comma between two members.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool TryComma(ReadOnlySpan<byte> bytes, ref int position)
    {
        var p = SkipWhiteSpace(bytes, position);
        if (p >= bytes.Length || bytes[p] != (byte)',')
        {
            return false;
        }

        position = p + 1;
        return true;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool TryScanNumberAt(ReadOnlySpan<byte> bytes, ref int position, out ReadOnlySpan<byte> number)
    {
        number = default;
        return position < bytes.Length && TryScanNumber(bytes, ref position, out number);
    }

    // As Utf8JsonReader.TryGetInt32: the whole number text as an Int32, else launch 0.
    private static int LaunchOf(ReadOnlySpan<byte> number) =>
        !number.IsEmpty && Utf8Parser.TryParse(number, out int launch, out var consumed) && consumed == number.Length ? launch : 0;

    // position stands on the '{'; on success, after the '}'.
    private static bool TryScanObject(ReadOnlySpan<byte> bytes, ref int position, out Measurement measurement)
    {
        measurement = default;
        position = SkipWhiteSpace(bytes, position + 1);
        if (position < bytes.Length && bytes[position] == (byte)'}')
        {
            position++;
            return true;
        }

        while (true)
        {
            if (!TryScanName(bytes, ref position, out var name))
            {
                return false;
            }

            position = SkipWhiteSpace(bytes, position);
            if (position >= bytes.Length || bytes[position] != (byte)':')
            {
                return false;
            }

            position = SkipWhiteSpace(bytes, position + 1);
            if (!TryScanValue(bytes, ref position, name, ref measurement))
            {
                return false;
            }

            position = SkipWhiteSpace(bytes, position);
            if (position >= bytes.Length)
            {
                return false;
            }

            switch (bytes[position++])
            {
                case (byte)',':
                    // A trailing comma is invalid JSON: the next member must start with its name.
                    position = SkipWhiteSpace(bytes, position);
                    continue;
                case (byte)'}':
                    return true;
                default:
                    return false;
            }
        }
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool TryScanValue(ReadOnlySpan<byte> bytes, ref int position, ReadOnlySpan<byte> name, ref Measurement measurement)
    {
        if (position >= bytes.Length)
        {
            return false;
        }

        var first = bytes[position];
        ReadOnlySpan<byte> text = default, number = default;
        if (first == (byte)'"')
        {
            if (!TryScanPlainString(bytes, ref position, out text))
            {
                return false;
            }
        }
        else if (first == (byte)'-' || IsDigit(first))
        {
            if (!TryScanNumber(bytes, ref position, out number))
            {
                return false;
            }
        }
        else if (!TryScanLiteral(bytes, ref position))
        {
            // An object or array as a value, or not JSON: the general reader decides.
            return false;
        }

        var isString = first == (byte)'"';
        switch (name.Length)
        {
            case 13 when name.SequenceEqual("IterationMode"u8):
                measurement.Workload = isString && text.SequenceEqual("Workload"u8);
                break;
            case 14 when name.SequenceEqual("IterationStage"u8):
                measurement.Result = isString && text.SequenceEqual("Result"u8);
                measurement.Actual = isString && text.SequenceEqual("Actual"u8);
                break;
            case 11 when name.SequenceEqual("LaunchIndex"u8):
                measurement.Launch = LaunchOf(number);
                break;
        }

        return true;
    }

    // BenchmarkDotNet writes the same six names in every measurement: comparing a whole quoted name at once costs
    // a fraction of checking it byte by byte, and a name it does not expect is checked byte by byte.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool TryScanName(ReadOnlySpan<byte> bytes, scoped ref int position, out ReadOnlySpan<byte> name)
    {
        var rest = bytes[position..];
        var expected = rest.Length < 11 ? default : rest[1] switch
        {
            (byte)'I' => rest[10] switch
            {
                (byte)'M' => "\"IterationMode\""u8,
                (byte)'S' => "\"IterationStage\""u8,
                (byte)'I' => "\"IterationIndex\""u8,
                _ => default,
            },
            (byte)'L' => "\"LaunchIndex\""u8,
            (byte)'O' => "\"Operations\""u8,
            (byte)'N' => "\"Nanoseconds\""u8,
            _ => default,
        };
        if (!expected.IsEmpty && rest.StartsWith(expected))
        {
            name = rest.Slice(1, expected.Length - 2);
            position += expected.Length;
            return true;
        }

        return TryScanPlainString(bytes, ref position, out name);
    }

    // position stands on the opening quote; on success, after the closing one. Escapes, control characters and
    // anything beyond ASCII are left to the general reader, which unescapes and validates them.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool TryScanPlainString(ReadOnlySpan<byte> bytes, scoped ref int position, out ReadOnlySpan<byte> text)
    {
        text = default;
        if (position >= bytes.Length || bytes[position] != (byte)'"')
        {
            return false;
        }

        var start = position + 1;
        for (var i = start; i < bytes.Length; i++)
        {
            var b = bytes[i];
            if (b == (byte)'"')
            {
                text = bytes[start..i];
                position = i + 1;
                return true;
            }

            if (b is < 0x20 or > 0x7E or (byte)'\\')
            {
                return false;
            }
        }

        return false;
    }

    // JSON's number grammar: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?, and a byte after it (the buffer may
    // end inside a number).
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool TryScanNumber(ReadOnlySpan<byte> bytes, scoped ref int position, out ReadOnlySpan<byte> number)
    {
        number = default;
        var i = position;
        if (bytes[i] == (byte)'-')
        {
            i++;
        }

        if (i >= bytes.Length || !IsDigit(bytes[i]))
        {
            return false;
        }

        if (bytes[i] == (byte)'0')
        {
            i++;
        }
        else
        {
            i = SkipDigits(bytes, i);
        }

        if (i < bytes.Length && bytes[i] == (byte)'.')
        {
            var fraction = ++i;
            i = SkipDigits(bytes, i);
            if (i == fraction)
            {
                return false;
            }
        }

        if (i < bytes.Length && bytes[i] is (byte)'e' or (byte)'E')
        {
            i++;
            if (i < bytes.Length && bytes[i] is (byte)'+' or (byte)'-')
            {
                i++;
            }

            var exponent = i;
            i = SkipDigits(bytes, i);
            if (i == exponent)
            {
                return false;
            }
        }

        if (i >= bytes.Length)
        {
            return false;
        }

        number = bytes[position..i];
        position = i;
        return true;
    }

    private static bool TryScanLiteral(ReadOnlySpan<byte> bytes, ref int position) =>
        TryScanLiteral(bytes, ref position, "true"u8) || TryScanLiteral(bytes, ref position, "false"u8) || TryScanLiteral(bytes, ref position, "null"u8);

    private static bool TryScanLiteral(ReadOnlySpan<byte> bytes, ref int position, ReadOnlySpan<byte> literal)
    {
        // A byte must follow the literal: "nul" cut by the buffer's end is not "null".
        var rest = bytes[position..];
        if (rest.Length <= literal.Length || !rest.StartsWith(literal))
        {
            return false;
        }

        position += literal.Length;
        return true;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static int SkipDigits(ReadOnlySpan<byte> bytes, int position)
    {
        while (position < bytes.Length && IsDigit(bytes[position]))
        {
            position++;
        }

        return position;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool IsDigit(byte b) => (uint)(b - '0') <= 9;

    // Called between every two tokens, and BenchmarkDotNet's compressed report has no whitespace at all: the
    // common case is one comparison, inlined.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static int SkipWhiteSpace(ReadOnlySpan<byte> bytes, int position) =>
        (uint)position < (uint)bytes.Length && bytes[position] > (byte)' ' ? position : SkipWhiteSpaceSlowly(bytes, position);

    // In the indented report a line break and a dozen or more spaces come before every name.
    private static int SkipWhiteSpaceSlowly(ReadOnlySpan<byte> bytes, int position)
    {
        while (position < bytes.Length)
        {
            switch (bytes[position])
            {
                case (byte)' ':
                    position += SpacesFrom(bytes, position);
                    break;
                case (byte)'\n' or (byte)'\r' or (byte)'\t':
                    position++;
                    break;
                default:
                    return position;
            }
        }

        return position;
    }

    // The length of the run of spaces at position, sixteen bytes a step: an indentation is one or two steps, where a
    // call to a general vectorised search cost twice the whole scan of a name (docs/scale.md).
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static int SpacesFrom(ReadOnlySpan<byte> bytes, int position)
    {
        var start = position;
        var spaces = Vector128.Create((byte)' ');
        while (position + Vector128<byte>.Count <= bytes.Length)
        {
            var others = ~Vector128.Equals(Vector128.Create(bytes.Slice(position, Vector128<byte>.Count)), spaces).ExtractMostSignificantBits() & 0xFFFF;
            if (others != 0)
            {
                return position - start + BitOperations.TrailingZeroCount(others);
            }

            position += Vector128<byte>.Count;
        }

        while (position < bytes.Length && bytes[position] == (byte)' ')
        {
            position++;
        }

        return position - start;
    }

    private struct Measurement
    {
        public bool Workload;
        public bool Result;
        public bool Actual;
        public int Launch;
    }

    // Measurements come launch by launch: counting a run of one launch and adding it once keeps the dictionaries
    // out of the per-object work.
    private struct LaunchCounts(IDictionary<int, int> resultsPerLaunch, IDictionary<int, int> actualsPerLaunch)
    {
        private int _launch;
        private int _results;
        private int _actuals;

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public void Add(Measurement measurement)
        {
            if (!measurement.Workload || !(measurement.Result || measurement.Actual))
            {
                return;
            }

            if (measurement.Launch != _launch)
            {
                Flush();
                _launch = measurement.Launch;
            }

            if (measurement.Result)
            {
                _results++;
            }
            else
            {
                _actuals++;
            }
        }

        public void Flush()
        {
            AddTo(resultsPerLaunch, _results);
            AddTo(actualsPerLaunch, _actuals);
            _results = 0;
            _actuals = 0;
        }

        private readonly void AddTo(IDictionary<int, int> counts, int count)
        {
            if (count > 0)
            {
                counts[_launch] = counts.TryGetValue(_launch, out var earlier) ? earlier + count : count;
            }
        }
    }
}
