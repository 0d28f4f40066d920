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

    private static ReadOnlySpan<byte> Utf8ByteOrderMark => [0xEF, 0xBB, 0xBF];

    private readonly Stream _stream;
    private byte[] _buffer = new byte[InitialBufferSize];
    private int _start;
    private int _end;
    private bool _final;
    private Utf8JsonReader _reader;

    // Where the current token starts, and the reader's state before it: ReadValue reads the token again from
    // there once the buffer holds its whole value.
    private long _tokenStart;
    private JsonReaderState _stateBeforeToken;

    public JsonStreamReader(Stream stream)
    {
        _stream = stream;
        _stateBeforeToken = new JsonReaderState(new JsonReaderOptions { MaxDepth = JsonFileParsing.MaxDepth });
        Fill(0, _stateBeforeToken);
        if (_buffer.AsSpan(0, _end).StartsWith(Utf8ByteOrderMark))
        {
            _start = Utf8ByteOrderMark.Length;
            _reader = new Utf8JsonReader(_buffer.AsSpan(_start, _end - _start), _final, _stateBeforeToken);
        }

        IsEmpty = _final && _start == _end;
    }

    /// <summary>The file holds no bytes but a byte-order mark.</summary>
    public bool IsEmpty { get; }

    public JsonTokenType TokenType => _reader.TokenType;

    public string? GetString() => _reader.GetString();

    /// <summary>Reads the next token; false at the end of the file.</summary>
    /// <exception cref="JsonException">The JSON is invalid, truncated or nested too deep.</exception>
    public bool Read()
    {
        while (true)
        {
            _tokenStart = _reader.BytesConsumed;
            _stateBeforeToken = _reader.CurrentState;
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
    /// <exception cref="JsonException">The JSON is invalid or truncated.</exception>
    public void Next()
    {
        if (!Read())
        {
            throw new JsonException("The file ends before the value does: it is truncated.");
        }
    }

    /// <summary>The value whose first token was just read, whole, its children too; the reader moves past it.</summary>
    /// <exception cref="JsonException">The JSON is invalid, truncated or nested too deep.</exception>
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

            // Keep the value from its first token on, read more (the buffer grows when the value fills it), and
            // read that token again.
            Fill(_tokenStart, _stateBeforeToken);
            Read();
        }

        return value.Value;
    }

    // Keeps the bytes from `keep` on (relative to the reader's start; part of a token or value), makes room
    // (doubling when they fill the buffer), reads more and restarts the reader there with `state`.
    private void Fill(long keep, JsonReaderState state)
    {
        _start += checked((int)keep);
        var pending = _end - _start;
        if (pending == _buffer.Length)
        {
            Array.Resize(ref _buffer, checked(_buffer.Length * 2));
        }
        else if (_start > 0)
        {
            _buffer.AsSpan(_start, pending).CopyTo(_buffer);
        }

        _start = 0;
        _end = pending;
        while (_end < _buffer.Length && !_final)
        {
            var read = _stream.Read(_buffer, _end, _buffer.Length - _end);
            _final = read == 0;
            _end += read;
        }

        _reader = new Utf8JsonReader(_buffer.AsSpan(0, _end), _final, state);
    }
}
