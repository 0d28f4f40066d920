namespace Sample.Streaming;

/// <summary>A schema source that answers at once, as a warm client with a cached schema would.</summary>
internal sealed class InMemorySchemaSource : ISchemaSource
{
    private readonly Task<TableSchema> latest;

    public InMemorySchemaSource(TableSchema schema) => latest = Task.FromResult(schema);

    public Task<TableSchema> GetLatestAsync(CancellationToken cancellationToken) => latest;
}
