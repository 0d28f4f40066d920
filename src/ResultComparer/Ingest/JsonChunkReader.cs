using System.Buffers;
using System.Text.Json;

namespace PerfGate.Ingest;

/// <summary>
/// Reads a JSON file front to back without holding it: tokens one at a time at the top, and each array element
/// whole (a benchmark with its samples and measurements) through a <see cref="Utf8JsonReader"/> over a buffer that
/// grows only to the largest element. A 100 MB baseline is read in a 64 KB buffer, and nothing is parsed twice:
/// the element parsers see the bytes once and keep only what the verdict needs.
/// </summary>
/// <remarks>
/// An element parser runs optimistically on what is buffered; when it reaches the end of the buffered bytes,
/// <see cref="Next"/> and <see cref="SkipValue"/> throw <see cref="MoreDataNeeded"/>, the buffer is refilled
/// (grown when the element alone fills it) and the parser starts the element again. Parsers therefore return
/// their result instead of adding to shared state.
/// </remarks>
internal sealed class JsonChunkReader : IDisposable
{
    /// <summary>Parses one whole value; the reader stands before its first token.</summary>
    public delegate T ValueParser<T>(ref Utf8JsonReader reader);

    /// <summary>Parses one whole value from the buffered bytes; the reader stands before its first token.</summary>
    public delegate T BufferedValueParser<T>(ref BufferedJsonReader json);

    /// <summary>
    /// An element cut by the end of the buffer is parsed again from its start once the buffer is refilled, so the
    /// buffer holds many elements: a benchmark with BenchmarkDotNet's Measurements is 10–40 KB, and a 64 KB buffer
    /// re-parsed about a quarter of every report (docs/scale.md). Rented, as a report folder is read file by file.
    /// </summary>
    internal const int InitialBufferSize = 1024 * 1024;

    private static readonly byte[] Utf8ByteOrderMark = [0xEF, 0xBB, 0xBF];

    private readonly Stream _stream;
    private byte[] _buffer = ArrayPool<byte>.Shared.Rent(InitialBufferSize);
    private int _start;
    private int _end;
    private bool _final;
    // The state carries the depth and the line and byte position from one buffer to the next, so syntax errors
    // name their place in the whole file.
    private JsonReaderState _state = new(new JsonReaderOptions { MaxDepth = JsonFileParsing.MaxDepth });

    public JsonChunkReader(Stream stream)
    {
        _stream = stream;
        Fill();
        if (_buffer.AsSpan(_start, _end - _start).StartsWith(Utf8ByteOrderMark))
        {
            _start += Utf8ByteOrderMark.Length;
        }

        if (_start == _end)
        {
            Fill();
        }

        IsEmpty = _final && _start == _end;
    }

    /// <summary>The file holds no bytes but a byte-order mark.</summary>
    public bool IsEmpty { get; }

    /// <summary>The type of the token <see cref="ReadToken"/> read last.</summary>
    public JsonTokenType TokenType { get; private set; }

    /// <summary>The text of the property name or string <see cref="ReadToken"/> read last.</summary>
    public string? Text { get; private set; }

    /// <summary>Reads one token (not a whole value); false at the end of the file.</summary>
    /// <exception cref="JsonException">The JSON is invalid, truncated or nested too deep.</exception>
    public bool ReadToken()
    {
        while (true)
        {
            var reader = Reader();
            if (reader.Read())
            {
                TokenType = reader.TokenType;
                Text = reader.TokenType is JsonTokenType.PropertyName or JsonTokenType.String ? reader.GetString() : null;
                Advance(ref reader);
                return true;
            }

            if (_final)
            {
                return false;
            }

            Fill();
        }
    }

    /// <summary>The next whole value parsed by <paramref name="parse"/>, which must consume exactly that value.</summary>
    /// <exception cref="JsonException">The JSON is invalid, truncated or nested too deep.</exception>
    public T ReadValue<T>(ValueParser<T> parse) => ReadValue((ref BufferedJsonReader json) => parse(ref json.Reader));

