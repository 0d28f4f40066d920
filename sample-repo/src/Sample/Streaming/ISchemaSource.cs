namespace Sample.Streaming;

/// <summary>Where the streamer gets the table schema from; a real one asks the cluster over the network.</summary>
public interface ISchemaSource
{
    Task<TableSchema> GetLatestAsync(CancellationToken cancellationToken);
}
