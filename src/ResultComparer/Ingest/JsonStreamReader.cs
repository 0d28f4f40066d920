using System.Text.Json;

namespace PerfGate.Ingest;

/// <summary>
/// A <see cref="Utf8JsonReader"/> over a file read front to back in a small buffer, refilled whenever the reader
/// reaches its end: a 100 MB baseline, or a report of megabytes, is read one value at a time (<see cref="ReadValue"/>:
/// one benchmark) without ever being held whole. Pass it by <c>ref</c>; a copy would read on from where it was copied.
/// </summary>
internal ref struct JsonStreamReader
{
    // The buffer holds the value being read whole, so it grows beyond this only for a value larger than it.
    internal const int InitialBufferSize = 64 * 1024;

    private readonly Stream _stream;
    private byte[] _buffer = new byte[InitialBufferSize];
    private int _end;
    private bool _final;

    // The stream's position of _buffer[0], so a place in the file can be found again (Rewind).
    private long _bufferStart;
    private Utf8JsonReader _reader;

    // The state the reader started the buffer with: ReadValue replays the buffer from it to find the state before
    // a value's first token, rather than Read keeping that state at every token (a quarter of its time).
    private JsonReaderState _stateAtBufferStart;

    public JsonStreamReader(Stream stream, int maxDepth = JsonFileParsing.MaxDepth)
    {
        _stream = stream;
        Fill(0, new JsonReaderState(new JsonReaderOptions { MaxDepth = maxDepth }));
        // Visual Studio saves JSON with a UTF-8 byte-order mark, which Utf8JsonReader refuses.
        if (_buffer.AsSpan(0, _end).StartsWith("\uFEFF"u8))
        {
            Fill("\uFEFF"u8.Length, _stateAtBufferStart);
        }

        IsEmpty = _final && _end == 0;
    }

    /// <summary>The file holds no bytes but a byte-order mark.</summary>
    public bool IsEmpty { get; }

    public JsonTokenType TokenType => _reader.TokenType;

    public int CurrentDepth => _reader.CurrentDepth;

    public string? GetString() => _reader.GetString();

    public bool ValueTextEquals(ReadOnlySpan<byte> utf8Text) => _reader.ValueTextEquals(utf8Text);

    public bool TryGetInt32(out int value) => _reader.TryGetInt32(out value);

    public bool TryGetDouble(out double value) => _reader.TryGetDouble(out value);

    /// <summary>Reads the next token; false at the end of the file.</summary>
    public bool Read()
    {
        while (true)
        {
            if (_reader.Read())
            {
                return true;
            }

            if (_final)
            {
                return false;
            }

            // The state carries the depth and the line and byte position from one buffer to the next, so a syntax
            // error names its place in the whole file.
            Fill(_reader.BytesConsumed, _reader.CurrentState);
        }
    }

    /// <summary>Reads the next token within a value, which the file must still hold.</summary>
    public void Next()
    {
        if (!Read())
        {
            throw new JsonException("The file ends before the value does: it is truncated.");
        }
    }

    /// <summary>The value whose first token was just read, whole; the reader moves past it.</summary>
    public JsonElement ReadValue()
    {
        // TryParseValue leaves the reader where it was when the value is not all in the buffer.
        JsonElement? value;
        while (!JsonElement.TryParseValue(ref _reader, out value))
        {
            if (_final)
            {
                // The reader itself refuses a truncated last block, at its line and byte; this is a safety net.
                throw new JsonException("The file ends before the value does: it is truncated.");
            }

            // Keep the bytes from the end of the token before the value on (a comma between them is not in the
            // state), read more (the buffer grows when the value fills it), and read the value's first token again.
            var replay = new Utf8JsonReader(_buffer.AsSpan(0, _end), _final, _stateAtBufferStart);
            var (keep, state) = (0L, _stateAtBufferStart);
            while (replay.Read() && replay.TokenStartIndex < _reader.TokenStartIndex)
            {
                (keep, state) = (replay.BytesConsumed, replay.CurrentState);
            }

            Fill(keep, state);
            Read();
        }

        return value.Value;
    }

    /// <summary>The place just after the token read last, to read on from again with <see cref="Rewind"/>.</summary>
    public readonly JsonStreamPosition Position => new(_bufferStart + _reader.BytesConsumed, _reader.CurrentState);

    /// <summary>Whether <see cref="Rewind"/> works: the file's stream can seek (a file's and a byte array's can).</summary>
    public readonly bool CanRewind => _stream.CanSeek;

    /// <summary>Reads on from <paramref name="position"/> again: from the buffer while it still holds that place, else
    /// from the file.</summary>
    public void Rewind(JsonStreamPosition position)
    {
        if (position.Offset < _bufferStart)
        {
            // An empty buffer: the next Read fills it from here.
            _stream.Position = _bufferStart = position.Offset;
            (_end, _final) = (0, false);
        }

        var keep = position.Offset - _bufferStart;
        if (keep > 0)
        {
            Fill(keep, position.State);
        }
        else
        {
            _stateAtBufferStart = position.State;
            _reader = new Utf8JsonReader(_buffer.AsSpan(0, _end), _final, position.State);
        }
    }

    /// <summary>Moves past the value whose first token was just read, token by token: no element built only to be dropped.</summary>
    public void Skip()
    {
        if (TokenType is JsonTokenType.StartObject or JsonTokenType.StartArray)
        {
            // The closing token of a value sits at the depth of its opening one.
            var depth = CurrentDepth;
            do
            {
                Next();
            }
            while (CurrentDepth > depth || TokenType is not (JsonTokenType.EndObject or JsonTokenType.EndArray));
        }
    }

    // Keeps the bytes from `keep` on (relative to the reader's start; part of a token or value), makes room
    // (doubling when they fill the buffer), reads more and restarts the reader there with `state`.
    private void Fill(long keep, JsonReaderState state)
    {
        var pending = _end - checked((int)keep);
        if (pending == _buffer.Length)
        {
            Array.Resize(ref _buffer, checked(_buffer.Length * 2));
        }
        else if (keep > 0)
        {
            _buffer.AsSpan((int)keep, pending).CopyTo(_buffer);
        }

        _end = pending;
        _bufferStart += keep;
        while (_end < _buffer.Length && !_final)
        {
            var read = _stream.Read(_buffer, _end, _buffer.Length - _end);
            _final = read == 0;
            _end += read;
        }

        _stateAtBufferStart = state;
        _reader = new Utf8JsonReader(_buffer.AsSpan(0, _end), _final, state);
    }
}