    /// <summary>
    /// The next whole value parsed by <paramref name="parse"/>, which must consume exactly that value and may pass
    /// over parts of it it has read from the buffered bytes itself (<see cref="BufferedJsonReader.SkipRestOfArray"/>).
    /// </summary>
    /// <exception cref="JsonException">The JSON is invalid, truncated or nested too deep.</exception>
    public T ReadValue<T>(BufferedValueParser<T> parse)
    {
        while (true)
        {
            var json = new BufferedJsonReader(_buffer.AsSpan(_start, _end - _start), _final, _state);
            try
            {
                var value = parse(ref json);
                _start += json.BytesConsumed;
                _state = json.Reader.CurrentState;
                return value;
            }
            catch (MoreDataNeeded) when (!_final)
            {
                Fill();
            }
            catch (MoreDataNeeded)
            {
                // The reader reports a value cut off by the end of the file itself; this is a parser reading past it.
                throw new JsonException("The file ends before the value does: it is truncated.");
            }
        }
    }

    /// <summary>Reads the next element of the array whose start was just read; false (and the array's end read) after the last one.</summary>
    public bool TryReadElement<T>(ValueParser<T> parse, out T value)
    {
        if (ReadValue(IsArrayEnd))
        {
            value = default!;
            return false;
        }

        value = ReadValue(parse);
        return true;
    }

    /// <inheritdoc cref="TryReadElement{T}(ValueParser{T}, out T)"/>
    public bool TryReadElement<T>(BufferedValueParser<T> parse, out T value)
    {
        if (ReadValue(IsArrayEnd))
        {
            value = default!;
            return false;
        }

        value = ReadValue(parse);
        return true;
    }

    /// <summary>Skips the next whole value.</summary>
    public void SkipValue() => ReadValue(Skip);

    /// <summary>The next token within a value being parsed.</summary>
    /// <exception cref="MoreDataNeeded">The buffered bytes end first; <see cref="ReadValue{T}"/> refills and retries.</exception>
    public static void Next(ref Utf8JsonReader reader)
    {
        if (!reader.Read())
        {
            throw MoreDataNeeded.Instance;
        }
    }

    /// <summary>Skips the value whose first token was just read (its children too).</summary>
    public static void SkipValue(ref Utf8JsonReader reader)
    {
        if (!reader.TrySkip())
        {
            throw MoreDataNeeded.Instance;
        }
    }

    /// <summary>
    /// True when the next value is an array, consuming only its '[' (the caller reads the elements one by one);
    /// any other value is skipped whole. Both readers use it for their top-level benchmark lists.
    /// </summary>
    public static bool StartsArray(ref Utf8JsonReader reader)
    {
        Next(ref reader);
        if (reader.TokenType == JsonTokenType.StartArray)
        {
            return true;
        }

        SkipValue(ref reader);
        return false;
    }

    public void Dispose()
    {
        _stream.Dispose();
        var buffer = Interlocked.Exchange(ref _buffer, []);
        if (buffer.Length > 0)
        {
            ArrayPool<byte>.Shared.Return(buffer);
        }
    }

    private static bool IsArrayEnd(ref Utf8JsonReader reader)
    {
        var copy = reader;
        Next(ref copy);
        if (copy.TokenType != JsonTokenType.EndArray)
        {
            return false;
        }

        reader = copy;
        return true;
    }

    private static int Skip(ref Utf8JsonReader reader)
    {
        Next(ref reader);
        SkipValue(ref reader);
        return 0;
    }

    private Utf8JsonReader Reader() => new(_buffer.AsSpan(_start, _end - _start), _final, _state);

    private void Advance(ref Utf8JsonReader reader)
    {
        _start += checked((int)reader.BytesConsumed);
        _state = reader.CurrentState;
    }

    // Keeps the unconsumed bytes, makes room (doubling when one value fills the buffer) and reads more.
    private void Fill()
    {
        var pending = _end - _start;
        if (pending == _buffer.Length)
        {
            var larger = ArrayPool<byte>.Shared.Rent(checked(_buffer.Length * 2));
            _buffer.AsSpan(_start, pending).CopyTo(larger);
            ArrayPool<byte>.Shared.Return(_buffer);
            _buffer = larger;
        }
        else if (_start > 0)
        {
            _buffer.AsSpan(_start, pending).CopyTo(_buffer);
        }

        _start = 0;
        _end = pending;
        while (_end < _buffer.Length)
        {
            var read = _stream.Read(_buffer, _end, _buffer.Length - _end);
            if (read == 0)
            {
                _final = true;
                return;
            }

            _end += read;
        }
    }

    /// <summary>Thrown by element parsers when the buffered bytes end inside the element; never escapes the reader.</summary>
    public sealed class MoreDataNeeded : Exception
    {
        public static readonly MoreDataNeeded Instance = new();
    }
}
