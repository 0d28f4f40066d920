namespace SelectionSuite.Library;

public static class Stages
{
    public static int Normalize(int value) => Checksum(Math.Abs(value)) % 1000;

    public static int Checksum(int value)
    {
        var sum = 0;
        for (var i = 0; i < 16; i++)
        {
#if PG_DEEP_CALLEE
            sum = (sum * 33) ^ (value + i);
#else
            sum = (sum * 31) ^ (value + i);
#endif
        }

        return sum & 0x7fffffff;
    }
}
