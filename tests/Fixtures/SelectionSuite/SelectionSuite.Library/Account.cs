namespace SelectionSuite.Library;

public sealed class Account(long cents)
{
#if PG_PROPERTY
    public decimal Balance => Math.Round(cents / 100m, 1);
#else
    public decimal Balance => cents / 100m;
#endif
}
