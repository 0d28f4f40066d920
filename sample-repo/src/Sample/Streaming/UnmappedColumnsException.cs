namespace Sample.Streaming;

/// <summary>A row has columns the streamer's schema does not know yet; refreshing the schema may fix it.</summary>
public sealed class UnmappedColumnsException : Exception
{
    public UnmappedColumnsException()
    {
    }

    public UnmappedColumnsException(string message)
        : base(message)
    {
    }

    public UnmappedColumnsException(string message, Exception innerException)
        : base(message, innerException)
    {
    }
}
