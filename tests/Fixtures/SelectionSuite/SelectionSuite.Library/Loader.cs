namespace SelectionSuite.Library;

public static class Loader
{
    public static async Task<int> LoadAsync(int key)
    {
        await Task.Yield();
#if PG_ASYNC_STATE_MACHINE
        return key * 3;
#else
        return key * 2;
#endif
    }
}
