namespace PerfGate.Reports;

/// <summary>
/// Writes through to another stream without carriage returns: the indenting JSON writer ends lines with the
/// platform's newline, and the report's lines end with LF everywhere. JSON escapes a carriage return inside a
/// string (<c>\r</c>), so every raw one is a line ending.
/// </summary>
internal sealed class LineFeedStream(Stream inner) : Stream
{
    public override bool CanRead => false;

    public override bool CanSeek => false;

    public override bool CanWrite => true;

    public override long Length => throw new NotSupportedException();

    public override long Position { get => throw new NotSupportedException(); set => throw new NotSupportedException(); }

    public override void Write(byte[] buffer, int offset, int count) => Write(buffer.AsSpan(offset, count));

    public override void Write(ReadOnlySpan<byte> buffer)
    {
        while (!buffer.IsEmpty)
        {
            var carriageReturn = buffer.IndexOf((byte)'\r');
            if (carriageReturn < 0)
            {
                inner.Write(buffer);
                return;
            }

            inner.Write(buffer[..carriageReturn]);
            buffer = buffer[(carriageReturn + 1)..];
        }
    }

    public override void Flush() => inner.Flush();

    public override int Read(byte[] buffer, int offset, int count) => throw new NotSupportedException();

    public override long Seek(long offset, SeekOrigin origin) => throw new NotSupportedException();

    public override void SetLength(long value) => throw new NotSupportedException();
}
