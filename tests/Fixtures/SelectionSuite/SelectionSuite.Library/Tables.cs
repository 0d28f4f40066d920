namespace SelectionSuite.Library;

public static class Tables
{
    private static readonly int[] Squares;

    static Tables()
    {
        Squares = new int[256];
        for (var i = 0; i < Squares.Length; i++)
        {
#if PG_STATIC_CONSTRUCTOR
            Squares[i] = (i * i) + 1;
#else
            Squares[i] = i * i;
#endif
        }
    }

    public static int Lookup(int index) => Squares[index & 0xff];
}
