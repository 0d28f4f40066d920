using System.Text.Json;

namespace PerfGate.Ingest;

/// <summary>
/// A <see cref="Utf8JsonReader"/> over a file read front to back in a small buffer, refilled whenever the reader
/// reaches its end: a 100 MB report or baseline is read token by token without ever being held whole. Pass it by
/// <c>ref</c>; a copy would read on from where it was copied.
/// </summary>
internal ref struct JsonStreamReader
{
    // The buffer only ever holds one token whole, so it grows beyond this only for a token larger than it.
    internal const int InitialBufferSize = 64 * 1024;

    private static ReadOnlySpan<byte> Utf8ByteOrderMark => [0xEF, 0xBB, 0xBF];

    private readonly Stream _stream;
    private byte[] _buffer = new byte[InitialBufferSize];
    private int _start;
    private int _end;
    private bool _final;
    private Utf8JsonReader _reader;

    public JsonStreamReader(Stream stream)
    {
        _stream = stream;
        Fill();
        if (_buffer.AsSpan(0, _end).StartsWith(Utf8ByteOrderMark))
        {
            _start = Utf8ByteOrderMark.Length;
        }

        // The state carries the depth and the line and byte position from one buffer to the next, so a syntax
        // error names its place in the whole file.
        _reader = new Utf8JsonReader(_buffer.AsSpan(_start, _end - _start), _final, new JsonReaderState(new JsonReaderOptions { MaxDepth = JsonFileParsing.MaxDepth }));
        IsEmpty = _final && _start == _end;
    }

    /// <summary>The file holds no bytes but a byte-order mark.</summary>
    public bool IsEmpty { get; }

    public JsonTokenType TokenType => _reader.TokenType;

    /// <summary>The current token's bytes as written (escapes included).</summary>
    public ReadOnlySpan<byte> ValueSpan => _reader.ValueSpan;

    public bool ValueIsEscaped => _reader.ValueIsEscaped;

    /// <summary>Reads the next token; false at the end of the file.</summary>
    /// <exception cref="JsonException">The JSON is invalid, truncated or nested too deep.</exception>
    public bool Read()
    {
        while (!_reader.Read())
        {
            if (_final)
            {
                return false;
            }

            Fill();
        }

        return true;
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

    /// <summary>Passes over the value whose first token was just read, its children too.</summary>
    public void SkipValue()
    {
        if (TokenType is not (JsonTokenType.StartObject or JsonTokenType.StartArray))
        {
            return;
        }

        var depth = _reader.CurrentDepth;
        do
        {
            Next();
        }
        while (_reader.CurrentDepth > depth);
    }

    /// <summary>Moves to the next property's name; false at the object's end.</summary>
    public bool NextProperty()
    {
        Next();
        return TokenType != JsonTokenType.EndObject;
    }

    /// <summary>Moves to the first token of the next element of the array being read; false at the array's end.</summary>
    public bool NextElement()
    {
        Next();
        return TokenType != JsonTokenType.EndArray;
    }

    // Property names are compared as UTF-8 in place: a report holds thousands of measurements, and a string per
    // property name would be most of what reading them allocates.

    /// <summary>When the property name just read is <paramref name="name"/>, moves to its value's first token.</summary>
    public bool ValueOf(ReadOnlySpan<byte> name)
    {
        if (!_reader.ValueTextEquals(name))
        {
            return false;
        }

        Next();
        return true;
    }

    /// <summary>Passes over the value of the property whose name was just read.</summary>
    public void SkipProperty()
    {
        Next();
        SkipValue();
    }

    public bool ValueTextEquals(ReadOnlySpan<byte> text) => _reader.ValueTextEquals(text);

    public string? GetString() => _reader.GetString();

    public bool TryGetDouble(out double value) => _reader.TryGetDouble(out value);

    public bool TryGetInt32(out int value) => _reader.TryGetInt32(out value);

    public bool TryGetInt64(out long value) => _reader.TryGetInt64(out value);

    // Keeps the bytes the reader has not consumed (part of a token), makes room (doubling when that part fills the
    // buffer), reads more and restarts the reader where it stopped.
    private void Fill()
    {
        _start += checked((int)_reader.BytesConsumed);
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

        _reader = new Utf8JsonReader(_buffer.AsSpan(0, _end), _final, _reader.CurrentState);
    }
}
