namespace SelectionSuite.Library;

public sealed class Counter
{
#if PG_FIELD_INITIALIZER
    private readonly int _step = 2;
#else
    private readonly int _step = 1;
#endif
    private int _value;

    public int Next() => _value += _step;
}
