using System.Buffers.Binary;

namespace Sample.Streaming;

/// <summary>Rows waiting to be sent to one partition, serialized as they arrive.</summary>
internal sealed class PartitionBuffer
{
    internal const int RowSize = sizeof(long) * 2;

    private readonly int capacity;
    private byte[] bytes;
    private int rows;

    public PartitionBuffer(int partition, int capacity)
    {
        Partition = partition;
        this.capacity = capacity;
        bytes = new byte[capacity * RowSize];
    }

    public int Partition { get; }

    public bool IsEmpty => rows == 0;

    public bool IsFull => rows == capacity;

    public void Append(in StreamRow row)
    {
        var slot = bytes.AsSpan(rows * RowSize, RowSize);
        BinaryPrimitives.WriteInt64LittleEndian(slot, row.Key);
        BinaryPrimitives.WriteInt64LittleEndian(slot[sizeof(long)..], row.Value);
        rows++;
    }

    /// <summary>Hands the filled bytes over and starts a fresh array: the sink may still hold the old one.</summary>
    public ReadOnlyMemory<byte> Detach()
    {
        var payload = new ReadOnlyMemory<byte>(bytes, 0, rows * RowSize);
        bytes = new byte[capacity * RowSize];
        rows = 0;
        return payload;
    }
}
