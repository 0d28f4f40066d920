using System.Text.Json;

namespace PerfGate.Ingest;

/// <summary>
/// A <see cref="Utf8JsonReader"/> over the bytes <see cref="JsonChunkReader"/> has buffered for one value, which can
/// also pass over the rest of an array that a dedicated scanner has read from the bytes directly
/// (<see cref="MeasurementsScanner"/>): the tokeniser then never sees those bytes.
/// </summary>
/// <remarks>
/// After <see cref="SkipRestOfArray"/> the reader's line and byte positions no longer count the bytes passed over,
/// so a syntax error found after it names the wrong place; <see cref="BdnReportReader"/> reads such a file again
/// without the scanner to name the right one.
/// </remarks>
internal ref struct BufferedJsonReader
{
    private readonly ReadOnlySpan<byte> _buffered;
    private readonly bool _isFinalBlock;
    private int _passedOver;

    /// <summary>The tokeniser; after <see cref="SkipRestOfArray"/> a new one, over the bytes after the array.</summary>
    public Utf8JsonReader Reader;

    public BufferedJsonReader(ReadOnlySpan<byte> buffered, bool isFinalBlock, JsonReaderState state)
    {
        _buffered = buffered;
        _isFinalBlock = isFinalBlock;
        Reader = new Utf8JsonReader(buffered, isFinalBlock, state);
    }

    /// <summary>No bytes follow the buffered ones: the file ends there.</summary>
    public readonly bool IsFinalBlock => _isFinalBlock;

    /// <summary>Bytes of the buffer consumed so far, the ones passed over included.</summary>
    public readonly int BytesConsumed => _passedOver + checked((int)Reader.BytesConsumed);

    /// <summary>The buffered bytes after the last token read (they may end inside a value).</summary>
    public readonly ReadOnlySpan<byte> Unread => _buffered[BytesConsumed..];

    /// <summary>
    /// Continues after the array whose <c>[</c> was the last token read, when the next <paramref name="length"/>
    /// bytes of <see cref="Unread"/> are the rest of it up to its <c>]</c>, valid JSON as the caller has checked.
    /// The reader then stands on the array's end, as if it had read every token of it.
    /// </summary>
    public void SkipRestOfArray(int length)
    {
        if (Reader.TokenType != JsonTokenType.StartArray || length <= 0 || length > Unread.Length)
        {
            throw new InvalidOperationException("SkipRestOfArray needs the reader on an array's start and the array's remaining length.");
        }

        // The state after this array is the state after an empty one at the same place: read "]" from here.
        var arrayEnd = new Utf8JsonReader("]"u8, isFinalBlock: false, Reader.CurrentState);
        arrayEnd.Read();
        _passedOver = BytesConsumed + length;
        Reader = new Utf8JsonReader(_buffered[_passedOver..], _isFinalBlock, arrayEnd.CurrentState);
    }
}
